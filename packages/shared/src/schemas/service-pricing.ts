/**
 * Pure rules of timed services (docs/services.md): the slots of a day, the price of
 * a booking and the fee of a cancellation. The console shows them live in the form, the
 * server validates with them, and the orders issue will charge with them: one copy only.
 */

/** Opening hours by weekday key "1".."7" (a missing or empty day is closed), as areas store them. */
export type WeeklyRanges = { [weekday: string]: readonly (readonly [string, string])[] | undefined };

/** Store-local "HH:MM" → minutes since midnight ("24:00" is 1440). */
const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes since midnight → "HH:MM" (1440 is "24:00"). */
const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Units a timed service may be sold by: a divisor of an hour from 15 min, or whole half hours up to 4 h. */
export const isValidUnitMinutes = (minutes: number): boolean =>
  Number.isInteger(minutes) &&
  ((minutes >= 15 && 60 % minutes === 0) || (minutes > 0 && minutes % 30 === 0 && minutes <= 240));

/** The ISO weekday key "1" (Monday) .. "7" (Sunday) of a calendar day YYYY-MM-DD. */
export const weekdayOfDate = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return String(day === 0 ? 7 : day);
};

export interface TimedSlot {
  start: string;
  end: string;
}

/**
 * The bookable slots of one weekday (key "1".."7") or calendar day (YYYY-MM-DD): each
 * opening range cut into whole units from its start; a remainder shorter than a unit is not
 * sold (a 08:00–09:45 range by the half hour ends its last slot at 09:30).
 */
export const timedSlotsOfDay = (
  service: { unit_minutes: number; opening_hours: WeeklyRanges },
  day: string,
): TimedSlot[] => {
  const weekday = day.length === 1 ? day : weekdayOfDate(day);
  const unit = service.unit_minutes;
  if (!(unit > 0)) return [];
  const ranges = [...(service.opening_hours[weekday] ?? [])].sort(
    (a, b) => minutesOf(a[0]) - minutesOf(b[0]),
  );
  const slots: TimedSlot[] = [];
  for (const [from, to] of ranges) {
    const end = minutesOf(to);
    for (let start = minutesOf(from); start + unit <= end; start += unit)
      slots.push({ start: clockOf(start), end: clockOf(start + unit) });
  }
  return slots;
};

/** Whether the week holds at least one whole unit (a service nobody can book is a mistake). */
export const hasAnyTimedSlot = (service: { unit_minutes: number; opening_hours: WeeklyRanges }): boolean =>
  ['1', '2', '3', '4', '5', '6', '7'].some((d) => timedSlotsOfDay(service, d).length > 0);

/**
 * The price in fen of a booking of `units` consecutive units, or null when `units` is not a
 * whole number between the service's minimum and maximum.
 */
export const timedBookingPriceFen = (
  service: { unit_price_fen: number; min_units: number; max_units: number },
  units: number,
): number | null =>
  Number.isInteger(units) && units >= service.min_units && units <= service.max_units
    ? units * service.unit_price_fen
    : null;

/** One cancellation tier: cancelled at least `hours_before` hours ahead, `fee_percent` % is kept. */
export interface CancelFeeTier {
  hours_before: number;
  fee_percent: number;
}

/**
 * Why a tier list is refused, or null when it is fine. Empty means "always free". Otherwise
 * one tier must start at 0 hours (every cancellation falls in a tier), hours may not repeat,
 * and the fee may not fall as the start comes nearer (cancelling later never costs less).
 */
export const cancelFeeTiersProblem = (
  tiers: readonly CancelFeeTier[],
): 'tiersNeedZero' | 'tiersRepeat' | 'tiersNotMonotonic' | null => {
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.hours_before - b.hours_before);
  if (sorted.some((t, i) => i > 0 && t.hours_before === (sorted[i - 1] as CancelFeeTier).hours_before))
    return 'tiersRepeat';
  if ((sorted[0] as CancelFeeTier).hours_before !== 0) return 'tiersNeedZero';
  if (sorted.some((t, i) => i > 0 && t.fee_percent > (sorted[i - 1] as CancelFeeTier).fee_percent))
    return 'tiersNotMonotonic';
  return null;
};

/**
 * The share kept (0..100) when a booking is cancelled `hoursAhead` hours before it starts:
 * the tier with the largest `hours_before` not above it. No tiers: free. After the start
 * (negative hours) it is no longer a cancellation: everything is kept.
 */
export const cancellationFeePercent = (tiers: readonly CancelFeeTier[], hoursAhead: number): number => {
  if (hoursAhead < 0) return 100;
  let best: CancelFeeTier | undefined;
  for (const tier of tiers)
    if (tier.hours_before <= hoursAhead && (!best || tier.hours_before > best.hours_before)) best = tier;
  return best?.fee_percent ?? 0;
};

/** The fee in fen (rounded to the nearest fen) of cancelling a booking of `priceFen` `hoursAhead` hours ahead. */
export const cancellationFeeFen = (
  tiers: readonly CancelFeeTier[],
  priceFen: number,
  hoursAhead: number,
): number => Math.round((priceFen * cancellationFeePercent(tiers, hoursAhead)) / 100);
