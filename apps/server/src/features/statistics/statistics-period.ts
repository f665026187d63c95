import { CHINA_OFFSET_MS, chinaDate, type StatisticsDays } from '@merchant/shared';

const DAY_MS = 86_400_000;

/**
 * A statistics period (docs/statistics.md "Periods"): 1 is yesterday (the China day before
 * today); 7 and 30 are the last seven and thirty China days up to and including today.
 */
export interface Period {
  days: StatisticsDays;
  /** First and last China day, both included. */
  from: string;
  to: string;
  /** Every China day of the period, oldest first. */
  dates: string[];
  /** The period as UTC instants: [fromAt, toAt). */
  fromAt: string;
  toAt: string;
}

/** The UTC instant at which China day `day` (YYYY-MM-DD) begins. */
export const chinaDayStart = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - CHINA_OFFSET_MS).toISOString();

/** The China day after `day`. */
export const nextChinaDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/** 1 = yesterday; 7 and 30 = that many China days ending today (today so far included). */
export const periodOf = (days: StatisticsDays, now = new Date()): Period => {
  const last = days === 1 ? -1 : 0;
  const dates = Array.from({ length: days }, (_, i) => chinaDate(now, last - days + 1 + i));
  const from = dates[0] as string;
  const to = dates[dates.length - 1] as string;
  return { days, from, to, dates, fromAt: chinaDayStart(from), toAt: chinaDayStart(nextChinaDay(to)) };
};
