import { z } from 'zod';
import { text } from './common.schema';

/**
 * Store areas (/area): rooms, courts, pools and zones where sessions take
 * place. The wire contract of `POST /area/list`, `POST /area`, `PUT /area/{id}` and
 * `DELETE /area/{id}` (docs/schedule.md).
 */

export const areaTypes = ['room', 'court', 'pool', 'zone', 'outdoor', 'other'] as const;
export type AreaType = (typeof areaTypes)[number];

/** Weekday keys of opening hours: "1".."7", Monday..Sunday (spec §3). */
export const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

export const MAX_AREA_CAPACITY = 1000;
/** Opening ranges one weekday may hold (e.g. morning and evening). */
export const MAX_OPENING_RANGES = 4;

/** A store-local clock time "HH:MM" from 00:00 to 23:59, or 24:00 (the end of the day). */
export const isClockTime = (value: string): boolean =>
  /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || value === '24:00';

/** Minutes since midnight of a valid "HH:MM". */
export const clockMinutes = (value: string): number =>
  Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

export const clockTime = z.string().refine(isClockTime, { message: 'timeRule' });

/** One opening range ["HH:MM","HH:MM"], its end after its start. */
export const openingRange = z
  .tuple([clockTime, clockTime])
  .refine(([start, end]) => clockMinutes(end) > clockMinutes(start), { message: 'rangeEndRule' });

/**
 * Ranges of one weekday: at most 4, none overlapping another. A day without ranges (or
 * without its key) is closed.
 */
export const openingDay = z
  .array(openingRange)
  .max(MAX_OPENING_RANGES)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => clockMinutes(a[0]) - clockMinutes(b[0]));
      return sorted.every(
        (r, i) => i === 0 || clockMinutes(r[0]) >= clockMinutes((sorted[i - 1] as string[])[1] as string),
      );
    },
    { message: 'rangesOverlap' },
  );

/** {"1": [["06:00","22:00"]], ..., "7": [...]}; other keys are refused. */
export const openingHours = z.partialRecord(z.enum(weekdayKeys), openingDay);
export type OpeningHours = z.infer<typeof openingHours>;

/** POST /area and PUT /area/{id}. */
export const areaBody = z.object({
  name: text({ max: 50 }),
  capacity: z.number().int().min(1).max(MAX_AREA_CAPACITY),
  type: z.enum(areaTypes),
  opening_hours: openingHours,
  /** Whether two sessions may use the area at the same time (a large hall split in parts). */
  allow_overlap: z.boolean().default(false),
});
export type AreaBody = z.input<typeof areaBody>;
export type AreaBodyParsed = z.output<typeof areaBody>;

/** One area as the list answers it. */
export const area = z.object({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int(),
  type: z.enum(areaTypes),
  /** Every weekday "1".."7" is present; an empty list is a closed day. */
  opening_hours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  allow_overlap: z.boolean(),
  /** Listings that name this area. */
  course_count: z.number().int(),
  /** Active timetable rules in this area. */
  rule_count: z.number().int(),
  /** Scheduled sessions still to come in this area. */
  upcoming_sessions: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Area = z.infer<typeof area>;
