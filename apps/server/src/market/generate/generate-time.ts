import { CHINA_OFFSET_MS } from '@merchant/shared';

/**
 * When things happen in a generated year (docs/market.md "Generating a year"): a China-time
 * daily and weekly rhythm on a growing trend with seasons, so that the statistics, the
 * dashboard and any "last 30 days" filter meet believable curves.
 */
const DAY_MS = 86_400_000;

/** Relative traffic by China-time hour: quiet nights, a morning bump, lunch, the evening peak. */
const HOURS = [
  0.05, 0.03, 0.02, 0.02, 0.03, 0.08, 0.3, 0.8, 1.0, 0.9, 0.8, 0.9, 1.2, 0.9, 0.8, 0.8, 0.9, 1.1, 1.4, 1.6,
  1.5, 1.1, 0.6, 0.25,
];
/** Sunday first (getUTCDay of a China-time day). */
const WEEKDAYS = [1.25, 0.85, 0.9, 0.95, 0.95, 1.05, 1.35];
/** January resolutions, the Spring Festival lull in February, summer camps, September's return. */
const MONTHS = [1.15, 0.7, 1.0, 1.0, 1.0, 1.05, 1.2, 1.2, 1.1, 0.95, 0.95, 0.9];

export interface Clock {
  now: number;
  start: number;
  days: number;
  /** A time in [from, now], drawn with the rhythm. */
  after: (random: () => number, from: number) => number;
}

const pick = (cdf: Float64Array, u: number, from = 0) => {
  let lo = from;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cdf[mid] as number) < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

export const createClock = (now: number, days: number): Clock => {
  // Day 0 is the China-time day `days - 1` days before today; the last is today.
  const todayStart = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  const start = todayStart - (days - 1) * DAY_MS;
  const cdf = new Float64Array(days);
  let total = 0;
  for (let d = 0; d < days; d += 1) {
    const china = new Date(start + d * DAY_MS + CHINA_OFFSET_MS);
    const trend = 0.6 + 0.8 * (d / Math.max(1, days - 1));
    const weight = trend * (WEEKDAYS[china.getUTCDay()] as number) * (MONTHS[china.getUTCMonth()] as number);
    // Today counts only the part already lived.
    total += d === days - 1 ? weight * ((now - todayStart) / DAY_MS) : weight;
    cdf[d] = total;
  }
  for (let d = 0; d < days; d += 1) cdf[d] = (cdf[d] as number) / total;
  const hourCdf = new Float64Array(24);
  let h = 0;
  HOURS.forEach((w, i) => {
    h += w;
    hourCdf[i] = h;
  });
  for (let i = 0; i < 24; i += 1) hourCdf[i] = (hourCdf[i] as number) / h;
  return {
    now,
    start,
    days,
    after: (random, from) => {
      const fromDay = Math.max(0, Math.min(days - 1, Math.floor((from - start) / DAY_MS)));
      const low = fromDay === 0 ? 0 : (cdf[fromDay - 1] as number);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const day = pick(cdf, low + random() * (1 - low), fromDay);
        const hour = pick(hourCdf, random());
        const at = start + day * DAY_MS + hour * 3_600_000 + Math.floor(random() * 3_600_000);
        if (at >= from && at <= now) return at;
      }
      // A start too close to now for the rhythm: somewhere between it and now.
      return Math.min(now, from + Math.floor(random() * Math.max(0, now - from)));
    },
  };
};
