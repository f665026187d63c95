/**
 * The week grid's arithmetic, kept pure for tests: weeks run Monday..Sunday (weekday 1..7) on
 * the store's calendar (dates as `YYYY-MM-DD`, times as store-local `HH:MM`, as the server
 * sends them); the grid's hour rows span the sessions shown (at least 08:00-20:00); sessions
 * that overlap on one day sit side by side in lanes.
 */
import { addDays, mondayOf as sharedMondayOf, weekdayOf } from '@merchant/shared';
import dayjs from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';

/** What the grid needs of a session. */
export interface GridSession {
  id: number;
  date: string;
  start: string;
  end: string;
}

const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY_FORMAT).isValid();

/** Monday of the week holding `day` (today when `day` is missing or not a date). */
export const mondayOf = (day: string | null | undefined, today: string): string =>
  sharedMondayOf(isDay(day) ? day : today);

/** The seven dates Monday..Sunday starting at `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

export const shiftWeek = (monday: string, weeks: number): string => addDays(monday, weeks * 7);

export { weekdayOf };

/** Minutes since midnight of `HH:MM` (24:00 allowed as the end of a day). */
export const minutesOf = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

export const DEFAULT_FIRST_HOUR = 8;
export const DEFAULT_LAST_HOUR = 20;

/** The hour rows [first, last): whole hours covering every session and the default day. */
export const hourRange = (sessions: readonly GridSession[]): { first: number; last: number } => {
  let first = DEFAULT_FIRST_HOUR;
  let last = DEFAULT_LAST_HOUR;
  for (const s of sessions) {
    first = Math.min(first, Math.floor(minutesOf(s.start) / 60));
    last = Math.max(last, Math.ceil(minutesOf(s.end) / 60));
  }
  return { first: Math.max(0, first), last: Math.min(24, Math.max(last, first + 1)) };
};

export interface PlacedSession<S extends GridSession> {
  session: S;
  /** Minutes from the grid's first hour. */
  top: number;
  /** Length in minutes (at least 15, so that a short session stays clickable). */
  height: number;
  lane: number;
  lanes: number;
}

/**
 * One day's sessions placed in lanes: a session takes the first lane free at its start; the
 * sessions of one cluster (a run of overlapping sessions) share its lane count.
 */
export const placeDay = <S extends GridSession>(
  sessions: readonly S[],
  firstHour: number,
): PlacedSession<S>[] => {
  const sorted = [...sessions].sort(
    (a, b) => minutesOf(a.start) - minutesOf(b.start) || minutesOf(b.end) - minutesOf(a.end) || a.id - b.id,
  );
  const placed: PlacedSession<S>[] = [];
  let cluster: PlacedSession<S>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const session of sorted) {
    const start = minutesOf(session.start);
    const end = Math.max(minutesOf(session.end), start + 1);
    if (start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else laneEnds[lane] = end;
    clusterEnd = Math.max(clusterEnd, end);
    const item: PlacedSession<S> = {
      session,
      top: start - firstHour * 60,
      height: Math.max(end - start, 15),
      lane,
      lanes: 1,
    };
    cluster.push(item);
    placed.push(item);
  }
  closeCluster();
  return placed;
};

/** The sessions of each date of the week (dates outside the week are dropped). */
export const byDay = <S extends GridSession>(
  days: readonly string[],
  sessions: readonly S[],
): Map<string, S[]> => {
  const map = new Map<string, S[]>(days.map((day) => [day, []]));
  for (const s of sessions) map.get(s.date)?.push(s);
  return map;
};
