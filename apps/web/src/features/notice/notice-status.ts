/**
 * The announcement's client-derived flag `time` (spec §3): true while now lies between the
 * start and the end. Kept pure so that its edges are unit-tested; the screens pass `now`.
 */
import type { Announcement } from '@merchant/shared';

export type NoticeStatus = 'current' | 'upcoming' | 'expired';

type Period = Pick<Announcement, 'start_time' | 'end_time'>;

const toMillis = (value: Date | number | string): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/**
 * True when `now` is within [start_time, end_time], both ends included: an announcement that
 * starts or ends at this very instant counts as current. An unparsable time is never current.
 */
export const isCurrent = (a: Period, now: Date | number = Date.now()): boolean => {
  const start = toMillis(a.start_time);
  const end = toMillis(a.end_time);
  const at = toMillis(now);
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false;
  return start <= at && at <= end;
};

/** Which tag the list shows: before the start it is upcoming, after the end expired. */
export const noticeStatus = (a: Period, now: Date | number = Date.now()): NoticeStatus => {
  if (isCurrent(a, now)) return 'current';
  const start = toMillis(a.start_time);
  return !Number.isNaN(start) && toMillis(now) < start ? 'upcoming' : 'expired';
};

/** Adds the spec's `time` flag to an announcement, as the original console did on each row. */
export const withTimeFlag = <T extends Period>(
  a: T,
  now: Date | number = Date.now(),
): T & { time: boolean } => ({
  ...a,
  time: isCurrent(a, now),
});

/** antd Tag colours per status. */
export const noticeStatusColor: Record<NoticeStatus, string> = {
  current: 'success',
  upcoming: 'processing',
  expired: 'default',
};
