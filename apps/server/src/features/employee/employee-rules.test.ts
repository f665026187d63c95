import { describe, expect, it } from 'vitest';
import { affectedStores, expandGrants, grantChangeReason, MAX_REASON_LENGTH } from './employee-rules';

const grantable = [
  { id: 60101, name: 'coach:view', menu_id: 601 },
  { id: 60102, name: 'coach:edit', menu_id: 601 },
  { id: 60401, name: 'member:view', menu_id: 604 },
  { id: 60403, name: 'coupon:validate', menu_id: 604 },
];
const names = new Map(grantable.map((f) => [f.id, f.name]));
const nameOf = (id: number) => names.get(id) ?? `#${id}`;

describe('employee grant rules', () => {
  it('adds the screen’s view to a button and refuses what cannot be granted', () => {
    expect(expandGrants([60403, 60102], grantable)).toEqual({
      ids: [60101, 60102, 60401, 60403],
      refused: null,
    });
    expect(expandGrants([60102, 60202], grantable)).toEqual({ ids: [], refused: 60202 });
    expect(expandGrants([], grantable)).toEqual({ ids: [], refused: null });
  });

  it('names a change of grants and stores, and nothing for no change', () => {
    const before = { storeIds: [1, 2], functionIds: [60401, 60403] };
    const after = { storeIds: [2, 3], functionIds: [60101, 60102, 60401] };
    expect(grantChangeReason(before, after, nameOf)).toBe(
      '+coach:view +coach:edit -coupon:validate; stores +3 -1',
    );
    expect(grantChangeReason(before, before, nameOf)).toBeNull();
    expect(grantChangeReason(before, { ...before, storeIds: [1] }, nameOf)).toBe('stores -2');
    expect(affectedStores(before.storeIds, after.storeIds)).toEqual([1, 2, 3]);
  });

  it('counts a change too long to list, within the log column', () => {
    const many = Array.from({ length: 80 }, (_, i) => 10_000 + i);
    const stores = Array.from({ length: 100 }, (_, i) => 1_000_000 + i);
    const long = (id: number) => `area${id}:something`;
    const functionsOnly = grantChangeReason(
      { storeIds: [1], functionIds: [] },
      { storeIds: [1, 2], functionIds: many },
      long,
    );
    expect(functionsOnly).toBe('+80 -0 permissions; stores +2');
    const both = grantChangeReason(
      { storeIds: [], functionIds: [] },
      { storeIds: stores, functionIds: many },
      long,
    );
    expect(both).toBe('+80 -0 permissions; stores +100 -0');
    expect((both ?? '').length).toBeLessThanOrEqual(MAX_REASON_LENGTH);
  });
});
