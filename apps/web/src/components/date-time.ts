/**
 * Date formatting shared by the notice, message and dashboard screens.
 *
 * The server sends ISO-8601 UTC strings (docs/api.md). DESIGN.md wants times shown in the
 * store's time zone; stores carry no time zone yet, so the browser's zone stands in for it
 * (merchants sit where their store is). Invalid or empty input renders as an empty string
 * rather than "Invalid Date", so a bad row never breaks a table.
 */
import { chinaDate } from '@merchant/shared';
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const format = (value: string | number | Date | null | undefined, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : '';
};

export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  format(value, DATE_TIME_FORMAT);

export const formatDate = (value: string | number | Date | null | undefined): string =>
  format(value, DATE_FORMAT);

/** Today in the browser's calendar as YYYY-MM-DD: the form the list query's date filters take. */
export const todayString = (now: Date | number = Date.now()): string => dayjs(now).format(DATE_FORMAT);

/**
 * The stores' today as YYYY-MM-DD. Schedules, card validity and expiry are kept in China time
 * (UTC+8, docs/schedule.md), so a screen that marks "today" among store dates must not use the
 * browser's calendar: a merchant abroad, or a laptop left on UTC, would see the wrong day.
 */
export const storeToday = (now: Date | number = Date.now()): string => chinaDate(new Date(now));
