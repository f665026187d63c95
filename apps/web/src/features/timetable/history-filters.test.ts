import { describe, expect, it } from 'vitest';
import { dayRangeRestrictions } from './history-filters';

describe('history date range', () => {
  it('sends the store-local days, both included, and drops what is not a day', () => {
    expect(dayRangeRestrictions(['2026-11-01', '2026-11-30'])).toEqual([
      { name: 'date', operator: '>=', value: '2026-11-01', logic: 'and' },
      { name: 'date', operator: '<=', value: '2026-11-30', logic: 'and' },
    ]);
    expect(dayRangeRestrictions(['', '2026-11-30'])).toHaveLength(1);
    expect(dayRangeRestrictions(['2026-11-01T00:00:00Z'])).toEqual([]);
  });
});
