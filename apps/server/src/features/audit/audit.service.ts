import type { AuditEvent, ListQuery, Page } from '@merchant/shared';
import type { Database } from '../../db/database';
import { planListQuery } from '../../lib/list-query';
import type { Caller } from '../../plugins/auth';
import { requireManagedStore } from '../store/store.service';
import { auditList, createAuditRepository } from './audit.repository';

/** The operation log as the console reads it. */
export const createAuditService = (db: Database) => {
  const events = createAuditRepository(db);
  return {
    /**
     * The events of the caller's store only. Until the access plugin sets request.storeId, the
     * store is the session's, checked against the stores the caller manages.
     */
    list: async (caller: Caller, query: ListQuery): Promise<Page<AuditEvent>> =>
      events.pageOfStore(await requireManagedStore(db, caller), planListQuery(query, auditList)),

    /** One entity's history, for callers already allowed to see that entity. */
    ofEntity: (entity: string, entityId: number): Promise<AuditEvent[]> => events.ofEntity(entity, entityId),
  };
};
