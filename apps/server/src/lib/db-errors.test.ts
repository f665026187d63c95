import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, isUniqueViolation } from './db-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a refused, reset or silent database, on the error or its cause', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('wrapped', { cause: withCode('ECONNREFUSED') }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(true);
  });

  it('leaves every other failure to the server error', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('SQLITE_BUSY', 'database is locked'),
      new Error('Cannot read properties of undefined'),
      new AggregateError([withCode('ECONNREFUSED'), new Error('other')], ''),
      new AggregateError([], ''),
      null,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnreachable(error), String(error)).toBe(false);
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
  });
});
