import { z } from 'zod';
import { requestNo } from '../request-no';
import { bodyId, multilineText, text } from './common.schema';
import {
  cardHolderRoles,
  cardKinds,
  memberCardStatuses,
  salesChannels,
  shareRequestStatuses,
} from './membership.schema';

/**
 * Card sharing and its review (/membereview, the hidden shareCard screen;
 * docs/card-sharing.md). A holder of a shareable card asks for another member to become a
 * holder too; the store approves (a `card_holders` row, role 'shared') or rejects with a reason.
 */

/** Why a card cannot take a new holder: the value of a refused lookup or request. */
export const shareFailures = [
  'card_not_found',
  'card_refunded',
  'card_expired',
  'card_not_shareable',
  'card_frozen',
  'already_holder',
  'already_pending',
  'holder_limit',
] as const;
export type ShareFailure = (typeof shareFailures)[number];

/** The number printed on a card (member_cards.card_no, at most 20 characters). */
export const cardNoField = text({ max: 20 });

/** POST /card/share/lookup: `member_id` adds the checks that concern that member. */
export const shareLookupBody = z.object({
  card_no: cardNoField,
  member_id: bodyId.optional(),
});
export type ShareLookupBody = z.input<typeof shareLookupBody>;

/** POST /card/share (the desk enters a request for a member of the store). */
export const shareRequestBody = z.object({ card_no: cardNoField, member_id: bodyId });
export type ShareRequestBody = z.input<typeof shareRequestBody>;

/** POST /app/card/share/lookup and POST /app/card/share (the consumer asks for themself). */
export const appShareBody = z.object({ card_no: cardNoField });
export type AppShareBody = z.input<typeof appShareBody>;

/** POST /card/share/{id}/reject: the reason is required (an empty one is refused with its own message). */
/** POST /card/share/{id}/approve: approving adds a holder, so it is one idempotent action. */
export const shareApproveBody = z.object({ request_no: requestNo });
export type ShareApproveBody = z.infer<typeof shareApproveBody>;

export const shareRejectBody = z.object({ reason: multilineText({ max: 200, min: 0 }).default('') });
export type ShareRejectBody = z.input<typeof shareRejectBody>;

/** What anyone who knows a card's number may see of it (the owner's name is masked: 张*). */
export const shareCardSummary = z.object({
  card_no: z.string(),
  name: z.string(),
  kind: z.enum(cardKinds),
  owner_name: z.string(),
  /** Holders now, the owner included, and the most the card allows. */
  holders: z.number().int(),
  max_holders: z.number().int(),
  expires_on: z.string().nullable(),
  status: z.enum(memberCardStatuses),
});
export type ShareCardSummary = z.infer<typeof shareCardSummary>;

/** One share request as the store reviews it (POST /card/share/list, approve, reject). */
export const shareRequest = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  card_no: z.string(),
  card_name: z.string(),
  card_kind: z.enum(cardKinds),
  card_status: z.enum(memberCardStatuses),
  expires_on: z.string().nullable(),
  holders: z.number().int(),
  max_holders: z.number().int(),
  owner_name: z.string(),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string().nullable(),
  channel: z.enum(salesChannels),
  status: z.enum(shareRequestStatuses),
  reason: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ShareRequest = z.infer<typeof shareRequest>;

/** One of the consumer's own requests (GET /app/card/share, POST /app/card/share). */
export const appShareRequest = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  card_no: z.string(),
  card_name: z.string(),
  status: z.enum(shareRequestStatuses),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AppShareRequest = z.infer<typeof appShareRequest>;

/** GET /member/card/share/query_share_num: requests of the store waiting for review. */
export const shareNum = z.object({ share_num: z.number().int() });
export type ShareNum = z.infer<typeof shareNum>;

/** One holder of a shareable card (POST /card/share/cards, the shareCard screen). */
export const sharedCardHolder = z.object({
  card_id: z.number().int(),
  card_no: z.string(),
  card_name: z.string(),
  card_kind: z.enum(cardKinds),
  card_status: z.enum(memberCardStatuses),
  expires_on: z.string().nullable(),
  holders: z.number().int(),
  max_holders: z.number().int(),
  has_room: z.boolean(),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string().nullable(),
  role: z.enum(cardHolderRoles),
  since: z.string(),
});
export type SharedCardHolder = z.infer<typeof sharedCardHolder>;

/** "张三" → "张*", "欧阳娜娜" → "欧***": the first character, a star for each other one. */
export const maskName = (name: string): string => {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '*';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
};
