import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken } from '../../test/factories';

/**
 * Rows the storefront reads but other streams own (courses, areas, timetable sessions), written
 * directly so that these tests do not depend on the course and timetable calls.
 */
export const insertCourse = async (
  db: Database,
  storeId: number,
  options: { status?: string; name?: string; category?: number; price?: number } = {},
): Promise<number> => {
  const now = isoNow();
  const row = await db
    .insertInto('courses')
    .values({
      store_id: storeId,
      category: options.category ?? 7,
      status: options.status ?? 'online',
      name: options.name ?? 'Monthly card',
      detail: 'All classes for a month',
      price: options.price ?? 19900,
      list_price: 29900,
      sessions: 12,
      session_minutes: 60,
      validity_days: 30,
      class_size: 20,
      area_id: null,
      purchase_notes: 'Bring sports shoes',
      refund_terms: 'Refund within 7 days',
      reject_reasons: null,
      created_at: now,
      updated_time: now,
      submitted_at: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const insertArea = async (db: Database, storeId: number, name = 'Hall A'): Promise<number> => {
  const now = isoNow();
  const row = await db
    .insertInto('areas')
    .values({ store_id: storeId, name, capacity: 30, type: 'hall', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * A session of the course; by default booking opened an hour ago and closes in a day.
 * Offsets are in hours from now.
 */
export const insertSession = async (
  db: Database,
  ids: { storeId: number; courseId: number; coachId: number; areaId: number },
  options: {
    opensIn?: number;
    closesIn?: number;
    status?: string;
    capacity?: number;
    booked?: number;
    startsIn?: number;
  } = {},
): Promise<number> => {
  const startsIn = options.startsIn ?? 48;
  const starts = iso(startsIn * HOUR);
  const local = new Date(Date.now() + startsIn * HOUR + 8 * HOUR).toISOString();
  const row = await db
    .insertInto('timetable_sessions')
    .values({
      store_id: ids.storeId,
      rule_id: null,
      course_id: ids.courseId,
      coach_id: ids.coachId,
      area_id: ids.areaId,
      date: local.slice(0, 10),
      start: local.slice(11, 16),
      end: local.slice(11, 16),
      starts_at: starts,
      ends_at: iso((startsIn + 1) * HOUR),
      booking_opens_at: iso((options.opensIn ?? -1) * HOUR),
      booking_closes_at: iso((options.closesIn ?? 24) * HOUR),
      cancel_deadline_at: iso((startsIn - 2) * HOUR),
      capacity: options.capacity ?? 10,
      booked: options.booked ?? 0,
      status: options.status ?? 'scheduled',
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A consumer account (role 1) with a live session; answers its bearer token. */
export const createConsumerToken = async (db: Database): Promise<string> => {
  const consumer = await createMerchant(db, { stores: 0, role: 1 });
  return createSessionToken(db, consumer.accountId);
};

/** The counters of one listing, as numbers. */
export const listingCounters = async (db: Database, courseId: number) => {
  const rows = await db
    .selectFrom('listing_events')
    .select(['day', 'exposures', 'clicks'])
    .where('course_id', '=', courseId)
    .execute();
  return rows.map((row) => ({ day: row.day, exposures: Number(row.exposures), clicks: Number(row.clicks) }));
};
