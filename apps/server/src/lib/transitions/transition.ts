import type { Database } from '../../db/database';
import type { Tables } from '../../db/tables';
import { recordAudit } from './audit';
import { guardedUpdate, type StatefulTable } from './guarded-update';
import { type ActorKind, checkTransition, type TransitionTable } from './transition-table';

/** Who asks for a change: their kind (checked against the table) and account (for the log). */
export interface Actor {
  kind: ActorKind;
  /** Null for the command-line tool and the system. */
  accountId: number | null;
  /** The API request, for the log; absent outside a request. */
  requestId?: string | null;
}

export interface TransitionRequest<S extends string, T extends StatefulTable> {
  table: T;
  /** The entity's name in the operation log, e.g. 'store_claim'. */
  entity: string;
  transitions: TransitionTable<S>;
  id: number;
  /** The store the entity belongs to (the log is read per store). */
  storeId: number;
  from: S;
  to: S;
  actor: Actor;
  reason?: string | null;
  /** Other columns changed with the state (decided_at, …). */
  extra?: Partial<Record<Exclude<keyof Tables[T], 'id' | 'status'>, unknown>>;
}

/**
 * The one way a state changes: the table must allow `from → to` for the actor's kind, the row
 * changes only if it is still in `from`, and the operation-log row is written in the same
 * transaction. Call it with the transaction (`trx`) that holds the rest of the change.
 */
export const transition = async <S extends string, T extends StatefulTable>(
  trx: Database,
  request: TransitionRequest<S, T>,
): Promise<void> => {
  checkTransition(request.transitions, request.from, request.to, request.actor.kind);
  await guardedUpdate(trx, request.table, request.id, request.from, request.to, request.extra);
  await recordAudit(trx, {
    actor: request.actor.accountId,
    storeId: request.storeId,
    entity: request.entity,
    entityId: request.id,
    from: request.from,
    to: request.to,
    reason: request.reason ?? null,
    requestId: request.actor.requestId ?? null,
  });
};
