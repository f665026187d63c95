import type { Database } from '../../db/database';
import { isoNow } from '../time';

/** One operation-log row, as a state change writes it. */
export interface AuditInput {
  /** The account that made the change; null for the command-line tool and the system. */
  actor: number | null;
  storeId: number;
  entity: string;
  entityId: number;
  from: string | null;
  to: string;
  reason?: string | null;
  requestId?: string | null;
}

/** Writes the row with `trx`, so it commits or rolls back with the change it records. */
export const recordAudit = async (trx: Database, event: AuditInput): Promise<void> => {
  await trx
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
    .execute();
};
