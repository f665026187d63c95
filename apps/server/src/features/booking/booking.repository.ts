import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { BookingTable } from '../../db/tables-booking';

/** Bookings that hold a place or a credit. */
export const OPEN_STATUSES = ['booked', 'waiting'] as const;
/** Bookings that take a place in the session (the `booked` counter). */
export const PLACE_STATUSES = ['booked', 'checked_in', 'no_show'] as const;

export type NewBooking = Omit<BookingTable, 'id' | 'late_cancel'>;

/** The SQL of bookings (docs/bookings.md). */
export const createBookingRepository = (db: Database) => ({
  /** A session with its course name, any store (the consumer books by id); null when none. */
  session: (id: number) =>
    db
      .selectFrom('timetable_sessions as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .selectAll('s')
      .select(['c.name as course_name', 'c.price as course_price', 'c.sessions as course_sessions'])
      .where('s.id', '=', id)
      .executeTakeFirst(),

  /**
   * Locks the session's row for the rest of the transaction with a write that changes nothing
   * (PostgreSQL: the row lock; SQLite: the write lock): its places are decided one at a time.
   */
  lockSession: async (id: number) => {
    await db
      .updateTable('timetable_sessions')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .execute();
  },

  lockVoucher: async (id: number) => {
    await db
      .updateTable('vouchers')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .execute();
  },

  /** Takes a place: `booked + 1` only while below capacity. Answers whether it was taken. */
  takePlace: async (sessionId: number) => {
    const result = await db
      .updateTable('timetable_sessions')
      .set((eb) => ({ booked: eb('booked', '+', 1) }))
      .where('id', '=', sessionId)
      .whereRef('booked', '<', 'capacity')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Moves one of the session's counters by `delta`. */
  count: async (sessionId: number, column: 'booked' | 'attended' | 'no_shows', delta: number) => {
    await db
      .updateTable('timetable_sessions')
      .set((eb) => ({ [column]: eb(column, '+', delta) }))
      .where('id', '=', sessionId)
      .execute();
  },

  waitingCount: async (sessionId: number) =>
    Number(
      (
        await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('session_id', '=', sessionId)
          .where('status', '=', 'waiting')
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /**
   * The waiting bookings of a session, first come first: by id, which is taken under the
   * session's lock, so id order is the order in which the waitlist was joined.
   */
  waiting: (sessionId: number) =>
    db
      .selectFrom('bookings')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .execute(),

  /** The consumer's open booking of the session, if any. */
  openOfAccount: (sessionId: number, accountId: number) =>
    db
      .selectFrom('bookings')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('app_account_id', '=', accountId)
      .where('status', 'in', [...OPEN_STATUSES])
      .executeTakeFirst(),

  /** A booked (or checked-in) place of the consumer, in any store, overlapping the window. */
  clash: (accountId: number, startsAt: string, endsAt: string, exceptSessionId: number) =>
    db
      .selectFrom('bookings')
      .select('id')
      .where('app_account_id', '=', accountId)
      .where('status', 'in', ['booked', 'checked_in'])
      .where('session_id', '!=', exceptSessionId)
      .where('starts_at', '<', endsAt)
      .where('ends_at', '>', startsAt)
      .executeTakeFirst(),

  /** What the open bookings of a credit hold (less one booking's own, when given). */
  held: async (credit: { card_id: number } | { voucher_id: number }, exceptId: number | null) => {
    let query = db
      .selectFrom('bookings')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('held_units'), sql<number>`0`).as('n'))
      .where('status', 'in', [...OPEN_STATUSES]);
    query =
      'card_id' in credit
        ? query.where('card_id', '=', credit.card_id)
        : query.where('voucher_id', '=', credit.voucher_id);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  insert: async (row: NewBooking) =>
    (await db.insertInto('bookings').values(row).returning('id').executeTakeFirstOrThrow()).id,

  find: (id: number) => db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),

  setSkip: async (id: number, reason: string, at: string) => {
    await db
      .updateTable('bookings')
      .set({ skip_reason: reason, skipped_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  },

  /** The consumer's view of one booking, with its course name and place on the waitlist. */
  appView: (id: number) =>
    db
      .selectFrom('bookings as b')
      .innerJoin('timetable_sessions as s', 's.id', 'b.session_id')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .selectAll('b')
      .select([
        'c.name as course_name',
        (eb) =>
          eb
            .selectFrom('bookings as w')
            .select((w) => w.fn.countAll().as('n'))
            .whereRef('w.session_id', '=', 'b.session_id')
            .where('w.status', '=', 'waiting')
            .whereRef('w.id', '<=', 'b.id')
            .as('position'),
      ])
      .where('b.id', '=', id)
      .executeTakeFirst(),

  /** Every booking of a session with its member and credit, for the roster. */
  roster: (sessionId: number) =>
    db
      .selectFrom('bookings as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .leftJoin('member_cards as mc', 'mc.id', 'b.card_id')
      .leftJoin('orders as o', 'o.id', 'b.order_id')
      .selectAll('b')
      .select([
        'm.full_name as member_name',
        'm.phone as member_phone',
        'mc.name as card_name',
        'mc.card_no',
        'o.order_no',
      ])
      .where('b.session_id', '=', sessionId)
      .orderBy('b.id')
      .execute(),

  /** Open bookings of a session (the session's cancellation releases them). */
  open: (sessionId: number) =>
    db
      .selectFrom('bookings')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('status', 'in', [...OPEN_STATUSES])
      .orderBy('id')
      .execute(),

  checkedInCount: async (sessionId: number) =>
    Number(
      (
        await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('session_id', '=', sessionId)
          .where('status', '=', 'checked_in')
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Waiting bookings whose session has begun (the release job), in id order after `after`. */
  waitingPastStart: (now: string, after: number, size: number) =>
    db
      .selectFrom('bookings')
      .select(['id', 'session_id', 'store_id'])
      .where('status', '=', 'waiting')
      .where('starts_at', '<=', now)
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)
      .execute(),

  /** The consumer's member row in a store: linked to the account, or sharing its phone. */
  memberOf: (storeId: number, accountId: number, phone: string | null) => {
    let query = db.selectFrom('members').select(['id', 'app_account_id']).where('store_id', '=', storeId);
    query =
      phone === null
        ? query.where('app_account_id', '=', accountId)
        : query.where((eb) => eb.or([eb('app_account_id', '=', accountId), eb('phone', '=', phone)]));
    return query
      .orderBy((eb) => eb.case().when('app_account_id', '=', accountId).then(0).else(1).end())
      .orderBy('id')
      .executeTakeFirst();
  },

  account: (accountId: number) =>
    db.selectFrom('accounts').select(['id', 'username']).where('id', '=', accountId).executeTakeFirst(),

  order: (id: number) =>
    db
      .selectFrom('orders')
      .select(['id', 'store_id', 'buyer_account_id', 'member_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The order's vouchers of listing items for `courseId`, oldest first. */
  vouchersFor: (orderId: number, courseId: number) =>
    db
      .selectFrom('vouchers as v')
      .innerJoin('order_items as i', 'i.id', 'v.order_item_id')
      .selectAll('v')
      .where('v.order_id', '=', orderId)
      .where('i.item_type', '=', 'listing')
      .where('i.item_id', '=', courseId)
      .orderBy('v.id')
      .execute(),

  voucher: (id: number) => db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst(),
});

export type BookingRepository = ReturnType<typeof createBookingRepository>;
export type SessionRow = NonNullable<Awaited<ReturnType<BookingRepository['session']>>>;
export type BookingRow = NonNullable<Awaited<ReturnType<BookingRepository['find']>>>;
