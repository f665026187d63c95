/** What the review screens decide from a review: which permission, whether a reply may still be edited. */
import type { Review, ReviewKind } from '@merchant/shared';

export const reviewPermission = {
  text: { view: 'review:view', reply: 'review:reply' },
  video: { view: 'videoreview:view', reply: 'videoreview:reply' },
} as const satisfies Record<ReviewKind, Record<'view' | 'reply', string>>;

/** No reply yet, or the first reply is less than 24 hours old. */
export const canEditReply = (review: Review, now: number = Date.now()): boolean =>
  review.reply_editable_until === null || Date.parse(review.reply_editable_until) > now;

/** The merchant may appeal unless an appeal is open or the platform has already upheld one. */
export const canAppeal = (review: Review): boolean => !review.hidden && review.appeal?.status !== 'open';
