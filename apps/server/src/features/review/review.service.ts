import {
  type AppReview,
  type AppReviewBody,
  appReviewBody,
  Code,
  type CursorPage,
  type Review,
  type ReviewAppealBody,
  type ReviewKind,
  type ReviewListBody,
  type ReviewSummary,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import type { Storage } from '../../storage/create-storage';
import { createReviewRepository, reviewList } from './review.repository';
import { notifyStore, threeLanguages } from './review-message';
import { createReviewWire, REPLY_EDIT_MS, REVIEW_APPEAL_ENTITY, REVIEW_ENTITY } from './review-wire';

/** Who acts in the store (the operation log). */
export interface ReviewActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}

export const reviewNotFound = () => new AppError(Code.NOT_FOUND, 'reviewNotFound');

/** Orders in these states may hold used vouchers; the review needs at least one use on top. */
const REVIEWABLE_STATES = new Set(['paid', 'partly_used', 'used']);

const round2 = (n: number) => Math.round(Number(n) * 100) / 100;

/**
 * Consumer reviews (docs/reviews.md): the buyer's review of a used order, and the store's
 * list, reply, appeal and averages. A store can never delete or hide a review; only the
 * platform hides one, by upholding an appeal (review-appeal.service.ts).
 */
export const createReviewService = (db: Database, storage: Storage | null) => {
  const repository = createReviewRepository(db);
  const wire = createReviewWire(repository, storage);

  /** The store's review, or -404 (another store's too). */
  const reviewOf = async (storeId: number, id: number) => {
    const row = await repository.find(storeId, id);
    if (!row) throw reviewNotFound();
    return row;
  };

  /** Pictures must be the buyer's own images, the video their own video. */
  const checkMedia = async (accountId: number, pictureIds: number[], videoId: number | null) => {
    const ids = [...new Set([...pictureIds, ...(videoId ? [videoId] : [])])];
    const files = new Map((await repository.files(ids)).map((f) => [f.id, f]));
    for (const id of ids) {
      const file = files.get(id);
      if (!file || file.account_id !== accountId || file.store_id !== null)
        throw new AppError(Code.VALIDATION, 'reviewFileNotYours');
      const wanted = id === videoId ? 'video' : 'image';
      if (file.purpose !== wanted || (id === videoId && pictureIds.includes(id)))
        throw new AppError(Code.VALIDATION, 'reviewFileWrongType');
    }
  };

  const create = async (
    caller: { accountId: number; requestId?: string },
    input: AppReviewBody,
  ): Promise<AppReview> => {
    const body = appReviewBody.parse(input);
    const order = await repository.orderForReview(body.order_id);
    // Another consumer's order is not found, as a missing one.
    if (!order || order.buyer_account_id !== caller.accountId)
      throw new AppError(Code.NOT_FOUND, 'reviewOrderNotFound');
    if (!REVIEWABLE_STATES.has(order.status) || !order.used)
      throw new AppError(Code.CONFLICT, 'reviewOrderNotUsed');
    if (await repository.reviewOfOrder(order.id)) throw new AppError(Code.CONFLICT, 'reviewAlreadyGiven');
    const pictureIds = [...new Set(body.picture_ids)];
    const videoId = body.video_id ?? null;
    await checkMedia(caller.accountId, pictureIds, videoId);
    const coach = body.coach_id ? await repository.storeCoach(order.store_id, body.coach_id) : undefined;
    if (body.coach_id && !coach) throw new AppError(Code.VALIDATION, 'reviewCoachNotFound');
    const now = isoNow();
    const listingName = order.listing?.name ?? order.title;
    try {
      const id = await db.transaction().execute(async (trx) => {
        const id = await createReviewRepository(trx).insert({
          store_id: order.store_id,
          order_id: order.id,
          buyer_account_id: caller.accountId,
          kind: videoId ? 'video' : 'text',
          stars: body.stars,
          text: body.text,
          picture_ids: JSON.stringify(pictureIds),
          video_id: videoId,
          has_media: pictureIds.length > 0 || videoId ? 1 : 0,
          listing_id: order.listing?.item_id ?? null,
          listing_name: listingName,
          coach_id: coach?.id ?? null,
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, {
          actor: caller.accountId,
          storeId: order.store_id,
          entity: REVIEW_ENTITY,
          entityId: id,
          from: null,
          to: 'created',
          reason: `${body.stars}`,
          requestId: caller.requestId ?? null,
        });
        await notifyStore(
          trx,
          order.store_id,
          threeLanguages('reviewNewTitle', 'reviewNewContent', {
            stars: body.stars,
            name: listingName,
            order_no: order.order_no,
          }),
          `review:${id}:new`,
        );
        return id;
      });
      return {
        id,
        order_id: order.id,
        kind: videoId ? 'video' : 'text',
        stars: body.stars,
        text: body.text,
        listing_id: order.listing?.item_id ?? null,
        coach_id: coach?.id ?? null,
        created_at: now,
      };
    } catch (error) {
      // Two reviews of one order at once: the unique order_id lets one in.
      if (isUniqueViolation(error)) throw new AppError(Code.CONFLICT, 'reviewAlreadyGiven');
      throw error;
    }
  };

  const list = async (
    storeId: number,
    body: ReviewListBody,
    origin: string | null,
  ): Promise<CursorPage<Review>> => {
    const { kind, ...query } = body;
    const page = await repository.page(
      storeId,
      kind,
      planListQuery(query as Parameters<typeof planListQuery>[0], reviewList),
    );
    return { ...page, content: await wire.reviews(page.content, origin) };
  };

  /**
   * The first reply, or an edit of it within 24 hours of the first reply (then -409). The
   * reply is never removed.
   */
  const reply = async (
    actor: ReviewActor,
    id: number,
    text: string,
    origin: string | null,
  ): Promise<Review> => {
    const row = await reviewOf(actor.storeId, id);
    const now = isoNow();
    await db.transaction().execute(async (trx) => {
      const reviews = createReviewRepository(trx);
      const fields = { reply_text: text, reply_account_id: actor.accountId, reply_updated_at: now };
      let first = row.replied_at === null;
      if (first && (await reviews.setReply(id, { ...fields, replied_at: now }, true)) === 0) first = false;
      if (!first) {
        const current = await reviews.findAny(id);
        const since = Date.parse(current?.replied_at ?? now);
        if (Date.now() - since > REPLY_EDIT_MS) throw new AppError(Code.CONFLICT, 'reviewReplyEditExpired');
        await reviews.setReply(id, fields, false);
      }
      await recordAudit(trx, {
        actor: actor.accountId,
        storeId: actor.storeId,
        entity: REVIEW_ENTITY,
        entityId: id,
        from: first ? 'unreplied' : 'replied',
        to: 'replied',
        reason: first ? 'reply' : 'reply edited',
        requestId: actor.requestId ?? null,
      });
    });
    return wire.review(await reviewOf(actor.storeId, id), origin);
  };

  /** The store asks the platform to hide a review, with evidence of its own files; one open appeal at a time. */
  const appeal = async (
    actor: ReviewActor,
    id: number,
    body: Required<ReviewAppealBody>,
    origin: string | null,
  ): Promise<Review> => {
    const row = await reviewOf(actor.storeId, id);
    if (Number(row.hidden) === 1) throw new AppError(Code.CONFLICT, 'reviewAlreadyHidden');
    if (await repository.openAppealOf(id)) throw new AppError(Code.CONFLICT, 'reviewAppealOpen');
    const evidence = [...new Set(body.evidence_file_ids)];
    const files = await repository.files(evidence);
    if (files.length !== evidence.length || files.some((f) => f.store_id !== actor.storeId))
      throw new AppError(Code.VALIDATION, 'reviewEvidenceNotFound');
    try {
      await db.transaction().execute(async (trx) => {
        const appealId = await createReviewRepository(trx).insertAppeal({
          review_id: id,
          store_id: actor.storeId,
          account_id: actor.accountId,
          reason: body.reason,
          evidence_file_ids: JSON.stringify(evidence),
          created_at: isoNow(),
        });
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: REVIEW_APPEAL_ENTITY,
          entityId: appealId,
          from: null,
          to: 'open',
          reason: body.reason,
          requestId: actor.requestId ?? null,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(Code.CONFLICT, 'reviewAppealOpen');
      throw error;
    }
    return wire.review(await reviewOf(actor.storeId, id), origin);
  };

  const summary = async (storeId: number): Promise<ReviewSummary> => {
    const { overall, listings, coaches } = await repository.summary(storeId);
    const rows = (list: { id: number | null; name: string; average: number; count: number }[]) =>
      list.map((r) => ({
        id: Number(r.id),
        name: r.name,
        average: round2(r.average),
        count: Number(r.count),
      }));
    return {
      average: overall.average === null ? 0 : round2(overall.average),
      count: Number(overall.count),
      listings: rows(listings),
      coaches: rows(coaches),
    };
  };

  return {
    create,
    list,
    /** The review's kind, to check the caller's permission for it (after -404). */
    kindOf: async (storeId: number, id: number): Promise<ReviewKind> =>
      (await reviewOf(storeId, id)).kind as ReviewKind,
    reply,
    appeal,
    summary,
  };
};

export type ReviewService = ReturnType<typeof createReviewService>;
