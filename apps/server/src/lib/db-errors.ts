/**
 * True when a write broke a unique constraint or index, on either database: the way to turn a
 * lost race (two requests inserting the same thing at once) into a clear conflict answer.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's SQLSTATE; better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/** Socket failures: the database's host refused, reset, or never answered. */
const unreachableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg's own words for a connection that is gone or never came (its errors carry no code):
 * "Connection terminated unexpectedly", "Connection terminated due to connection timeout",
 * "timeout exceeded when trying to connect" (the pool's wait), "Client has encountered a
 * connection error and is not queryable", "Client was closed and is not queryable".
 */
const unreachableMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when a call failed because the database could not be reached, rather than because of
 * the call itself: the answer is then "briefly unavailable, retry" (-503), not a server error.
 * SQLSTATE class 08 is a connection exception; 57P01–57P03 are a server shutting down,
 * crashed, or not yet accepting connections.
 */
export const isDatabaseUnreachable = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, errors, cause } = e as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (unreachableSocketCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string' && unreachableMessage.test(message)) return true;
    // Node's happy-eyeballs connect fails with an AggregateError of one error per address.
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnreachable)) return true;
    e = cause;
  }
  return false;
};
