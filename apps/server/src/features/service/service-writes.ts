import { Code, type ServiceStatus, type ServiceType } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { recordAudit, transition } from '../../lib/transitions';
import { requireServiceOpen, type ServiceActor } from './service-gate';
import { serviceTransitions } from './service-transitions';

/** What the two service types differ in, for the writes they share. */
export interface ServiceKind<Row extends { status: string }> {
  /** The application that must be approved before any write. */
  type: ServiceType;
  table: 'timed_services' | 'count_services';
  /** The name in the operation log (audit_events.entity). */
  entity: string;
  /** The store's row, read inside the write's transaction. */
  find: (trx: Database, storeId: number, id: number) => Promise<Row | undefined>;
  notFound: () => AppError;
  /** Refuses to put `row` online when what it sells is gone (the timed service's coach). */
  checkOnline?: (trx: Database, storeId: number, row: Row) => Promise<void>;
}

/**
 * The rules timed and per-visit services share (docs/services.md): every write passes the
 * application gate inside its transaction and leaves an operation-log row; the state changes
 * only through online / offline, by the transition table.
 */
export const createServiceWrites = <Row extends { status: string }>(kind: ServiceKind<Row>) => {
  /** A create or an edit: the state does not move, so the log row says from = to. */
  const audit = (trx: Database, actor: ServiceActor, id: number, status: string, reason: string) =>
    recordAudit(trx, {
      actor: actor.accountId,
      storeId: actor.storeId,
      entity: kind.entity,
      entityId: id,
      from: status,
      to: status,
      reason,
      requestId: actor.requestId,
    });

  return {
    audit,

    /**
     * The start of a create, in its transaction: gate, then the store's lock, so that what the
     * create checks next (an active coach, an area that exists, the store's courses) cannot be
     * changed meanwhile by a coach's deactivation or an area's deletion, which take the same
     * lock and check for services naming them (checked outside the lock, both could commit).
     */
    beginCreate: async (trx: Database, actor: ServiceActor) => {
      await requireServiceOpen(trx, actor.storeId, kind.type);
      await lockStore(trx, actor.storeId);
    },

    /**
     * The start of an edit, in its transaction: gate, then the store's lock (two edits of the
     * store's services run in turn, so the row read next is current), then the row. The status
     * may be sent but must be the current one (it changes by online / offline).
     */
    beginEdit: async (trx: Database, actor: ServiceActor, id: number, sent: ServiceStatus | undefined) => {
      await requireServiceOpen(trx, actor.storeId, kind.type);
      await lockStore(trx, actor.storeId);
      const current = await kind.find(trx, actor.storeId, id);
      if (!current) throw kind.notFound();
      if (sent !== undefined && sent !== current.status)
        throw new AppError(Code.CONFLICT, 'serviceStatusByAction');
      return current;
    },

    /** Through the transition table: a service already in `to` answers -409. */
    setStatus: (db: Database, actor: ServiceActor, id: number, to: ServiceStatus) =>
      db.transaction().execute(async (trx) => {
        await requireServiceOpen(trx, actor.storeId, kind.type);
        // Under the store's lock: a coach cannot be deactivated while their service goes online.
        await lockStore(trx, actor.storeId);
        const current = await kind.find(trx, actor.storeId, id);
        if (!current) throw kind.notFound();
        if (to === 'online' && current.status !== 'online')
          await kind.checkOnline?.(trx, actor.storeId, current);
        await transition(trx, {
          table: kind.table,
          entity: kind.entity,
          transitions: serviceTransitions,
          id,
          storeId: actor.storeId,
          from: current.status as ServiceStatus,
          to,
          actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
          extra: { updated_at: isoNow() },
        });
      }),
  };
};
