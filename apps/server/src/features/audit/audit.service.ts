import type { AuditEvent, CursorPage, ListQuery } from '@merchant/shared';
import type { Database } from '../../db/database';
import { planListQuery } from '../../lib/list-query';
import type { Caller } from '../../plugins/access';
import { createAccessRepository } from '../session/access.repository';
import { auditList, createAuditRepository } from './audit.repository';

/**
 * The view permission an entity's log needs (docs/staff-access.md "Operation log"). Entities
 * not listed (the claim, the employee, any other) are for the store's owner only.
 */
export const entityViewPermission: Readonly<Record<string, string>> = {
  coach: 'coach:view',
  cover: 'cover:view',
  area: 'area:view',
  timetable_rule: 'coursetable:view',
  timetable_session: 'coursetable:view',
  course: 'class:view',
  decoration: 'decoration:view',
  card_type: 'card:view',
  prepaid_region: 'card:view',
  timed_service: 'timetable:view',
  count_service: 'numbertable:view',
  member: 'member:view',
  member_card: 'cardlist:view',
  card_share: 'membereview:view',
  service_application: 'application:view',
};

/** A function of an `owner` menu: holding it in a store means owning the store. */
const OWNER_PERMISSION = 'employee:view';

/** The operation log as the console reads it. */
export const createAuditService = (db: Database) => {
  const events = createAuditRepository(db);
  const access = createAccessRepository(db);
  return {
    /**
     * The events one store's log shows (the store the access plugin resolved and checked): its
     * own and the account-level ones that list it, never a platform-level one nor one that lists
     * only other stores. All of them for its owner; for an employee those of the entities whose
     * view it holds there.
     */
    list: async (caller: Caller, storeId: number, query: ListQuery): Promise<CursorPage<AuditEvent>> => {
      const plan = planListQuery(query, auditList);
      const held = await access.heldPermissions(caller, storeId, [
        OWNER_PERMISSION,
        ...Object.values(entityViewPermission),
      ]);
      if (held.has(OWNER_PERMISSION)) return events.pageOfStore(storeId, plan);
      const visible = Object.entries(entityViewPermission)
        .filter(([, permission]) => held.has(permission))
        .map(([entity]) => entity);
      return events.pageOfStore(storeId, plan, visible);
    },

    /**
     * Every event, whatever its scope, with the stores an account-level event lists: the
     * platform's read (the only one that shows a platform-level event).
     */
    listAll: async (query: ListQuery): Promise<CursorPage<AuditEvent>> => {
      const page = await events.pageOfAll(planListQuery(query, auditList));
      const listed = await events.listedStores(page.content.map((e) => e.id));
      return { ...page, content: page.content.map((e) => ({ ...e, store_ids: listed.get(e.id) ?? [] })) };
    },

    /**
     * One entity's history, for callers already allowed to see that entity: `storeId` keeps it
     * to what that store's log shows (null: all of it, e.g. a merchant's own claim).
     */
    ofEntity: (entity: string, entityId: number, storeId: number | null = null): Promise<AuditEvent[]> =>
      events.ofEntity(entity, entityId, storeId),
  };
};
