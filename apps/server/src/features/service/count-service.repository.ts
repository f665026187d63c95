import { countServiceListSpec } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { CountServiceTable } from '../../db/tables-service';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';

export type CountServiceRow = Selectable<CountServiceTable>;
export type CountServiceFields = Omit<
  CountServiceRow,
  'id' | 'store_id' | 'status' | 'created_at' | 'updated_at'
>;

/** Where the per-visit list's declared fields live. */
export const countServiceList = defineListFields(
  countServiceListSpec,
  {
    name: 'c.name',
    status: 'c.status',
    visits: 'c.visits',
    price_fen: 'c.price_fen',
    validity_days: 'c.validity_days',
    created_at: 'c.created_at',
  },
  { idColumn: 'c.id' },
);

/** Per-visit services and the courses they are valid for; every read is scoped to one store. */
export const createCountServiceRepository = (db: Database) => {
  const ofStore = (storeId: number) =>
    whereStore(db.selectFrom('count_services as c'), 'c.store_id', storeId);

  return {
    list: (storeId: number, plan: ListPlan) => fetchListPage(ofStore(storeId), plan, (q) => q.selectAll('c')),

    find: (storeId: number, id: number) =>
      ofStore(storeId).selectAll('c').where('c.id', '=', id).executeTakeFirst(),

    online: (storeId: number) =>
      ofStore(storeId)
        .selectAll('c')
        .where('c.status', '=', 'online')
        .orderBy('c.visits')
        .orderBy('c.name')
        .orderBy('c.id')
        .execute(),

    insert: async (row: CountServiceFields & { store_id: number; status: string; created_at: string }) =>
      (
        await db
          .insertInto('count_services')
          .values({ ...row, updated_at: row.created_at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, fields: CountServiceFields & { updated_at: string }) => {
      await db.updateTable('count_services').set(fields).where('id', '=', id).execute();
    },

    replaceCourses: async (serviceId: number, courseIds: number[]) => {
      await db.deleteFrom('count_service_courses').where('count_service_id', '=', serviceId).execute();
      if (courseIds.length > 0)
        await db
          .insertInto('count_service_courses')
          .values(courseIds.map((course_id, sort) => ({ count_service_id: serviceId, course_id, sort })))
          .execute();
    },

    /** The courses of each service among `ids`, in the order they were chosen. */
    courses: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db
            .selectFrom('count_service_courses as l')
            .innerJoin('courses as k', 'k.id', 'l.course_id')
            .select(['l.count_service_id', 'k.id', 'k.name'])
            .where('l.count_service_id', 'in', ids)
            .orderBy('l.count_service_id')
            .orderBy('l.sort')
            .execute(),

    /** The ids among `ids` that are courses of the store. */
    storeCourseIds: async (storeId: number, ids: number[]) =>
      new Set(
        ids.length === 0
          ? []
          : (
              await db
                .selectFrom('courses')
                .select('id')
                .where('store_id', '=', storeId)
                .where('id', 'in', ids)
                .execute()
            ).map((c) => c.id),
      ),

    /** The picker: every course of the store (any state: a pack may be prepared for a listing in review). */
    courseOptions: (storeId: number) =>
      db
        .selectFrom('courses')
        .select(['id', 'name', 'status'])
        .where('store_id', '=', storeId)
        .orderBy('name')
        .orderBy('id')
        .execute(),
  };
};
