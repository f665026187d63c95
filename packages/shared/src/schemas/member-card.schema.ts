import { z } from 'zod';
import { requestNo } from '../request-no';
import { dateOnlyField } from './coach.schema';
import { bodyId, moneyFen, multilineText, text } from './common.schema';
import {
  cardHolderRoles,
  cardKinds,
  cardLedgerKinds,
  memberCardStatuses,
  prepaidRegions,
  salesChannels,
} from './membership.schema';

/**
 * Member cards (/cardlist; docs/cards.md): the wire contract of `POST /card/list`,
 * `GET /card/{id}`, `POST /card/{id}/ledger`, `GET /card/issue-options`, `POST /card/issue`,
 * `POST /card/{id}/use|freeze|unfreeze|transfer|refund`, `GET /card/{id}/refund/quote` and the
 * consumer's `POST /app/cards/{card_no}/transfer`.
 */

/** Longest single freeze, in days. */
export const MAX_FREEZE_DAYS_PER_REQUEST = 365;
/** How far ahead a chosen start date may be. */
export const MAX_START_DAYS_AHEAD = 90;
/** The window a use occupies when the desk gives neither a session nor times (docs/cards.md). */
export const DEFAULT_USE_WINDOW_MINUTES = 120;

const isoInstant = z.iso.datetime({ offset: true });

/** POST /card/issue. */
export const cardIssueBody = z.object({
  member_id: bodyId,
  card_type_id: bodyId,
  /** Store-local first day; the card activates then (or on first use, whichever comes first). */
  starts_on: dateOnlyField.optional(),
  request_no: requestNo,
});
export type CardIssueBody = z.input<typeof cardIssueBody>;

/** POST /card/{id}/use: a check-in at the desk. */
export const cardUseBody = z
  .object({
    member_id: bodyId,
    /** Sessions (count card, default 1) or fen (stored-value card, required); period cards ignore it. */
    units: z.number().int().min(1).max(2_147_483_647).optional(),
    session_id: bodyId.optional(),
    service_kind: z.enum(['timed', 'count']).optional(),
    service_id: bodyId.optional(),
    starts_at: isoInstant.optional(),
    ends_at: isoInstant.optional(),
    request_no: requestNo,
    note: text({ max: 200, min: 0 }).default(''),
  })
  .refine((b) => (b.starts_at === undefined) === (b.ends_at === undefined), {
    message: 'memberCardUseWindowPair',
    path: ['ends_at'],
  })
  .refine((b) => b.starts_at === undefined || b.ends_at === undefined || b.starts_at < b.ends_at, {
    message: 'memberCardUseWindowOrder',
    path: ['ends_at'],
  })
  .refine((b) => (b.service_kind === undefined) === (b.service_id === undefined), {
    message: 'memberCardServicePair',
    path: ['service_id'],
  });
export type CardUseBody = z.input<typeof cardUseBody>;

export const cardFreezeBody = z.object({
  days: z.number().int().min(1).max(MAX_FREEZE_DAYS_PER_REQUEST),
  reason: multilineText({ max: 200, min: 0 }).default(''),
});
export type CardFreezeBody = z.input<typeof cardFreezeBody>;

export const cardTransferBody = z.object({
  request_no: requestNo,
  to_member_id: bodyId,
  note: multilineText({ max: 200, min: 0 }).default(''),
});
export type CardTransferBody = z.input<typeof cardTransferBody>;

/** POST /app/cards/{card_no}/transfer: the consumer names the new holder by phone. */
export const appCardTransferBody = z.object({
  request_no: requestNo,
  to_phone: z.string().regex(/^1\d{10}$/, { message: 'phoneRule' }),
});
export const appCardParams = z.object({ card_no: z.string().regex(/^\d{6,20}$/) });

export const cardRefundBody = z.object({
  request_no: requestNo,
  /** The amount the quote showed; a different current quote is a -409 naming the new amount. */
  amount_fen: moneyFen,
  reason: multilineText({ max: 200, min: 0 }).default(''),
});
export type CardRefundBody = z.input<typeof cardRefundBody>;

