import { auditListSpec } from '@merchant/shared';
import { type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchCursorPage, type ListPlan } from '../../lib/list-query';

/** Where the operation log's declared fields live (packages/shared/src/lists/audit.list.ts). */
export const auditList = defineListFields(
  auditListSpec,
  { entity: 'e.entity', entity_id: 'e.entity_id', actor: 'e.actor_account_id', at: 'e.at' },
  { idColumn: 'e.id' },
);

/**
 * The operation log, read per store, per entity or (the platform) whole; written only by
 * lib/transitions. Scopes (docs/decisions.md "Audit scope"): an event names its store, or names
 * none and lists the stores it concerns (audit_event_stores), or neither (platform level).
 */
export const createAuditRepository = (db: Database) => {
  const events = () =>
    db.selectFrom('audit_events as e').leftJoin('accounts as a', 'a.id', 'e.actor_account_id');
  type Events = ReturnType<typeof events>;
  const columns = (query: Events) =>
    query.select([
      'e.id',
      'e.actor_account_id',
      'a.name as actor_name',
      'e.store_id',
      'e.entity',
      'e.entity_id',
      'e.from_state',
      'e.to_state',
      'e.reason',
      'e.at',
      'e.request_id',
    ]);

  /**
   * A store's events: its own, and the account-level ones that list it (found through the
   * (store_id, event_id) index). Never a platform-level event, never one listing only others.
   */
  const ofStore = (storeId: number) =>
    events().where(
      sql<SqlBool>`(${sql.ref('e.store_id')} = ${storeId} or ${sql.ref('e.id')} in (
        select l.event_id from audit_event_stores l where l.store_id = ${storeId}))`,
    );

  return {
    /**
     * One cursor page of a store's events (an index on (store_id, at, id) keeps it cheap at any
     * depth); the store condition comes first and always. `entities`
     * narrows it to the entities the caller may see (null: all).
     */
    pageOfStore: (storeId: number, plan: ListPlan, entities: readonly string[] | null = null) => {
      // An empty `in ()` is not valid SQL: no visible entity is a condition that never holds.
      const visible =
        entities === null
          ? ofStore(storeId)
          : ofStore(storeId).where((eb) =>
              entities.length ? eb('e.entity', 'in', entities) : eb.val(false),
            );
      return fetchCursorPage(db, visible, plan, columns);
    },

    /** One page of every event, whatever its scope (the platform's read). */
    pageOfAll: (plan: ListPlan) => fetchCursorPage(db, events(), plan, columns),

    /** The stores each of `eventIds` lists (account-level events), by event id. */
    listedStores: async (eventIds: readonly number[]): Promise<Map<number, number[]>> => {
      const listed = new Map<number, number[]>();
      if (eventIds.length === 0) return listed;
      const rows = await db
        .selectFrom('audit_event_stores')
        .select(['event_id', 'store_id'])
        .where('event_id', 'in', eventIds)
        .orderBy('event_id')
        .orderBy('store_id')
        .execute();
      for (const { event_id, store_id } of rows)
        listed.set(event_id, [...(listed.get(event_id) ?? []), store_id]);
      return listed;
    },

    /**
     * Every event of one entity that `storeId`'s log shows, oldest first (a detail screen's
     * history); null `storeId`: every event of the entity, for callers already allowed to see
     * all of it (a merchant's own claim, the platform).
     */
    ofEntity: (entity: string, entityId: number, storeId: number | null = null) =>
      columns(storeId === null ? events() : ofStore(storeId))
        .where('e.entity', '=', entity)
        .where('e.entity_id', '=', entityId)
        .orderBy('e.at')
        .orderBy('e.id')
        .execute(),
  };
};
