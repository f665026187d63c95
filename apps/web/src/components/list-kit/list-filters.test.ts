import { ledgerListSpec } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { filterRestrictions, type ListFilter } from './list-filters';

describe('filterRestrictions: text filters', () => {
  const objectId: ListFilter<typeof ledgerListSpec> = {
    key: 'object_id',
    kind: 'text',
    label: 'Object number',
  };

  it('sends a number field’s digits as a number (the statement’s object number)', () => {
    expect(filterRestrictions(ledgerListSpec, objectId, [' 42 '])).toEqual([
      { name: 'object_id', operator: '=', value: 42, logic: 'and' },
    ]);
  });

  it('sends what is not a number as typed, for the server to refuse', () => {
    expect(filterRestrictions(ledgerListSpec, objectId, ['4x2'])).toEqual([
      { name: 'object_id', operator: '=', value: '4x2', logic: 'and' },
    ]);
    expect(filterRestrictions(ledgerListSpec, objectId, ['  '])).toEqual([]);
  });
});
