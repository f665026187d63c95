import {
  type ClaimStatus,
  Code,
  hasControlCharacters,
  type ListQuery,
  type Page,
  type PlatformClaim,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { transition } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import { queueSystemMessage } from '../message';
import { createSessionRepository } from '../session/session.repository';
import { createClaimRepository } from './claim.repository';
import { claimNotFound } from './claim.service';
import { decisionMessage } from './claim-rules';
import { CLAIM_ENTITY, claimTransitions } from './claim-transitions';
import { createQualificationRepository } from './qualification.repository';
import { qualificationFieldsOf } from './qualification.service';
import { createReviewRepository, platformClaimList, type ReviewRow } from './review.repository';

/**
 * Who reviews: a platform account through the API (checked on every call), or the operator
 * at the command line (apps/server/src/cli/platform.ts), who already holds the database.
 */
export type Reviewer = { caller: Caller; requestId?: string } | 'cli';

const toPlatformClaim = (
  row: ReviewRow,
  qualification: Parameters<typeof qualificationFieldsOf>[0] | undefined,
): PlatformClaim => ({
  id: row.id,
  status: row.status as ClaimStatus,
  reason: row.reason,
  created_at: row.created_at,
  decided_at: row.decided_at,
  store: { id: row.store_id, name: row.store_name, city: row.store_city, address: row.store_address },
  merchant: {
    id: row.account_id,
    username: row.username,
    name: row.account_name,
    phone: row.account_phone ?? '',
  },
  qualification: qualification ? qualificationFieldsOf(qualification) : null,
});

/** The platform's review of claims: the same calls for the API and the command-line tool. */
export const createReviewService = (db: Database) => {
  const reviews = createReviewRepository(db);
  const qualifications = createQualificationRepository(db);

  /**
   * The deciding account's id, or null for the command line. The routes' `platform` scope has
   * already admitted only platform accounts.
   */
  const authorise = async (reviewer: Reviewer): Promise<number | null> =>
    reviewer === 'cli' ? null : reviewer.caller.accountId;

  const withQualifications = async (rows: ReviewRow[]): Promise<PlatformClaim[]> => {
    const found = await qualifications.listByClaims(rows.map((r) => r.id));
    const byClaim = new Map(found.map((q) => [q.claim_id, q]));
    return rows.map((row) => toPlatformClaim(row, byClaim.get(row.id)));
  };

  const show = async (id: number): Promise<PlatformClaim> => {
    const row = await reviews.find(id);
    if (!row) throw claimNotFound();
    return (await withQualifications([row]))[0] as PlatformClaim;
  };

  /**
   * Locks the claim and checks that it still waits for a decision; the decision (a guarded
   * transition with its operation-log row), the message to the merchant and (for an approval)
   * the store management right are one transaction.
   */
  const decide = async (
    reviewer: Reviewer,
    id: number,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ): Promise<PlatformClaim> => {
    const decidedBy = await authorise(reviewer);
    await db.transaction().execute(async (trx) => {
      const claims = createClaimRepository(trx);
      const claim = await claims.lockClaim(id);
      if (!claim) throw claimNotFound();
      if (claim.status !== 'pending') throw new AppError(Code.CONFLICT, 'claimAlreadyDecided');
      if (decision.status === 'approved') {
        if ((await createQualificationRepository(trx).findIdByClaim(id)) === undefined)
          throw new AppError(Code.CONFLICT, 'qualificationMissing');
        // A store given to someone else outside the claim flow (the seed, an operator).
        if ((await claims.managerIds(claim.store_id)).some((m) => m !== claim.account_id))
          throw new AppError(Code.CONFLICT, 'storeAlreadyClaimed');
        await claims.addManager(claim.account_id, claim.store_id);
        await createSessionRepository(trx).setStoreWhereNone(claim.account_id, claim.store_id);
      }
      const reason = decision.status === 'rejected' ? decision.reason : null;
      await transition(trx, {
        table: 'store_claims',
        entity: CLAIM_ENTITY,
        transitions: claimTransitions,
        id,
        storeId: claim.store_id,
        from: 'pending',
        to: decision.status,
        actor: {
          kind: 'platform',
          accountId: decidedBy,
          requestId: reviewer === 'cli' ? null : reviewer.requestId,
        },
        reason,
        extra: { reason, decided_at: isoNow(), decided_by: decidedBy },
      });
      // Through the outbox: delivered once this transaction has committed (docs/jobs-and-outbox.md).
      await queueSystemMessage(
        trx,
        claim.account_id,
        decisionMessage(decision, claim.store_name),
        `store-claim:${id}:${decision.status}`,
      );
    });
    return show(id);
  };

  return {
    list: async (reviewer: Reviewer, query: ListQuery): Promise<Page<PlatformClaim>> => {
      await authorise(reviewer);
      const page = await reviews.list(planListQuery(query, platformClaimList));
      return { ...page, content: await withQualifications(page.content) };
    },

    show: async (reviewer: Reviewer, id: number) => {
      await authorise(reviewer);
      return show(id);
    },

    /** Needs submitted qualifications; makes the merchant a manager of the store. */
    approve: (reviewer: Reviewer, id: number) => decide(reviewer, id, { status: 'approved' }),

    /** The reason is required (the API's schema checks it too; the command line relies on this). */
    reject: async (reviewer: Reviewer, id: number, reason: string) => {
      const text = reason.trim();
      if (!text || text.length > 500) throw new AppError(Code.VALIDATION, 'rejectReasonRule');
      // The command line has no schema in front of it: the same rule as the API's text fields.
      if (hasControlCharacters(text, true))
        throw new AppError(Code.VALIDATION, 'controlCharacters', { field: 'reason' });
      return decide(reviewer, id, { status: 'rejected', reason: text });
    },
  };
};
