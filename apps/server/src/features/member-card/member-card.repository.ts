import { cardLedgerListSpec, memberCardListSpec } from '@merchant/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CardLedgerTable, MemberCardTable } from '../../db/tables-member';
import {
  defineListFields,
  fetchCursorPage,
  fetchListPage,
  type ListPlan,
  whereStore,
} from '../../lib/list-query';

export type CardRow = Selectable<MemberCardTable> & {
  member_name: string;
  member_phone: string | null;
  holder_count: number | string;
};
export type LedgerRow = Selectable<CardLedgerTable> & {
  member_name: string | null;
  staff_name: string | null;
};

/** Where the card list's declared fields live (the owner is joined as `m`). */
export const memberCardList = defineListFields(
  memberCardListSpec,
  {
    card_no: 'c.card_no',
    member_name: 'm.full_name',
    member_phone: 'm.phone',
    member_id: 'c.member_id',
    kind: 'c.kind',
    status: 'c.status',
    card_type_id: 'c.card_type_id',
    expires_on: 'c.expires_on',
    issued_at: 'c.issued_at',
  },
  { idColumn: 'c.id' },
);

export const cardLedgerList = defineListFields(
  cardLedgerListSpec,
  { kind: 'l.kind', created_at: 'l.created_at' },
  { idColumn: 'l.id' },
);

