import {
  Code,
  type ListQuery,
  type Page,
  type PlatformReviewAppeal,
  type ReviewAppealStatus,
  type ReviewDecideBody,
  type ReviewKind,
  reviewDecideBody,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { defineTransitions, recordAudit, transition } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import type { Storage } from '../../storage/create-storage';
import { createReviewRepository, reviewAppealList } from './review.repository';
import { notifyStore, threeLanguages } from './review-message';
import { createReviewWire, REVIEW_APPEAL_ENTITY, REVIEW_ENTITY } from './review-wire';

/** A platform account through the API, or the operator at the command line. */
export type AppealReviewer = { caller: Caller; requestId?: string } | 'cli';

/** Only the platform decides an open appeal; a decision is final. */
export const reviewAppealTransitions = defineTransitions<ReviewAppealStatus>([
  { from: 'open', to: 'upheld', by: ['platform'] },
  { from: 'open', to: 'dismissed', by: ['platform'] },
]);

const appealNotFound = () => new AppError(Code.NOT_FOUND, 'reviewAppealNotFound');

/**
 * The platform's side of review appeals (docs/reviews.md "Appeals"), for /api/platform and the
 * command-line tool alike. Upholding hides the review from the storefront and the averages;
 * the store is told the outcome either way.
 */
export const createReviewAppealService = (db: Database, storage: Storage | null = null) => {
  const repository = createReviewRepository(db);
  const wire = createReviewWire(repository, storage);

  const toItems = async (
    rows: Awaited<ReturnType<typeof repository.appeal>>[],
    origin: string | null,
  ): Promise<PlatformReviewAppeal[]> => {
    const present = rows.flatMap((r) => (r ? [r] : []));
    const appeals = await wire.appeals(present, origin);
    return Promise.all(
      present.map(async (row, index) => {
        const review = await repository.findAny(row.review_id);
        return {
          ...(appeals[index] as (typeof appeals)[number]),
          store_id: row.store_id,
          store_name: await repository.storeName(row.store_id),
          review: {
            stars: review?.stars ?? 0,
            text: review?.text ?? '',
            kind: (review?.kind ?? 'text') as ReviewKind,
            listing_name: review?.listing_name ?? '',
            created_at: review?.created_at ?? '',
          },
        };
      }),
    );
  };

  const list = async (
    _reviewer: AppealReviewer,
    query: ListQuery,
    origin: string | null = null,
  ): Promise<Page<PlatformReviewAppeal>> => {
    const page = await repository.appealPage(planListQuery(query, reviewAppealList));
    return { ...page, content: await toItems(page.content, origin) };
  };

  const decide = async (
    reviewer: AppealReviewer,
    id: number,
    input: ReviewDecideBody,
  ): Promise<PlatformReviewAppeal> => {
    // The command line has no schema in front of it: the API's rule, checked here too.
    const parsed = reviewDecideBody.safeParse(input);
    if (!parsed.success) throw new AppError(Code.VALIDATION, 'invalidField', { field: 'reason' });
    const { decision, reason } = parsed.data;
    const actor = {
      kind: 'platform' as const,
      accountId: reviewer === 'cli' ? null : reviewer.caller.accountId,
      requestId: reviewer === 'cli' ? null : (reviewer.requestId ?? null),
    };
    const appeal = await repository.appeal(id);
    if (!appeal) throw appealNotFound();
    if (appeal.status !== 'open') throw new AppError(Code.CONFLICT, 'reviewAppealDecided');
    const now = isoNow();
    await db.transaction().execute(async (trx) => {
      const reviews = createReviewRepository(trx);
      await transition(trx, {
        table: 'consumer_review_appeals',
        entity: REVIEW_APPEAL_ENTITY,
        transitions: reviewAppealTransitions,
        id,
        storeId: appeal.store_id,
        from: 'open',
        to: decision,
        actor,
        reason,
        extra: { decision_reason: reason, decided_at: now, decided_by: actor.accountId },
      });
      const review = await reviews.findAny(appeal.review_id);
      if (decision === 'upheld') {
        await reviews.hide(appeal.review_id, now);
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: appeal.store_id,
          entity: REVIEW_ENTITY,
          entityId: appeal.review_id,
          from: 'visible',
          to: 'hidden',
          reason,
          requestId: actor.requestId,
        });
      }
      await notifyStore(
        trx,
        appeal.store_id,
        threeLanguages(
          decision === 'upheld' ? 'reviewAppealUpheldTitle' : 'reviewAppealDismissedTitle',
          'reviewAppealDecidedContent',
          { name: review?.listing_name ?? '', order_no: review?.order_no ?? '', reason },
        ),
        `review-appeal:${id}:${decision}`,
      );
    });
    return (await toItems([await repository.appeal(id)], null))[0] as PlatformReviewAppeal;
  };

  return { list, decide };
};

export type ReviewAppealService = ReturnType<typeof createReviewAppealService>;
