/**
 * The stores' calendar: schedules, card validity and certificate expiry are kept in China time
 * (UTC+8, where the stores are). No zod here: the console's first screen imports `chinaDate`,
 * and a module with schemas would bring the schema library along with it.
 */

/** Hours China is ahead of UTC, in milliseconds. */
export const CHINA_OFFSET_MS = 8 * 3600_000;

/** `YYYY-MM-DD` of `now` plus `days` in China (UTC+8). */
export const chinaDate = (now: Date = new Date(), days = 0): string =>
  new Date(now.getTime() + CHINA_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD, years 2000 to 2199. */
export const isCalendarDate = (value: string): boolean => {
  const match = /^(2[01]\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};
