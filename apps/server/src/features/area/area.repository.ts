import { areaListSpec } from '@merchant/shared';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AreaTable } from '../../db/tables-course';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';

export type AreaRow = Selectable<AreaTable>;

/** Where the area list's declared fields live. */
export const areaList = defineListFields(
  areaListSpec,
  {
    name: 'a.name',
    type: 'a.type',
    capacity: 'a.capacity',
    allow_overlap: 'a.allow_overlap',
    created_at: 'a.created_at',
  },
  { idColumn: 'a.id' },
);

export type AreaFields = Pick<AreaRow, 'name' | 'capacity' | 'type' | 'opening_hours' | 'allow_overlap'>;

/** What still refers to an area (DELETE is refused while any count is not zero). */
export interface AreaUse {
  courses: number;
  rules: number;
  sessions: number;
  /** Sessions that began or were cancelled (the history and the cancellations keep naming the area). */
  past: number;
}

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * Serialises a store's schedule writes for the rest of the transaction with a write that
 * changes nothing on the store's row (PostgreSQL takes the row lock, SQLite the write lock), as
 * the covers and claims code does: conflicts, capacities and deletions are each decided on a
 * timetable nobody else is changing.
 */
export const lockStoreSchedule = async (db: Database, storeId: number): Promise<void> => {
  await db
    .updateTable('stores')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', storeId)
    .execute();
};

/** The store's areas; every read is scoped to one store. */
export const createAreaRepository = (db: Database) => {
  const ofStore = (storeId: number) => whereStore(db.selectFrom('areas as a'), 'a.store_id', storeId);

  return {
    list: (storeId: number, plan: ListPlan) =>
      fetchListPage(ofStore(storeId), plan, (query) => query.selectAll('a')),

    find: (storeId: number, id: number) =>
      ofStore(storeId).selectAll('a').where('a.id', '=', id).executeTakeFirst(),

    /** Areas of the store among `ids`. */
    findMany: async (storeId: number, ids: number[]): Promise<AreaRow[]> =>
      ids.length === 0 ? [] : ofStore(storeId).selectAll('a').where('a.id', 'in', ids).execute(),

    insert: async (row: AreaFields & { store_id: number; created_at: string }) => {
      const inserted = await db
        .insertInto('areas')
        .values({ ...row, updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    update: async (id: number, fields: AreaFields & { updated_at: string }) => {
      await db.updateTable('areas').set(fields).where('id', '=', id).execute();
    },

    /** Counts of what refers to each area of `ids` (today: store-local date; now: UTC instant). */
    /** Timed services that book the area (they name it by kind and id, without a foreign key). */
    timedServices: async (id: number): Promise<number> => {
      const row = await db
        .selectFrom('timed_services')
        .select(sql<number>`count(*)`.as('n'))
        .where('resource_kind', '=', 'area')
        .where('resource_id', '=', id)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    uses: async (ids: number[], today: string, now: string): Promise<Map<number, AreaUse>> => {
      const uses = new Map<number, AreaUse>(
        ids.map((id) => [id, { courses: 0, rules: 0, sessions: 0, past: 0 }]),
      );
      if (ids.length === 0) return uses;
      const [courses, rules, sessions] = await Promise.all([
        db
          .selectFrom('courses')
          .select(['area_id', sql<number>`count(*)`.as('n')])
          .where('area_id', 'in', ids)
          .groupBy('area_id')
          .execute(),
        db
          .selectFrom('timetable_rules')
          .select(['area_id', sql<number>`count(*)`.as('n')])
          .where('area_id', 'in', ids)
          .where('status', '=', 'active')
          .where('valid_to', '>=', today)
          .groupBy('area_id')
          .execute(),
        db
          .selectFrom('timetable_sessions')
          .select([
            'area_id',
            sql<number>`sum(case when status = 'scheduled' and starts_at > ${now} then 1 else 0 end)`.as('n'),
            sql<number>`sum(case when status = 'scheduled' and starts_at > ${now} then 0 else 1 end)`.as(
              'past',
            ),
          ])
          .where('area_id', 'in', ids)
          .groupBy('area_id')
          .execute(),
      ]);
      for (const row of courses)
        if (row.area_id !== null) (uses.get(row.area_id) as AreaUse).courses = count(row);
      for (const row of rules) (uses.get(row.area_id) as AreaUse).rules = count(row);
      for (const row of sessions) {
        const use = uses.get(row.area_id) as AreaUse;
        use.sessions = count(row);
        use.past = count({ n: row.past });
      }
      return uses;
    },

    /** The largest capacity of the area's active rules and upcoming sessions (0 when none). */
    largestBookedCapacity: async (id: number, today: string, now: string): Promise<number> => {
      const [rule, session] = await Promise.all([
        db
          .selectFrom('timetable_rules')
          .select(sql<number>`max(capacity)`.as('n'))
          .where('area_id', '=', id)
          .where('status', '=', 'active')
          .where('valid_to', '>=', today)
          .executeTakeFirst(),
        db
          .selectFrom('timetable_sessions')
          .select(sql<number>`max(capacity)`.as('n'))
          .where('area_id', '=', id)
          .where('status', '=', 'scheduled')
          .where('starts_at', '>', now)
          .executeTakeFirst(),
      ]);
      return Math.max(count(rule), count(session));
    },

    /**
     * Deletes the area with the rules that still name it (ended or expired ones: the checks
     * before ensure no active rule and no session refers to it).
     */
    delete: async (id: number) => {
      await db.deleteFrom('timetable_rules').where('area_id', '=', id).execute();
      await db.deleteFrom('areas').where('id', '=', id).execute();
    },
  };
};