/** One card as the list and the detail answer. */
export const memberCard = z.object({
  id: z.number().int(),
  card_no: z.string(),
  card_type_id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string().nullable(),
  status: z.enum(memberCardStatuses),
  kind: z.enum(cardKinds),
  name: z.string(),
  paid_fen: z.number().int(),
  validity_days: z.number().int(),
  sessions: z.number().int().nullable(),
  gift_sessions: z.number().int(),
  gift_days: z.number().int(),
  gift_fen: z.number().int(),
  shareable: z.boolean(),
  max_holders: z.number().int(),
  parallel_use: z.boolean(),
  freeze_allowed: z.boolean(),
  max_freeze_days: z.number().int(),
  max_freeze_times: z.number().int(),
  /** Sessions (count) or fen (stored value) left; null for period cards. */
  balance: z.number().int().nullable(),
  channel: z.enum(salesChannels),
  issued_at: z.string(),
  activated_at: z.string().nullable(),
  starts_on: z.string().nullable(),
  /** Last valid day; on a card not started yet, the last day it may start. */
  expires_on: z.string().nullable(),
  frozen_at: z.string().nullable(),
  frozen_until: z.string().nullable(),
  freeze_days_used: z.number().int(),
  freeze_count: z.number().int(),
  refunded_at: z.string().nullable(),
  refund_fen: z.number().int().nullable(),
  holder_count: z.number().int(),
});
export type MemberCard = z.infer<typeof memberCard>;

export const cardHolder = z.object({
  member_id: z.number().int(),
  full_name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(cardHolderRoles),
  created_at: z.string(),
});
export type CardHolder = z.infer<typeof cardHolder>;

export const memberCardDetail = memberCard.extend({ holders: z.array(cardHolder) });
export type MemberCardDetail = z.infer<typeof memberCardDetail>;

export const cardLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(cardLedgerKinds),
  delta: z.number().int(),
  balance_after: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  session_id: z.number().int().nullable(),
  service_kind: z.string().nullable(),
  service_id: z.number().int().nullable(),
  use_starts_at: z.string().nullable(),
  use_ends_at: z.string().nullable(),
  amount_fen: z.number().int().nullable(),
  note: z.string(),
  staff_account_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  request_no: z.string().nullable(),
  created_at: z.string(),
});
export type CardLedgerEntry = z.infer<typeof cardLedgerEntry>;

/** POST /card/{id}/use: the card after the use and the ledger row (the first one on a repeat). */
export const cardUseResult = z.object({ card: memberCard, entry: cardLedgerEntry });
export type CardUseResult = z.infer<typeof cardUseResult>;

/** GET /card/status_count: cards of the store per state (the list's tabs). */
export const cardStatusCount = z.object(
  Object.fromEntries(memberCardStatuses.map((s) => [s, z.number().int()])) as Record<
    (typeof memberCardStatuses)[number],
    z.ZodNumber
  >,
);
export type CardStatusCount = z.infer<typeof cardStatusCount>;

/** GET /card/sold-types: the types the store's cards were sold under (the list's type filter). */
export const soldCardType = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(cardKinds),
});
export type SoldCardType = z.infer<typeof soldCardType>;

/** A card type on sale, as the issue drawer shows it (GET /card/issue-options). */
export const issueOptionType = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(cardKinds),
  price_fen: z.number().int(),
  validity_days: z.number().int(),
  sessions: z.number().int().nullable(),
  gift_sessions: z.number().int(),
  gift_days: z.number().int(),
  gift_fen: z.number().int(),
  shareable: z.boolean(),
  max_holders: z.number().int(),
  parallel_use: z.boolean(),
  freeze_allowed: z.boolean(),
  max_freeze_days: z.number().int(),
  max_freeze_times: z.number().int(),
  description: z.string(),
  /** The region's caps this type breaks on its own, in the caller's language (empty: sellable). */
  cap_messages: z.array(z.string()),
});
export type IssueOptionType = z.infer<typeof issueOptionType>;

export const issueOptions = z.object({
  prepaid_region: z.enum(prepaidRegions),
  types: z.array(issueOptionType),
});
export type IssueOptions = z.infer<typeof issueOptions>;

export const refundQuoteSchema = z.object({
  basis: z.enum(['cooling_off', 'count', 'stored_value', 'period', 'none']),
  paid_fen: z.number().int(),
  total_units: z.number().int(),
  remaining_units: z.number().int(),
  amount_fen: z.number().int(),
  cooling_off_until: z.string(),
  /** The working, e.g. "1200.00 × 8 / 12 = 800.00" (numbers only, any language). */
  formula: z.string(),
});

/** POST /app/cards/{card_no}/transfer: what the consumer sees afterwards. */
export const appCardTransferResult = z.object({ card_no: z.string(), to_member_name: z.string() });
