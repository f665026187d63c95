import { describe, expect, it } from 'vitest';
import { areaBody, isClockTime } from './area.schema';
import { addDays, daysBetween, mondayOf, timetableRuleBody, weekdayOf } from './timetable.schema';

const rule = {
  course_id: 1,
  coach_id: 1,
  area_id: 1,
  weekday: 1,
  start: '09:00',
  end: '10:00',
  capacity: 10,
  valid_from: '2026-12-07',
  valid_to: '2027-06-06',
};

describe('schedule schemas', () => {
  it('knows weekdays 1..7 Monday..Sunday and week starts', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-07', '2026-12-01')).toBe(-6);
  });

  it('accepts HH:MM from 00:00 to 24:00 only', () => {
    for (const ok of ['00:00', '09:05', '23:59', '24:00']) expect(isClockTime(ok)).toBe(true);
    for (const bad of ['24:01', '9:00', '09:60', '25:00', '09:00:00', ' 09:00'])
      expect(isClockTime(bad)).toBe(false);
  });

  it('refuses overlapping opening ranges and accepts adjacent ones', () => {
    const body = (ranges: [string, string][]) => ({
      name: 'A',
      capacity: 5,
      type: 'room',
      opening_hours: { '1': ranges },
    });
    expect(
      areaBody.safeParse(
        body([
          ['06:00', '12:00'],
          ['12:00', '18:00'],
        ]),
      ).success,
    ).toBe(true);
    expect(
      areaBody.safeParse(
        body([
          ['12:00', '18:00'],
          ['06:00', '12:01'],
        ]),
      ).error?.issues[0]?.message,
    ).toBe('rangesOverlap');
  });

  it('applies the defaults and refuses a validity of more than 26 weeks', () => {
    expect(timetableRuleBody.parse(rule)).toMatchObject({
      waitlist_size: 0,
      booking_opens_hours: 168,
      booking_closes_minutes: 60,
      cancel_deadline_hours: 2,
      min_attendees: 0,
    });
    // 2026-12-07 .. 2027-06-06 is exactly 26 weeks (182 days, both included).
    expect(timetableRuleBody.safeParse({ ...rule, valid_to: '2027-06-07' }).error?.issues[0]?.message).toBe(
      'validSpanRule',
    );
  });
});
