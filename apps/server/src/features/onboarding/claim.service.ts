import {
  type AuditEvent,
  type ClaimStatus,
  type ClaimSummary,
  Code,
  type claimStoreQuery,
  type ListedClaimableStore,
  type ListQuery,
  type NewStoreBody,
  type Page,
} from '@merchant/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { lockKeys } from '../../lib/key-lock';
import { planListQuery } from '../../lib/list-query';
import { recordAudit } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import { createAuditService } from '../audit';
import { claimableStoreList, createClaimRepository } from './claim.repository';
import { nextActionOf } from './claim-rules';
import { CLAIM_ENTITY } from './claim-transitions';

export const claimNotFound = () => new AppError(Code.NOT_FOUND, 'claimNotFound');
export const claimPending = () => new AppError(Code.CONFLICT, 'claimPending');

/**
 * Why `accountId` may not claim the store, or null when it may: nobody manages it and it has
 * no pending or approved claim. Shared by applying and by reopening a rejected claim.
 */
export const claimBlocker = async (
  db: Database,
  storeId: number,
  accountId: number,
  exceptClaimId?: number,
): Promise<AppError | null> => {
  const claims = createClaimRepository(db);
  const managers = await claims.managerIds(storeId);
  if (managers.includes(accountId)) return new AppError(Code.CONFLICT, 'storeAlreadyManaged');
  if (managers.length > 0) return new AppError(Code.CONFLICT, 'storeAlreadyClaimed');
  const live = await claims.findLiveClaim(storeId);
  if (!live || live.id === exceptClaimId) return null;
  // One pending claim per store, whoever asks (the same merchant asking twice included).
  return live.status === 'pending' ? claimPending() : new AppError(Code.CONFLICT, 'storeAlreadyClaimed');
};

type ClaimStoreFilter = z.output<typeof claimStoreQuery>;

/** The wizard's claim step: stores open to claim, adding one, claiming, and the claim status. */
export const createClaimService = (db: Database) => {
  const claims = createClaimRepository(db);

  const summariesOf = async (accountId: number, onlyClaimId?: number): Promise<ClaimSummary[]> =>
    (await claims.listOfAccount(accountId, onlyClaimId)).map((row) => {
      const status = row.status as ClaimStatus;
      return {
        id: row.id,
        store: { id: row.store_id, name: row.name, city: row.city, address: row.address },
        status,
        reason: row.reason,
        qualification_id: row.qualification_id,
        created_at: row.created_at,
        decided_at: row.decided_at,
        next_action: nextActionOf(status, row.qualification_id !== null),
      };
    });

  return {
    /** Stores nobody manages yet, searched by name and city (substring, any case), oldest first. */
    listClaimableStores: async (
      _caller: Caller,
      filter: ClaimStoreFilter,
    ): Promise<Page<ListedClaimableStore>> => {
      const restrictions: ListQuery['restrictions'] = [];
      if (filter.name)
        restrictions.push({ name: 'name', operator: 'like', value: filter.name, logic: 'and' });
      if (filter.city)
        restrictions.push({ name: 'city', operator: 'like', value: filter.city, logic: 'and' });
      const plan = planListQuery(
        { pageable: { number: filter.number, size: filter.size }, restrictions, sorts: [] },
        claimableStoreList,
      );
      const page = await claims.listClaimableStores(plan);
      // SQLite answers `exists` with 0/1, PostgreSQL with a boolean.
      return { ...page, content: page.content.map((row) => ({ ...row, pending: Boolean(row.pending) })) };
    },

    /**
     * A store that is not in the list yet. It starts unclaimed (the merchant claims it next);
     * the same name in the same city is refused, so the list does not fill with duplicates.
     */
    createStore: async (caller: Caller, body: NewStoreBody) =>
      // The name is taken under a lock on it: two merchants adding one store at once cannot
      // both pass the check. No unique index: names compare case-insensitively.
      db.transaction().execute(async (trx) => {
        await lockKeys(trx, [`store-name:${body.city.toLowerCase()}:${body.name.toLowerCase()}`]);
        const repository = createClaimRepository(trx);
        if (await repository.findStoreNamed(body.name, body.city))
          throw new AppError(Code.CONFLICT, 'storeAlreadyExists');
        return repository.insertStore({ ...body, created_by: caller.accountId });
      }),

    /** The new claim's first operation-log row (created pending) is written with it. */
    apply: async (caller: Caller, storeId: number, requestId?: string): Promise<ClaimSummary> => {
      if (!(await claims.findStore(storeId))) throw new AppError(Code.NOT_FOUND, 'storeNotFound');
      const blocker = await claimBlocker(db, storeId, caller.accountId);
      if (blocker) throw blocker;
      let id: number;
      try {
        ({ id } = await db.transaction().execute(async (trx) => {
          const inserted = await createClaimRepository(trx).insertClaim(storeId, caller.accountId);
          await recordAudit(trx, {
            actor: caller.accountId,
            storeId,
            entity: CLAIM_ENTITY,
            entityId: inserted.id,
            from: null,
            to: 'pending',
            requestId,
          });
          return inserted;
        }));
      } catch (error) {
        // Another claim of the store was inserted between the check and this insert.
        if (isUniqueViolation(error)) throw claimPending();
        throw error;
      }
      const [summary] = await summariesOf(caller.accountId, id);
      return summary as ClaimSummary;
    },

    /**
     * The operation log of one of the caller's own claims, oldest first: the merchant reads it
     * before managing the store (docs/decisions.md "Operation log of a claim"). Another
     * merchant's claim is "not found".
     */
    history: async (caller: Caller, claim_id: number): Promise<AuditEvent[]> => {
      if ((await claims.listOfAccount(caller.accountId, claim_id)).length === 0) throw claimNotFound();
      return createAuditService(db).ofEntity(CLAIM_ENTITY, claim_id);
    },

    /** Every claim of the caller, newest first, each with its next action. */
    status: async (caller: Caller): Promise<ClaimSummary[]> => {
      return summariesOf(caller.accountId);
    },
  };
};
