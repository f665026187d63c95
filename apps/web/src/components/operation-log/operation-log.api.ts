/**
 * Where an operation log comes from: POST /audit/list (the store's entities; restrictions
 * entity and entity_id, packages/shared lists/audit.list.ts), or a screen's own call for an
 * entity outside a store (GET /claim/{id}/audit). Silent: the panel shows a failure itself.
 * The store's log pages by cursor (docs/api.md "Cursor paging"): the panel shows the newest
 * page and fetches older ones with the answer's `next`.
 */
import type { AuditEvent, CursorPage, ListQueryInput } from '@merchant/shared';
import { http } from '../../lib/http';

export const OPERATION_LOG_SIZE = 50;

export type LoadOperationLog = (signal?: AbortSignal) => Promise<AuditEvent[]>;

export const operationLogQuery = (
  entity: string,
  entityId: number,
  after: string | null = null,
): ListQueryInput => ({
  pageable: { after, size: OPERATION_LOG_SIZE },
  restrictions: [
    { name: 'entity', operator: '=', value: entity, logic: 'and' },
    { name: 'entity_id', operator: '=', value: entityId, logic: 'and' },
  ],
  sorts: [{ name: 'at', sort: 'desc' }],
});

/** One page of an entity's events in the store's log: the newest (after null) or older ones. */
export const storeAuditPage = (
  entity: string,
  entityId: number,
  after: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<AuditEvent>> =>
  http.post<CursorPage<AuditEvent>>('/audit/list', operationLogQuery(entity, entityId, after), {
    signal,
    silent: true,
  });

/** Newest first, whichever order the source answered in. */
export const newestFirst = (events: readonly AuditEvent[]): AuditEvent[] =>
  [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
