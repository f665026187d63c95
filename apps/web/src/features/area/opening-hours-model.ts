/**
 * Opening hours between the wire and the area form. On the wire: weekday "1".."7" (Monday..
 * Sunday) -> a list of ["HH:MM","HH:MM"] ranges, an empty list for a closed day. In the form:
 * seven rows, each with a "closed" switch and its ranges; "copy to all days" copies one row.
 */

export type OpeningHours = Record<string, [string, string][]>;

export interface HoursRange {
  start?: string;
  end?: string;
}

export interface DayHours {
  weekday: number;
  closed: boolean;
  ranges: HoursRange[];
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const DEFAULT_RANGE: HoursRange = { start: '08:00', end: '22:00' };

/** A new area: open every day 08:00-22:00. */
export const defaultDays = (): DayHours[] =>
  WEEKDAYS.map((weekday) => ({ weekday, closed: false, ranges: [{ ...DEFAULT_RANGE }] }));

export const toDays = (hours: OpeningHours | null | undefined): DayHours[] =>
  WEEKDAYS.map((weekday) => {
    const ranges = hours?.[String(weekday)] ?? [];
    return ranges.length === 0
      ? { weekday, closed: true, ranges: [{ ...DEFAULT_RANGE }] }
      : { weekday, closed: false, ranges: ranges.map(([start, end]) => ({ start, end })) };
  });

/** The wire form; a closed day (or one without a complete range) is an empty list. */
export const toOpeningHours = (days: readonly DayHours[]): OpeningHours => {
  const out: OpeningHours = {};
  for (const weekday of WEEKDAYS) {
    const day = days.find((d) => d.weekday === weekday);
    out[String(weekday)] =
      !day || day.closed
        ? []
        : day.ranges
            .filter((r): r is Required<HoursRange> => Boolean(r.start && r.end))
            .map((r) => [r.start, r.end] as [string, string])
            .sort((a, b) => a[0].localeCompare(b[0]));
  }
  return out;
};

/** Every day gets the hours of day `from` (its closed flag and its ranges). */
export const copyToAll = (days: readonly DayHours[], from: number): DayHours[] => {
  const source = days.find((d) => d.weekday === from);
  if (!source) return [...days];
  return days.map((d) => ({
    weekday: d.weekday,
    closed: source.closed,
    ranges: source.ranges.map((r) => ({ ...r })),
  }));
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export type RangeProblem = 'format' | 'order' | 'overlap';

/** What is wrong with one day's ranges, if anything (the server refuses the same). */
export const dayProblem = (day: DayHours): RangeProblem | null => {
  if (day.closed) return null;
  const ranges = day.ranges.map((r) => [r.start ?? '', r.end ?? ''] as const);
  if (ranges.some(([a, b]) => !TIME.test(a) || !TIME.test(b))) return 'format';
  if (ranges.some(([a, b]) => a >= b)) return 'order';
  const sorted = [...ranges].sort((x, y) => x[0].localeCompare(y[0]));
  for (let i = 1; i < sorted.length; i += 1) {
    if ((sorted[i]?.[0] ?? '') < (sorted[i - 1]?.[1] ?? '')) return 'overlap';
  }
  return null;
};

/** "08:00-12:00, 14:00-22:00" per day, for the list; null when closed. */
export const hoursText = (ranges: readonly (readonly [string, string])[] | undefined): string | null =>
  ranges && ranges.length > 0 ? ranges.map(([a, b]) => `${a}-${b}`).join(', ') : null;
