import { describe, expect, it } from 'vitest';
import { byDay, hourRange, mondayOf, placeDay, shiftWeek, weekDays, weekdayOf } from './week-model';

const s = (id: number, start: string, end: string, date = '2026-11-23') => ({ id, date, start, end });

describe('week model', () => {
  it('finds the Monday of a week, Sunday included, and today for a bad date', () => {
    expect(mondayOf('2026-11-23', '2000-01-01')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29', '2000-01-01')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30', '2000-01-01')).toBe('2026-11-30');
    expect(mondayOf('not-a-date', '2026-11-26')).toBe('2026-11-23');
    expect(mondayOf(null, '2026-11-26')).toBe('2026-11-23');
  });

  it('lists seven days, shifts weeks and names weekdays 1..7', () => {
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(shiftWeek('2026-11-30', -1)).toBe('2026-11-23');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('spans the hours of the sessions shown, at least 08:00-20:00', () => {
    expect(hourRange([])).toEqual({ first: 8, last: 20 });
    expect(hourRange([s(1, '06:30', '07:15'), s(2, '20:00', '21:30')])).toEqual({ first: 6, last: 22 });
  });

  it('puts overlapping sessions side by side and lone ones full width', () => {
    const placed = placeDay(
      [s(1, '09:00', '10:00'), s(2, '09:30', '10:30'), s(3, '10:00', '11:00'), s(4, '12:00', '13:00')],
      8,
    );
    const of = (id: number) => placed.find((p) => p.session.id === id);
    expect(of(1)).toMatchObject({ top: 60, height: 60, lane: 0, lanes: 2 });
    expect(of(2)).toMatchObject({ lane: 1, lanes: 2 });
    // 3 starts when 1 ends: it reuses lane 0 within the same cluster.
    expect(of(3)).toMatchObject({ lane: 0, lanes: 2 });
    expect(of(4)).toMatchObject({ top: 240, lane: 0, lanes: 1 });
  });

  it('groups sessions by day and drops dates outside the week', () => {
    const map = byDay(
      ['2026-11-23', '2026-11-24'],
      [s(1, '09:00', '10:00'), s(2, '09:00', '10:00', '2026-12-01')],
    );
    expect(map.get('2026-11-23')?.map((x) => x.id)).toEqual([1]);
    expect(map.get('2026-11-24')).toEqual([]);
    expect(map.size).toBe(2);
  });
});
