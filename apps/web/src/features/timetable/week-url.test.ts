import { describe, expect, it } from 'vitest';
import { parseWeekView, writeWeekView } from './week-url';

const TODAY = '2026-11-25';

describe('week url', () => {
  it('reads the week and the filters, ignoring junk', () => {
    expect(parseWeekView(new URLSearchParams('week=2026-12-03&coach=4&area=x&course=-1'), TODAY)).toEqual({
      monday: '2026-11-30',
      filters: { coach_id: 4 },
    });
    expect(parseWeekView(new URLSearchParams(''), TODAY)).toEqual({ monday: '2026-11-23', filters: {} });
  });

  it('writes only what differs from this week without filters, keeping other parameters', () => {
    const params = writeWeekView(
      new URLSearchParams('id=505&coach=4'),
      { monday: '2026-11-23', filters: { area_id: 2 } },
      TODAY,
    );
    expect(params.toString()).toBe('id=505&area=2');
    expect(writeWeekView(params, { monday: '2026-11-30', filters: {} }, TODAY).toString()).toBe(
      'id=505&week=2026-11-30',
    );
  });
});
