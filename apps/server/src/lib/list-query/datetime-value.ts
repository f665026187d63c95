/**
 * Date-time values of a list condition. Stored times are `Date#toISOString()` text
 * (tables.ts), so a value is normalised to exactly that form and compared as text, which
 * orders the same way on SQLite and PostgreSQL.
 *
 * A bare date (`2026-11-21`) means the whole UTC day, [start, next day's start).
 */
export type DatetimeValue = { kind: 'instant'; iso: string } | { kind: 'day'; start: string; next: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC midnight of y-m-d, or null when that is not a calendar day (2026-02-30). */
const utcDay = (y: string, m: string, d: string): number | null => {
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const date = new Date(ms);
  const same =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d);
  return same ? ms : null;
};

/** Parses a date or an ISO-8601 date-time (no zone means UTC); null when it is neither. */
export const parseDatetimeValue = (text: string): DatetimeValue | null => {
  const date = DATE.exec(text);
  if (date) {
    const start = utcDay(date[1]!, date[2]!, date[3]!);
    if (start === null) return null;
    return {
      kind: 'day',
      start: new Date(start).toISOString(),
      next: new Date(start + DAY_MS).toISOString(),
    };
  }
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, m, d, hh, mm, ss = '0', fraction = '', zone = 'Z'] = match;
  const day = utcDay(y!, m!, d!);
  if (day === null || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  const offset = zone.toUpperCase() === 'Z' ? 0 : offsetMs(zone);
  if (offset === null) return null;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const time = day + ((Number(hh) * 60 + Number(mm)) * 60 + Number(ss)) * 1000 + ms - offset;
  return { kind: 'instant', iso: new Date(time).toISOString() };
};

const offsetMs = (zone: string): number | null => {
  const sign = zone.startsWith('-') ? -1 : 1;
  const [h, m] = zone.slice(1).split(':').map(Number);
  if (h === undefined || m === undefined || h > 14 || m > 59) return null;
  return sign * (h * 60 + m) * 60 * 1000;
};
