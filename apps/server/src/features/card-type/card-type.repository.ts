import { cardTypeListSpec } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { CardTypeTable } from '../../db/tables-member';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';

export type CardTypeRow = Selectable<CardTypeTable>;

/** Where the card-type list's declared fields live. */
export const cardTypeList = defineListFields(
  cardTypeListSpec,
  {
    name: 't.name',
    kind: 't.kind',
    status: 't.status',
    shareable: 't.shareable',
    price_fen: 't.price_fen',
    sort: 't.sort',
    created_at: 't.created_at',
  },
  { idColumn: 't.id' },
);

/** The columns a save writes (everything but identity, state and times). */
export type CardTypeFields = Omit<CardTypeRow, 'id' | 'store_id' | 'status' | 'created_at' | 'updated_at'>;

/** Card types of a store, the courses they are valid for, and the store's prepaid region. */
export const createCardTypeRepository = (db: Database) => {
  const ofStore = (storeId: number) => whereStore(db.selectFrom('card_types as t'), 't.store_id', storeId);

  return {
    list: (storeId: number, plan: ListPlan) =>
      fetchListPage(ofStore(storeId), plan, (query) => query.selectAll('t')),

    find: (storeId: number, id: number) =>
      ofStore(storeId).selectAll('t').where('t.id', '=', id).executeTakeFirst(),

    /**
     * Takes the type's row lock for the rest of the transaction (a no-op update: PostgreSQL
     * locks the row, SQLite the database), then reads it: two edits of one type run in turn.
     */
    lock: async (storeId: number, id: number) => {
      await db
        .updateTable('card_types')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
      return ofStore(storeId).selectAll('t').where('t.id', '=', id).executeTakeFirst();
    },

    /** The listed courses of each type, with their names, in course order. */
    courses: async (typeIds: number[]) =>
      typeIds.length === 0
        ? []
        : db
            .selectFrom('card_type_courses as x')
            .innerJoin('courses as c', 'c.id', 'x.course_id')
            .select(['x.card_type_id', 'c.id', 'c.name'])
            .where('x.card_type_id', 'in', typeIds)
            .orderBy('x.card_type_id')
            .orderBy('c.id')
            .execute(),

    /** Cards issued of each type (any state: a refunded card was still sold on these terms). */
    soldCounts: async (typeIds: number[]): Promise<Map<number, number>> => {
      if (typeIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('member_cards')
        .select(['card_type_id', (eb) => eb.fn.countAll().as('n')])
        .where('card_type_id', 'in', typeIds)
        .groupBy('card_type_id')
        .execute();
      return new Map(rows.map((r) => [r.card_type_id, Number(r.n)]));
    },

    /** The store's courses, for the picker and to check a body's course ids. */
    storeCourses: (storeId: number) =>
      db
        .selectFrom('courses')
        .select(['id', 'name', 'status'])
        .where('store_id', '=', storeId)
        .orderBy('name')
        .orderBy('id')
        .execute(),

    /** Which of `ids` are courses of the store. */
    storeCourseIds: async (storeId: number, ids: number[]): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('courses')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    insert: async (row: CardTypeFields & { store_id: number; status: string; created_at: string }) => {
      const inserted = await db
        .insertInto('card_types')
        .values({ ...row, updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    update: async (id: number, fields: CardTypeFields & { updated_at: string }) => {
      await db.updateTable('card_types').set(fields).where('id', '=', id).execute();
    },

    replaceCourses: async (typeId: number, courseIds: number[]) => {
      await db.deleteFrom('card_type_courses').where('card_type_id', '=', typeId).execute();
      if (courseIds.length > 0)
        await db
          .insertInto('card_type_courses')
          .values(courseIds.map((course_id) => ({ card_type_id: typeId, course_id })))
          .execute();
    },

    setRegion: async (storeId: number, region: string) => {
      await db.updateTable('stores').set({ prepaid_region: region }).where('id', '=', storeId).execute();
    },
  };
};

/**
 * A type of the store read under its row lock (the sale of a card: an edit of the type's terms,
 * which takes the same lock, runs wholly before or after it).
 */
export const lockCardType = (trx: Database, storeId: number, id: number) =>
  createCardTypeRepository(trx).lock(storeId, id);
