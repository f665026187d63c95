/**
 * Where an operation log comes from: POST /audit/list (the store's entities; restrictions
 * entity and entity_id, packages/shared lists/audit.list.ts), or a screen's own call for an
 * entity outside a store (GET /claim/{id}/audit). Silent: the panel shows a failure itself.
 */
import type { AuditEvent, ListQueryInput, Page } from '@merchant/shared';
import { http } from '../../lib/http';

export const OPERATION_LOG_SIZE = 50;

export type LoadOperationLog = (signal?: AbortSignal) => Promise<AuditEvent[]>;

export const operationLogQuery = (entity: string, entityId: number): ListQueryInput => ({
  pageable: { number: 1, size: OPERATION_LOG_SIZE },
  restrictions: [
    { name: 'entity', operator: '=', value: entity, logic: 'and' },
    { name: 'entity_id', operator: '=', value: entityId, logic: 'and' },
  ],
  sorts: [{ name: 'at', sort: 'desc' }],
});

export const storeAuditLog =
  (entity: string, entityId: number): LoadOperationLog =>
  async (signal) =>
    (
      await http.post<Page<AuditEvent>>('/audit/list', operationLogQuery(entity, entityId), {
        signal,
        silent: true,
      })
    ).content;

/** Newest first, whichever order the source answered in. */
export const newestFirst = (events: readonly AuditEvent[]): AuditEvent[] =>
  [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
