import { describe, expect, it } from 'vitest';
import { countServiceBody, timedServiceBody } from './service.schema';
import {
  cancelFeeTiersProblem,
  cancellationFeeFen,
  cancellationFeePercent,
  hasAnyTimedSlot,
  isValidUnitMinutes,
  timedBookingPriceFen,
  timedSlotsOfDay,
  weekdayOfDate,
} from './service-pricing';

const TIERS = [
  { hours_before: 24, fee_percent: 0 },
  { hours_before: 2, fee_percent: 50 },
  { hours_before: 0, fee_percent: 100 },
];

const court = {
  unit_minutes: 30,
  unit_price_fen: 800,
  min_units: 2,
  max_units: 6,
  opening_hours: { '1': [['08:00', '09:45'] as [string, string], ['18:00', '19:00'] as [string, string]] },
};

describe('timed service pricing', () => {
  it('accepts units that divide an hour or are whole half hours up to 4 hours', () => {
    expect([15, 20, 30, 60, 90, 120, 240].every(isValidUnitMinutes)).toBe(true);
    expect([0, 10, 25, 45, 50, 270, 30.5, -30].some(isValidUnitMinutes)).toBe(false);
  });

  it('cuts each opening range into whole units from its start, by weekday or date', () => {
    expect(timedSlotsOfDay(court, '1')).toEqual([
      { start: '08:00', end: '08:30' },
      { start: '08:30', end: '09:00' },
      { start: '09:00', end: '09:30' },
      { start: '18:00', end: '18:30' },
      { start: '18:30', end: '19:00' },
    ]);
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(weekdayOfDate('2026-11-23')).toBe('1');
    expect(weekdayOfDate('2026-11-29')).toBe('7');
    expect(timedSlotsOfDay(court, '2026-11-23')).toHaveLength(5);
    expect(timedSlotsOfDay(court, '2026-11-24')).toEqual([]);
    expect(timedSlotsOfDay({ unit_minutes: 60, opening_hours: { '7': [['22:00', '24:00']] } }, '7')).toEqual([
      { start: '22:00', end: '23:00' },
      { start: '23:00', end: '24:00' },
    ]);
    expect(hasAnyTimedSlot({ unit_minutes: 120, opening_hours: { '3': [['08:00', '09:30']] } })).toBe(false);
  });

  it('prices a booking by units within the minimum and maximum', () => {
    expect(timedBookingPriceFen(court, 2)).toBe(1600);
    expect(timedBookingPriceFen(court, 6)).toBe(4800);
    expect([1, 7, 2.5].map((u) => timedBookingPriceFen(court, u))).toEqual([null, null, null]);
  });

  it('keeps the share of the tier a cancellation falls in', () => {
    expect(cancellationFeePercent(TIERS, 48)).toBe(0);
    expect(cancellationFeePercent(TIERS, 24)).toBe(0);
    expect(cancellationFeePercent(TIERS, 23.9)).toBe(50);
    expect(cancellationFeePercent(TIERS, 2)).toBe(50);
    expect(cancellationFeePercent(TIERS, 1.5)).toBe(100);
    expect(cancellationFeePercent(TIERS, -1)).toBe(100);
    expect(cancellationFeePercent([], 0)).toBe(0);
    // The form's example: cancel 3 h ahead of a 100-yuan booking.
    expect(cancellationFeeFen(TIERS, 10_000, 3)).toBe(5000);
    expect(cancellationFeeFen([{ hours_before: 0, fee_percent: 33 }], 1001, 1)).toBe(330);
  });

  it('refuses tiers without a 0-hour tier, with repeats, or cheaper nearer the start', () => {
    expect(cancelFeeTiersProblem([])).toBeNull();
    expect(cancelFeeTiersProblem(TIERS)).toBeNull();
    expect(cancelFeeTiersProblem([{ hours_before: 2, fee_percent: 50 }])).toBe('tiersNeedZero');
    expect(
      cancelFeeTiersProblem([
        { hours_before: 0, fee_percent: 50 },
        { hours_before: 0, fee_percent: 60 },
      ]),
    ).toBe('tiersRepeat');
    expect(
      cancelFeeTiersProblem([
        { hours_before: 0, fee_percent: 20 },
        { hours_before: 24, fee_percent: 50 },
      ]),
    ).toBe('tiersNotMonotonic');
  });
});

describe('service bodies', () => {
  const timed = {
    name: '羽毛球场',
    resource_kind: 'area',
    resource_id: 1,
    unit_minutes: 30,
    unit_price_fen: 800,
    min_units: 2,
    max_units: 6,
    capacity: 1,
    opening_hours: { '1': [['08:00', '22:00']] },
    cancel_fee_tiers: TIERS,
  };
  const issue = (schema: typeof timedServiceBody | typeof countServiceBody, body: object) => {
    const result = schema.safeParse(body);
    return result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message];
  };

  it('applies the 9-yuan rule to the smallest booking of a timed service', () => {
    expect(issue(timedServiceBody, timed)).toBeNull();
    expect(issue(timedServiceBody, { ...timed, min_units: 1 })).toEqual([
      'unit_price_fen',
      'timedMinimumPriceRule',
    ]);
    expect(issue(timedServiceBody, { ...timed, max_units: 1 })).toEqual(['max_units', 'maxUnitsRule']);
    expect(issue(timedServiceBody, { ...timed, unit_minutes: 45 })).toEqual([
      'unit_minutes',
      'unitMinutesRule',
    ]);
    expect(issue(timedServiceBody, { ...timed, opening_hours: {} })).toEqual([
      'opening_hours',
      'timedHoursRule',
    ]);
    expect(issue(timedServiceBody, { ...timed, unit_minutes: 240, max_units: 7 })).toEqual([
      'max_units',
      'maxUnitsDayRule',
    ]);
  });

  it('applies the price rule and needs a course on a per-visit service', () => {
    const count = { name: '单次', visits: 1, price_fen: 3000, validity_days: 30, course_ids: [1] };
    expect(issue(countServiceBody, count)).toBeNull();
    expect(issue(countServiceBody, { ...count, price_fen: 900 })).toEqual(['price_fen', 'priceRule']);
    expect(issue(countServiceBody, { ...count, course_ids: [] })).toEqual([
      'course_ids',
      'countCoursesRequired',
    ]);
    expect(issue(countServiceBody, { ...count, course_ids: [1, 1] })).toEqual([
      'course_ids',
      'duplicateValues',
    ]);
  });
});
