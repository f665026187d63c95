import { describe, expect, it } from 'vitest';
import { coolingLeft } from './cooling';

describe('coolingLeft', () => {
  const now = Date.parse('2026-11-27T00:00:00.000Z');
  it('counts hours and minutes up, and is null once usable', () => {
    expect(coolingLeft('2026-11-28T00:00:00.000Z', now)).toEqual({ hours: 24, minutes: 0 });
    expect(coolingLeft('2026-11-27T01:30:10.000Z', now)).toEqual({ hours: 1, minutes: 31 });
    expect(coolingLeft('2026-11-27T00:00:00.000Z', now)).toBeNull();
    expect(coolingLeft('2026-11-26T00:00:00.000Z', now)).toBeNull();
  });
});
