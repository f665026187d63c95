import { describe, expect, it } from 'vitest';
import type { ListSpec } from '../list-fields';
import * as lists from '.';

/** Every shared list declaration is one the server can map and the console can build from. */
describe('list field declarations', () => {
  const specs = Object.entries(lists).filter(([name]) => name.endsWith('ListSpec')) as unknown as [
    string,
    ListSpec,
  ][];

  it('are all checked here', () => {
    expect(specs.map(([name]) => name).sort()).toEqual([
      'announcementListSpec',
      'areaListSpec',
      'auditListSpec',
      'cardLedgerListSpec',
      'cardShareListSpec',
      'cardTypeListSpec',
      'claimableStoreListSpec',
      'coachListSpec',
      'countServiceListSpec',
      'couponRedemptionListSpec',
      'courseListSpec',
      'employeeListSpec',
      'historyListSpec',
      'ledgerListSpec',
      'memberCardListSpec',
      'memberListSpec',
      'merchantStoreListSpec',
      'messageListSpec',
      'orderListSpec',
      'platformApplicationListSpec',
      'platformClaimListSpec',
      'platformCourseListSpec',
      'reviewAppealListSpec',
      'reviewListSpec',
      'sharedCardListSpec',
      'timedServiceListSpec',
      'uploadListSpec',
      'withdrawalAccountListSpec',
      'withdrawalListSpec',
    ]);
  });

  it.each(specs)('%s: snake_case names, operators that fit each type, sortable default sorts', (_, spec) => {
    for (const [name, field] of Object.entries(spec.fields)) {
      expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(field.operators.length).toBeGreaterThan(0);
      if (field.operators.includes('like')) expect(field.type).toBe('string');
      if (field.type === 'boolean')
        expect(field.operators.every((op) => ['=', '!=', 'in'].includes(op))).toBe(true);
      if (field.integer) expect(field.type).toBe('number');
    }
    for (const sort of spec.defaultSorts) expect(spec.fields[sort.name]?.sortable).toBe(true);
  });

  it('pages by cursor exactly the lists that grow without bound (docs/api.md "Cursor paging")', () => {
    const cursor = specs.filter(([, spec]) => spec.paging === 'cursor').map(([name]) => name);
    expect(cursor.sort()).toEqual([
      'auditListSpec',
      'cardLedgerListSpec',
      'couponRedemptionListSpec',
      'ledgerListSpec',
      'messageListSpec',
      'orderListSpec',
      'reviewListSpec',
      'withdrawalListSpec',
    ]);
  });
});
