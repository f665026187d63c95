import {
  type ClaimableStore,
  type ClaimStatus,
  type ClaimSummary,
  Code,
  type claimStoreQuery,
  type ListQuery,
  type NewStoreBody,
  type Page,
  RoleCode,
} from '@merchant/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { planListQuery } from '../../lib/list-query';
import type { Caller } from '../../plugins/auth';
import { claimableStoreList, createClaimRepository } from './claim.repository';
import { nextActionOf } from './claim-rules';
import { requireRole } from './onboarding-access';

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
        qualificationId: row.qualification_id,
        createdAt: row.created_at,
        decidedAt: row.decided_at,
        nextAction: nextActionOf(status, row.qualification_id !== null),
      };
    });

  return {
    /** Stores nobody manages yet, searched by name and city (substring, any case), oldest first. */
    listClaimableStores: async (caller: Caller, filter: ClaimStoreFilter): Promise<Page<ClaimableStore>> => {
      await requireRole(db, caller, RoleCode.merchant);
      const restrictions: ListQuery['restrictions'] = [];
      if (filter.name)
        restrictions.push({ name: 'name', operator: 'like', value: filter.name, logic: 'and' });
      if (filter.city)
        restrictions.push({ name: 'city', operator: 'like', value: filter.city, logic: 'and' });
      const plan = planListQuery(
        { pageable: { number: filter.number, size: filter.size }, restrictions, sorts: [] },
        claimableStoreList,
      );
      return claims.listClaimableStores(plan);
    },

    /**
     * A store that is not in the list yet. It starts unclaimed (the merchant claims it next);
     * the same name in the same city is refused, so the list does not fill with duplicates.
     */
    createStore: async (caller: Caller, body: NewStoreBody) => {
      await requireRole(db, caller, RoleCode.merchant);
      if (await claims.findStoreNamed(body.name, body.city))
        throw new AppError(Code.CONFLICT, 'storeAlreadyExists');
      return claims.insertStore({ ...body, created_by: caller.accountId });
    },

    apply: async (caller: Caller, storeId: number): Promise<ClaimSummary> => {
      await requireRole(db, caller, RoleCode.merchant);
      if (!(await claims.findStore(storeId))) throw new AppError(Code.NOT_FOUND, 'storeNotFound');
      const blocker = await claimBlocker(db, storeId, caller.accountId);
      if (blocker) throw blocker;
      let id: number;
      try {
        ({ id } = await claims.insertClaim(storeId, caller.accountId));
      } catch (error) {
        // Another claim of the store was inserted between the check and this insert.
        if (isUniqueViolation(error)) throw claimPending();
        throw error;
      }
      const [summary] = await summariesOf(caller.accountId, id);
      return summary as ClaimSummary;
    },

    /** Every claim of the caller, newest first, each with its next action. */
    status: async (caller: Caller): Promise<ClaimSummary[]> => {
      await requireRole(db, caller, RoleCode.merchant);
      return summariesOf(caller.accountId);
    },
  };
};
