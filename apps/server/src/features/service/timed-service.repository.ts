import { timedServiceListSpec } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { TimedServiceTable } from '../../db/tables-service';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';

export type TimedServiceRow = Selectable<TimedServiceTable>;
export type TimedServiceFields = Omit<
  TimedServiceRow,
  'id' | 'store_id' | 'status' | 'created_at' | 'updated_at'
>;

/** Where the timed-service list's declared fields live. */
export const timedServiceList = defineListFields(
  timedServiceListSpec,
  {
    name: 't.name',
    resource_kind: 't.resource_kind',
    status: 't.status',
    unit_minutes: 't.unit_minutes',
    unit_price_fen: 't.unit_price_fen',
    created_at: 't.created_at',
  },
  { idColumn: 't.id' },
);

/** Timed services and the resources they book; every read is scoped to one store. */
export const createTimedServiceRepository = (db: Database) => {
  const ofStore = (storeId: number) =>
    whereStore(db.selectFrom('timed_services as t'), 't.store_id', storeId);

  return {
    list: (storeId: number, plan: ListPlan) => fetchListPage(ofStore(storeId), plan, (q) => q.selectAll('t')),

    find: (storeId: number, id: number) =>
      ofStore(storeId).selectAll('t').where('t.id', '=', id).executeTakeFirst(),

    online: (storeId: number) =>
      ofStore(storeId)
        .selectAll('t')
        .where('t.status', '=', 'online')
        .orderBy('t.name')
        .orderBy('t.id')
        .execute(),

    insert: async (row: TimedServiceFields & { store_id: number; status: string; created_at: string }) =>
      (
        await db
          .insertInto('timed_services')
          .values({ ...row, updated_at: row.created_at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: async (id: number, fields: TimedServiceFields & { updated_at: string }) => {
      await db.updateTable('timed_services').set(fields).where('id', '=', id).execute();
    },

    /** Names of the areas and coaches among `rows`' resources (a missing one is absent). */
    resourceNames: async (rows: { resource_kind: string; resource_id: number }[]) => {
      const ids = (kind: string) => [
        ...new Set(rows.filter((r) => r.resource_kind === kind).map((r) => r.resource_id)),
      ];
      const [areaIds, coachIds] = [ids('area'), ids('coach')];
      const [areas, coaches] = await Promise.all([
        areaIds.length
          ? db.selectFrom('areas').select(['id', 'name']).where('id', 'in', areaIds).execute()
          : [],
        coachIds.length
          ? db.selectFrom('coaches').select(['id', 'name']).where('id', 'in', coachIds).execute()
          : [],
      ]);
      return new Map<string, string>([
        ...areas.map((a) => [`area:${a.id}`, a.name] as const),
        ...coaches.map((c) => [`coach:${c.id}`, c.name] as const),
      ]);
    },

    area: (storeId: number, id: number) =>
      db
        .selectFrom('areas')
        .select(['id'])
        .where('store_id', '=', storeId)
        .where('id', '=', id)
        .executeTakeFirst(),

    coach: (storeId: number, id: number) =>
      db
        .selectFrom('coaches')
        .select(['id', 'status'])
        .where('store_id', '=', storeId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The pickers: the store's areas and active coaches, by name. */
    options: (storeId: number) =>
      Promise.all([
        db
          .selectFrom('areas')
          .select(['id', 'name', 'capacity', 'opening_hours'])
          .where('store_id', '=', storeId)
          .orderBy('name')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('coaches')
          .select(['id', 'name'])
          .where('store_id', '=', storeId)
          .where('status', '=', 'active')
          .orderBy('sort')
          .orderBy('name')
          .orderBy('id')
          .execute(),
      ]),
  };
};
