import { cardShareListSpec, sharedCardListSpec } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';

/**
 * Holders of card `c` now, the owner included. The owner always counts, with or without an
 * 'owner' row in card_holders (the member-card feature writes one at issue; a transfer moves
 * it): so the count is one plus the approved sharers.
 */
const holdersOf = sql<number>`(1 + (select count(*) from card_holders as hx where hx.card_id = c.id and hx.role = 'shared'))`;

/** Where the review list's declared fields live (r: request, c: card, m: member who asks). */
export const cardShareList = defineListFields(
  cardShareListSpec,
  {
    status: 'r.status',
    card_no: 'c.card_no',
    member_name: 'm.full_name',
    member_phone: 'm.phone',
    channel: 'r.channel',
    review_order: sql`(case when r.status = 'pending' then 0 else 1 end)`,
    created_at: 'r.created_at',
  },
  { idColumn: 'r.id' },
);

/** Where the shareCard list's fields live (h: holder row, c: card, m: the holder). */
export const sharedCardList = defineListFields(
  sharedCardListSpec,
  {
    card_no: 'c.card_no',
    member_name: 'm.full_name',
    member_phone: 'm.phone',
    role: 'h.role',
    card_status: 'c.status',
    has_room: sql`${holdersOf} < c.max_holders`,
    since: 'h.created_at',
  },
  { idColumn: 'h.member_id' },
);

/** A card as the checks and the summary read it. */
export interface CardFactsRow {
  id: number;
  store_id: number;
  card_no: string;
  name: string;
  kind: string;
  status: string;
  shareable: number;
  max_holders: number;
  expires_on: string | null;
  balance: number | null;
  member_id: number;
  owner_name: string;
  holders: number;
}

/** The store's review of share requests, the holders of its shareable cards, and the checks' reads. */
export const createCardShareRepository = (db: Database) => {
  const requests = () =>
    db
      .selectFrom('card_share_requests as r')
      .innerJoin('member_cards as c', 'c.id', 'r.card_id')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .innerJoin('members as o', 'o.id', 'c.member_id')
      .leftJoin('accounts as d', 'd.id', 'r.decided_by');

  const requestColumns = [
    'r.id',
    'r.card_id',
    'c.card_no',
    'c.name as card_name',
    'c.kind as card_kind',
    'c.status as card_status',
    'c.expires_on',
    'c.max_holders',
    'o.full_name as owner_name',
    'r.member_id',
    'm.full_name as member_name',
    'm.phone as member_phone',
    'r.channel',
    'r.status',
    'r.reason',
    'd.name as decided_by_name',
    'r.decided_at',
    'r.created_at',
  ] as const;

  return {
    listRequests: (storeId: number, plan: ListPlan) =>
      fetchListPage(whereStore(requests(), 'r.store_id', storeId), plan, (q) =>
        q.select([...requestColumns, holdersOf.as('holders')]),
      ),

    findRequest: (storeId: number, id: number) =>
      requests()
        .select([...requestColumns, holdersOf.as('holders')])
        .where('r.store_id', '=', storeId)
        .where('r.id', '=', id)
        .executeTakeFirst(),

    /** A card by its number, in one store (the desk) or anywhere (the consumer: numbers are unique). */
    cardByNo: (cardNo: string, storeId?: number): Promise<CardFactsRow | undefined> => {
      let query = db
        .selectFrom('member_cards as c')
        .innerJoin('members as o', 'o.id', 'c.member_id')
        .select([
          'c.id',
          'c.store_id',
          'c.card_no',
          'c.name',
          'c.kind',
          'c.status',
          'c.shareable',
          'c.max_holders',
          'c.expires_on',
          'c.balance',
          'c.member_id',
          'o.full_name as owner_name',
          holdersOf.as('holders'),
        ])
        .where('c.card_no', '=', cardNo);
      if (storeId !== undefined) query = query.where('c.store_id', '=', storeId);
      return query.executeTakeFirst();
    },

    /** The same card by id, read again inside the approval's transaction. */
    cardById: (id: number): Promise<CardFactsRow | undefined> =>
      db
        .selectFrom('member_cards as c')
        .innerJoin('members as o', 'o.id', 'c.member_id')
        .select([
          'c.id',
          'c.store_id',
          'c.card_no',
          'c.name',
          'c.kind',
          'c.status',
          'c.shareable',
          'c.max_holders',
          'c.expires_on',
          'c.balance',
          'c.member_id',
          'o.full_name as owner_name',
          holdersOf.as('holders'),
        ])
        .where('c.id', '=', id)
        .executeTakeFirst(),

    /** Whether the member holds the card (as owner or sharer) and has a request waiting on it. */
    memberFacts: async (card: { id: number; member_id: number }, memberId: number) => {
      const [holder, pending] = await Promise.all([
        db
          .selectFrom('card_holders')
          .select('member_id')
          .where('card_id', '=', card.id)
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
        db
          .selectFrom('card_share_requests')
          .select('id')
          .where('card_id', '=', card.id)
          .where('member_id', '=', memberId)
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ]);
      return {
        isHolder: card.member_id === memberId || holder !== undefined,
        hasPending: pending !== undefined,
      };
    },

    memberOfStore: (storeId: number, memberId: number) =>
      db
        .selectFrom('members')
        .select(['id', 'full_name'])
        .where('store_id', '=', storeId)
        .where('id', '=', memberId)
        .executeTakeFirst(),

    insertRequest: async (row: {
      store_id: number;
      card_id: number;
      member_id: number;
      channel: string;
      created_at: string;
    }): Promise<number> => {
      const { id } = await db
        .insertInto('card_share_requests')
        .values({ ...row, status: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    insertHolder: async (cardId: number, memberId: number, at: string) => {
      await db
        .insertInto('card_holders')
        .values({ card_id: cardId, member_id: memberId, role: 'shared', created_at: at })
        .execute();
    },

    /** The ledger's record of a new holder: no balance moves (delta 0). */
    insertShareLedger: async (row: {
      card_id: number;
      store_id: number;
      member_id: number;
      balance_after: number | null;
      staff_account_id: number;
      created_at: string;
    }) => {
      await db
        .insertInto('card_ledger')
        .values({ ...row, kind: 'share', delta: 0, note: '' })
        .execute();
    },

    pendingCount: async (storeId: number): Promise<number> => {
      const row = await db
        .selectFrom('card_share_requests')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('store_id', '=', storeId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listHolders: (storeId: number, plan: ListPlan) =>
      fetchListPage(
        whereStore(
          db
            .selectFrom('card_holders as h')
            .innerJoin('member_cards as c', 'c.id', 'h.card_id')
            .innerJoin('members as m', 'm.id', 'h.member_id')
            .where('c.shareable', '=', 1),
          'c.store_id',
          storeId,
        ),
        plan,
        (q) =>
          q.select([
            'c.id as card_id',
            'c.card_no',
            'c.name as card_name',
            'c.kind as card_kind',
            'c.status as card_status',
            'c.expires_on',
            'c.max_holders',
            holdersOf.as('holders'),
            'h.member_id',
            'm.full_name as member_name',
            'm.phone as member_phone',
            'h.role',
            'h.created_at as since',
          ]),
      ),
  };
};

export type ShareRequestRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createCardShareRepository>['findRequest']>>
>;
