/**
 * The operation log of one entity: POST /audit/list (packages/shared lists/audit.list.ts),
 * newest first. Silent: the panel shows a failure itself.
 */
import type { ListQueryInput, Page } from '@merchant/shared';
import { http } from '../../lib/http';

export interface AuditEvent {
  id: number;
  actor_account_id: number | null;
  actor_name: string | null;
  store_id: number | null;
  entity: string;
  entity_id: number;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  at: string;
  request_id: string | null;
}

export const OPERATION_LOG_SIZE = 20;

export const operationLogQuery = (entity: string, entityId: number): ListQueryInput => ({
  pageable: { number: 1, size: OPERATION_LOG_SIZE },
  restrictions: [
    { name: 'entity', operator: '=', value: entity, logic: 'and' },
    { name: 'entity_id', operator: '=', value: entityId, logic: 'and' },
  ],
  sorts: [{ name: 'at', sort: 'desc' }],
});

export const fetchOperationLog = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<AuditEvent>> =>
  http.post<Page<AuditEvent>>('/audit/list', query, { signal, silent: true });
