import type { AuditEvent, ListQuery, Page } from '@merchant/shared';
import type { Database } from '../../db/database';
import { planListQuery } from '../../lib/list-query';
import { auditList, createAuditRepository } from './audit.repository';

/** The operation log as the console reads it. */
export const createAuditService = (db: Database) => {
  const events = createAuditRepository(db);
  return {
    /** The events of one store only: the one the access plugin resolved and checked. */
    list: async (storeId: number, query: ListQuery): Promise<Page<AuditEvent>> =>
      events.pageOfStore(storeId, planListQuery(query, auditList)),

    /** One entity's history, for callers already allowed to see that entity. */
    ofEntity: (entity: string, entityId: number): Promise<AuditEvent[]> => events.ofEntity(entity, entityId),
  };
};
