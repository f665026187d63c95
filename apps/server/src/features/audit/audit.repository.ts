import { auditListSpec } from '@merchant/shared';
import type { Database } from '../../db/database';
import { defineListFields, fetchCursorPage, type ListPlan, whereStore } from '../../lib/list-query';

/** Where the operation log's declared fields live (packages/shared/src/lists/audit.list.ts). */
export const auditList = defineListFields(
  auditListSpec,
  { entity: 'e.entity', entity_id: 'e.entity_id', actor: 'e.actor_account_id', at: 'e.at' },
  { idColumn: 'e.id' },
);

/** The operation log, read per store or per entity; written only by lib/transitions. */
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

  return {
    /**
     * One cursor page of a store's events (an index on (store_id, at, id) keeps it cheap at any
     * depth); the store condition comes first and always. `entities`
     * narrows it to the entities the caller may see (null: all).
     */
    pageOfStore: (storeId: number, plan: ListPlan, entities: readonly string[] | null = null) => {
      const ofStore = whereStore(events(), 'e.store_id', storeId);
      // An empty `in ()` is not valid SQL: no visible entity is a condition that never holds.
      const visible =
        entities === null
          ? ofStore
          : ofStore.where((eb) => (entities.length ? eb('e.entity', 'in', entities) : eb.val(false)));
      return fetchCursorPage(db, visible, plan, columns);
    },

    /** Every event of one entity, oldest first (a detail screen's history). */
    ofEntity: (entity: string, entityId: number) =>
      columns(events())
        .where('e.entity', '=', entity)
        .where('e.entity_id', '=', entityId)
        .orderBy('e.at')
        .orderBy('e.id')
        .execute(),
  };
};
