import type { Database } from '../../db/database';
import { isoNow } from '../time';

/**
 * One operation-log row, as a change writes it. Its scope is one of three
 * (docs/decisions.md "Audit scope"):
 * - a store's entity: `storeId`;
 * - an account-level change that concerns several stores (an employee's grants): `storeId`
 *   null and `storeIds` listing them; each of those stores' logs shows the one event;
 * - a platform-level entity (a payout, a platform decision): `storeId` null, no `storeIds`;
 *   only the platform reads it.
 */
export interface AuditInput {
  /** The account that made the change; null for the command-line tool and the system. */
  actor: number | null;
  storeId: number | null;
  /** The stores an account-level event concerns (with `storeId` null). */
  storeIds?: readonly number[];
  entity: string;
  entityId: number;
  from: string | null;
  to: string;
  reason?: string | null;
  requestId?: string | null;
}

/** Writes the row with `trx`, so it commits or rolls back with the change it records. */
export const recordAudit = async (trx: Database, event: AuditInput): Promise<void> => {
  const storeIds = [...new Set(event.storeIds ?? [])];
  // One event has one scope: a store's event lists no other stores.
  if (event.storeId !== null && storeIds.length > 0)
    throw new Error('an audit event names one store or lists stores, not both');
  const { id } = await trx
    .insertInto('audit_events')
    .values({
      actor_account_id: event.actor,
      store_id: event.storeId,
      entity: event.entity,
      entity_id: event.entityId,
      from_state: event.from,
      to_state: event.to,
      reason: event.reason ?? null,
      at: isoNow(),
      request_id: event.requestId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (storeIds.length > 0)
    await trx
      .insertInto('audit_event_stores')
      .values(storeIds.map((store_id) => ({ event_id: id, store_id })))
      .execute();
};
