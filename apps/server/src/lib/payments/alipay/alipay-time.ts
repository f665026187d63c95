import { CHINA_OFFSET_MS } from '@merchant/shared';

/**
 * Alipay's times (`timestamp`, `time_expire`, `gmt_payment`) are `yyyy-MM-dd HH:mm:ss` in
 * Beijing time, whatever the server's time zone.
 */
export const toAlipayTime = (instant: Date | string): string => {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
};

/** "2026-11-27 10:00:00" (Beijing) → "2026-11-27T02:00:00.000Z"; undefined when not such a time. */
export const fromAlipayTime = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value)) return undefined;
  const utc = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(utc.getTime())) return undefined;
  return new Date(utc.getTime() - CHINA_OFFSET_MS).toISOString();
};
