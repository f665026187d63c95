import {
  REVIEW_REPLY_EDIT_HOURS,
  type Review,
  type ReviewAppeal,
  type ReviewAppealStatus,
  type ReviewFile,
  type ReviewKind,
} from '@merchant/shared';
import type { Storage } from '../../storage/create-storage';
import { signFileUrl } from '../upload/upload.service';
import type { ReviewAppealRow, ReviewRepository, ReviewRow } from './review.repository';

/** The review's entity name in the operation log; its appeals have their own. */
export const REVIEW_ENTITY = 'consumer_review';
export const REVIEW_APPEAL_ENTITY = 'consumer_review_appeal';
export const REVIEW_MESSAGE_CATEGORY = 'review';

export const REPLY_EDIT_MS = REVIEW_REPLY_EDIT_HOURS * 3600_000;

/** 13800138000 → 138****8000; anything shorter keeps its first and last character. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/^(.).*(.)$/, '$1**$2');

export const parseIds = (json: string): number[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
};

/**
 * Turns rows into wire objects, signing the files' addresses for `origin` (null at the command
 * line: no addresses). Files are read in one query per page.
 */
export const createReviewWire = (repository: ReviewRepository, storage: Storage | null) => {
  const filesOf = async (ids: number[], origin: string | null) => {
    const rows = await repository.files([...new Set(ids)]);
    const signed = new Map<number, ReviewFile>();
    for (const row of rows)
      signed.set(row.id, {
        id: row.id,
        content_type: row.content_type,
        url: storage && origin ? (await signFileUrl(storage, row, origin)).url : null,
      });
    return signed;
  };
  const pick = (files: Map<number, ReviewFile>, ids: number[]) =>
    ids.flatMap((id) => {
      const file = files.get(id);
      return file ? [file] : [];
    });

  const toAppeal = (row: ReviewAppealRow, files: Map<number, ReviewFile>): ReviewAppeal => ({
    id: row.id,
    review_id: row.review_id,
    status: row.status as ReviewAppealStatus,
    reason: row.reason,
    evidence: pick(files, parseIds(row.evidence_file_ids)),
    decision_reason: row.decision_reason,
    created_at: row.created_at,
    decided_at: row.decided_at,
  });

  const reviews = async (rows: ReviewRow[], origin: string | null): Promise<Review[]> => {
    const appeals = new Map(
      (await repository.latestAppeals(rows.map((r) => r.id))).map((a) => [a.review_id, a]),
    );
    const ids = rows.flatMap((r) => [
      ...parseIds(r.picture_ids),
      ...(r.video_id ? [r.video_id] : []),
      ...parseIds(appeals.get(r.id)?.evidence_file_ids ?? '[]'),
    ]);
    const files = await filesOf(ids, origin);
    return rows.map((r) => {
      const appeal = appeals.get(r.id);
      return {
        id: r.id,
        store_id: r.store_id,
        order_id: r.order_id,
        order_no: r.order_no,
        kind: r.kind as ReviewKind,
        stars: r.stars,
        text: r.text,
        buyer: maskPhone(r.buyer_phone),
        listing_id: r.listing_id,
        listing_name: r.listing_name,
        coach_id: r.coach_id,
        coach_name: r.coach_name ?? null,
        pictures: pick(files, parseIds(r.picture_ids)),
        video: r.video_id ? (files.get(r.video_id) ?? null) : null,
        reply_text: r.reply_text,
        replied_at: r.replied_at,
        reply_updated_at: r.reply_updated_at,
        reply_editable_until: r.replied_at
          ? new Date(Date.parse(r.replied_at) + REPLY_EDIT_MS).toISOString()
          : null,
        hidden: Number(r.hidden) === 1,
        appeal: appeal ? toAppeal(appeal, files) : null,
        created_at: r.created_at,
      };
    });
  };

  return {
    reviews,
    review: async (row: ReviewRow, origin: string | null) => (await reviews([row], origin))[0] as Review,
    appeals: async (rows: ReviewAppealRow[], origin: string | null) => {
      const files = await filesOf(
        rows.flatMap((r) => parseIds(r.evidence_file_ids)),
        origin,
      );
      return rows.map((r) => toAppeal(r, files));
    },
  };
};