/** Member cards, their holders and ledger; every read of a card is scoped to one store. */
export const createMemberCardRepository = (db: Database) => {
  const cards = (storeId: number) =>
    whereStore(
      db.selectFrom('member_cards as c').innerJoin('members as m', 'm.id', 'c.member_id'),
      'c.store_id',
      storeId,
    );
  const withOwner = <Q extends ReturnType<typeof cards>>(query: Q) =>
    query
      .selectAll('c')
      .select([
        'm.full_name as member_name',
        'm.phone as member_phone',
        sql<number>`(select count(*) from card_holders as h where h.card_id = c.id)`.as('holder_count'),
      ]);

  return {
    list: (storeId: number, plan: ListPlan) =>
      fetchListPage(cards(storeId), plan, (query) => withOwner(query)) as Promise<{
        content: CardRow[];
        total: number;
        number: number;
        size: number;
      }>,

    find: (storeId: number, id: number): Promise<CardRow | undefined> =>
      withOwner(cards(storeId)).where('c.id', '=', id).executeTakeFirst() as Promise<CardRow | undefined>,

    /** The card row with the owner's app account, by the number printed on it (any store). */
    findByCardNo: (cardNo: string) =>
      db
        .selectFrom('member_cards as c')
        .innerJoin('members as m', 'm.id', 'c.member_id')
        .select(['c.id', 'c.store_id', 'c.member_id', 'm.app_account_id'])
        .where('c.card_no', '=', cardNo)
        .executeTakeFirst(),

    /** The store's card types that at least one of its cards was sold under, by name. */
    soldTypes: (storeId: number) =>
      db
        .selectFrom('card_types as t')
        .select(['t.id', 't.name', 't.kind'])
        .where('t.store_id', '=', storeId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('member_cards as c')
              .select('c.id')
              .whereRef('c.card_type_id', '=', 't.id')
              .where('c.store_id', '=', storeId),
          ),
        )
        .orderBy('t.name')
        .orderBy('t.id')
        .execute(),

    statusCounts: (storeId: number) =>
      db
        .selectFrom('member_cards')
        .select(['status', sql<number | string>`count(*)`.as('n')])
        .where('store_id', '=', storeId)
        .groupBy('status')
        .execute(),

    /**
     * Takes the card's row lock for the rest of the transaction (a write that changes nothing:
     * PostgreSQL locks the row, SQLite the database), so that the uses, freezes and refunds of
     * one card run one after another and each decides on what the previous one left.
     */
    lock: async (storeId: number, id: number): Promise<boolean> => {
      const result = await db
        .updateTable('member_cards')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    holders: (cardId: number) =>
      db
        .selectFrom('card_holders as h')
        .innerJoin('members as m', 'm.id', 'h.member_id')
        .select(['h.member_id', 'm.full_name', 'm.phone', 'h.role', 'h.created_at'])
        .where('h.card_id', '=', cardId)
        .orderBy(sql`case when h.role = 'owner' then 0 else 1 end`)
        .orderBy('h.created_at')
        .orderBy('h.member_id')
        .execute(),

    isHolder: async (cardId: number, memberId: number) =>
      (await db
        .selectFrom('card_holders')
        .select('member_id')
        .where('card_id', '=', cardId)
        .where('member_id', '=', memberId)
        .executeTakeFirst()) !== undefined,

    member: (storeId: number, memberId: number) =>
      db
        .selectFrom('members')
        .select(['id', 'full_name', 'phone'])
        .where('store_id', '=', storeId)
        .where('id', '=', memberId)
        .executeTakeFirst(),

    memberByPhone: (storeId: number, phone: string) =>
      db
        .selectFrom('members')
        .select(['id', 'full_name', 'phone'])
        .where('store_id', '=', storeId)
        .where('phone', '=', phone)
        .executeTakeFirst(),

    onSaleTypes: (storeId: number) =>
      db
        .selectFrom('card_types')
        .selectAll()
        .where('store_id', '=', storeId)
        .where('status', '=', 'on_sale')
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    prepaidRegion: async (storeId: number) =>
      (await db.selectFrom('stores').select('prepaid_region').where('id', '=', storeId).executeTakeFirst())
        ?.prepaid_region ?? 'none',

    /** The member's live prepaid cards at the store (what the regional caps add up). */
    heldCards: (storeId: number, memberId: number) =>
      db
        .selectFrom('member_cards')
        .select(['kind', 'paid_fen'])
        .where('store_id', '=', storeId)
        .where('member_id', '=', memberId)
        .where('status', 'in', ['not_started', 'active', 'frozen'])
        .execute(),

    /** How many cards the store has sold (the next card's sequence is one more). */
    cardCount: async (storeId: number) =>
      Number(
        (
          await db
            .selectFrom('member_cards')
            .select(sql<number | string>`count(*)`.as('n'))
            .where('store_id', '=', storeId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insertCard: async (row: Insertable<MemberCardTable>) =>
      (await db.insertInto('member_cards').values(row).returning('id').executeTakeFirstOrThrow()).id,

    insertHolder: async (cardId: number, memberId: number, role: 'owner' | 'shared', at: string) => {
      await db
        .insertInto('card_holders')
        .values({ card_id: cardId, member_id: memberId, role, created_at: at })
        .execute();
    },

    removeHolder: async (cardId: number, memberId: number) => {
      await db
        .deleteFrom('card_holders')
        .where('card_id', '=', cardId)
        .where('member_id', '=', memberId)
        .execute();
    },

    insertLedger: async (row: Insertable<CardLedgerTable>) =>
      (await db.insertInto('card_ledger').values(row).returning('id').executeTakeFirstOrThrow()).id,

    ledgerEntry: (id: number): Promise<LedgerRow | undefined> =>
      db
        .selectFrom('card_ledger as l')
        .leftJoin('members as m', 'm.id', 'l.member_id')
        .leftJoin('accounts as a', 'a.id', 'l.staff_account_id')
        .selectAll('l')
        .select(['m.full_name as member_name', 'a.name as staff_name'])
        .where('l.id', '=', id)
        .executeTakeFirst(),

    /** One cursor page of a card's ledger (an index on (card_id, created_at, id) keeps it cheap). */
    ledgerPage: (cardId: number, plan: ListPlan) =>
      fetchCursorPage(
        db,
        db
          .selectFrom('card_ledger as l')
          .leftJoin('members as m', 'm.id', 'l.member_id')
          .leftJoin('accounts as a', 'a.id', 'l.staff_account_id')
          .where('l.card_id', '=', cardId),
        plan,
        (query) => query.selectAll('l').select(['m.full_name as member_name', 'a.name as staff_name']),
      ),

    /** An earlier use of the card whose window overlaps [startsAt, endsAt). */
    overlappingUse: (cardId: number, startsAt: string, endsAt: string) =>
      db
        .selectFrom('card_ledger')
        .select('id')
        .where('card_id', '=', cardId)
        .where('kind', '=', 'use')
        .where('use_starts_at', '<', endsAt)
        .where('use_ends_at', '>', startsAt)
        .executeTakeFirst(),

    session: (storeId: number, id: number) =>
      db
        .selectFrom('timetable_sessions as s')
        .innerJoin('courses as c', 'c.id', 's.course_id')
        .select(['s.id', 's.starts_at', 's.ends_at', 's.course_id', 'c.name as course_name'])
        .where('s.store_id', '=', storeId)
        .where('s.id', '=', id)
        .executeTakeFirst(),

    /**
     * Whether the card's type takes the course: every course, or one of its list. Read from the
     * type at use time (the list is the store's current word on where its cards are valid).
     */
    typeCoversCourse: async (cardTypeId: number, courseId: number): Promise<boolean> => {
      const row = await db
        .selectFrom('card_types as t')
        .leftJoin('card_type_courses as tc', (join) =>
          join.onRef('tc.card_type_id', '=', 't.id').on('tc.course_id', '=', courseId),
        )
        .select(['t.all_courses', 'tc.course_id'])
        .where('t.id', '=', cardTypeId)
        .executeTakeFirst();
      return row !== undefined && (row.all_courses === 1 || row.course_id !== null);
    },

    /**
     * Takes `n` off the balance in one guarded statement: only while at least `n` is left and
     * the card is usable, so concurrent uses can never take the balance below zero.
     */
    takeBalance: async (id: number, n: number, at: string): Promise<boolean> => {
      const result = await db
        .updateTable('member_cards')
        .set((eb) => ({ balance: eb('balance', '-', n), updated_at: at }))
        .where('id', '=', id)
        .where('balance', '>=', n)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    balanceOf: async (id: number) =>
      (await db.selectFrom('member_cards').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
        .balance,

    setOwner: async (cardId: number, memberId: number, at: string) => {
      await db
        .updateTable('member_cards')
        .set({ member_id: memberId, updated_at: at })
        .where('id', '=', cardId)
        .execute();
    },

    storeManagerIds: async (storeId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('store_managers')
          .select('account_id')
          .where('store_id', '=', storeId)
          .orderBy('account_id')
          .execute()
      ).map((r) => r.account_id),

    /** The cards whose dates came, in id order after `afterId`, at most `size` (one batch). */
    dueForPass: (today: string, afterId: number, size: number) =>
      db
        .selectFrom('member_cards')
        .select(['id', 'store_id', 'status', 'starts_on', 'expires_on', 'frozen_until'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'not_started'), eb('starts_on', '<=', today)]),
            eb.and([eb('status', '=', 'frozen'), eb('frozen_until', '<', today)]),
            eb.and([eb('status', 'in', ['active', 'not_started']), eb('expires_on', '<', today)]),
          ]),
        )
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)
        .execute(),
  };
};

export type MemberCardRepository = ReturnType<typeof createMemberCardRepository>;
