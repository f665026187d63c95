import { describe, expect, it } from 'vitest';
import { copyToAll, dayProblem, defaultDays, hoursText, toDays, toOpeningHours } from './opening-hours-model';

describe('opening hours model', () => {
  it('round-trips the wire form, a closed day being an empty list', () => {
    const wire = {
      '1': [
        ['08:00', '12:00'],
        ['14:00', '22:00'],
      ],
      '2': [],
      '3': [['06:00', '22:00']],
      '4': [['06:00', '22:00']],
      '5': [['06:00', '22:00']],
      '6': [['09:00', '18:00']],
      '7': [],
    } as Record<string, [string, string][]>;
    const days = toDays(wire);
    expect(days[1]).toMatchObject({ weekday: 2, closed: true });
    expect(days[0]?.ranges).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '22:00' },
    ]);
    expect(toOpeningHours(days)).toEqual(wire);
  });

  it('starts a new area open every day and drops incomplete ranges', () => {
    const days = defaultDays();
    expect(toOpeningHours(days)['7']).toEqual([['08:00', '22:00']]);
    const partial = days.map((d) => (d.weekday === 1 ? { ...d, ranges: [{ start: '08:00' }] } : d));
    expect(toOpeningHours(partial)['1']).toEqual([]);
  });

  it('copies one day to all days', () => {
    const days = toDays({ '3': [['07:00', '09:00']] });
    const copied = copyToAll(days, 3);
    expect(copied.every((d) => !d.closed && d.ranges[0]?.start === '07:00')).toBe(true);
    copied[0]?.ranges.push({ start: '10:00', end: '11:00' });
    expect(copied[1]?.ranges).toHaveLength(1);
    expect(copyToAll(days, 1).every((d) => d.closed)).toBe(true);
  });

  it('names what is wrong with a day', () => {
    const day = (ranges: { start?: string; end?: string }[], closed = false) => ({
      weekday: 1,
      closed,
      ranges,
    });
    expect(dayProblem(day([{ start: '08:00', end: '12:00' }]))).toBeNull();
    expect(dayProblem(day([{ start: '8:00', end: '12:00' }]))).toBe('format');
    expect(dayProblem(day([{ start: '12:00', end: '08:00' }]))).toBe('order');
    expect(
      dayProblem(
        day([
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ]),
      ),
    ).toBe('overlap');
    expect(dayProblem(day([{ start: 'x' }], true))).toBeNull();
    expect(
      hoursText([
        ['08:00', '12:00'],
        ['14:00', '22:00'],
      ]),
    ).toBe('08:00-12:00, 14:00-22:00');
    expect(hoursText([])).toBeNull();
  });
});
