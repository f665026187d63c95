import { z } from 'zod';
import { bodyId, MAX_MONEY_FEN, multilineText, priceFen, text } from './common.schema';
import { cardKinds, cardTypeStatuses, prepaidRegions } from './membership.schema';

/**
 * Card types and the prepaid-rules setting (/card; docs/card-types.md). The wire
 * contract of `POST /card/type/list`, `GET /card/type/{id}`, `POST /card/type`,
 * `PUT /card/type/{id}`, `POST /card/type/{id}/off-sale|on-sale`, `GET /card/type/options`
 * and `GET|PUT /card/settings`. Money is integer fen.
 */

export const MAX_CARD_VALIDITY_DAYS = 3650;
export const MAX_CARD_SESSIONS = 9999;
export const MIN_SHARED_HOLDERS = 2;
export const MAX_SHARED_HOLDERS = 10;
export const MAX_FREEZE_DAYS = 365;
export const MAX_FREEZE_TIMES = 12;
export const MAX_CARD_TYPE_COURSES = 200;
export const MAX_CARD_TYPE_SORT = 9999;

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * POST /card/type and PUT /card/type/{id}. Fields of another kind are accepted and ignored
 * (stored as zero), so that a form switching kinds need not clear them: period cards use
 * gift_days, count cards sessions and gift_sessions, stored-value cards gift_fen.
 */
export const cardTypeBody = z
  .object({
    name: text({ max: 50 }),
    kind: z.enum(cardKinds),
    /** What the consumer pays, fen; the spec's price rule (more than 9 yuan). */
    price_fen: priceFen,
    /** Days valid from activation, every kind. */
    validity_days: whole(1, MAX_CARD_VALIDITY_DAYS),
    gift_days: whole(0, MAX_CARD_VALIDITY_DAYS).default(0),
    /** Count cards: required there. */
    sessions: whole(1, MAX_CARD_SESSIONS).nullable().default(null),
    gift_sessions: whole(0, MAX_CARD_SESSIONS).default(0),
    /** Stored-value cards: value given on top of the price. */
    gift_fen: z.number().int().min(0).max(MAX_MONEY_FEN).default(0),
    /** True: every course of the store; false: only `course_ids` (at least one). */
    all_courses: z.boolean().default(true),
    course_ids: z
      .array(bodyId)
      .max(MAX_CARD_TYPE_COURSES)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicateValues' })
      .default([]),
    shareable: z.boolean().default(false),
    /** Most holders, the buyer included: 2..10 when shareable; always 1 otherwise. */
    max_holders: whole(1, 100).default(1),
    parallel_use: z.boolean().default(false),
    freeze_allowed: z.boolean().default(false),
    /** Total days and number of freezes over a card's life; 1..365 and 1..12 when allowed. */
    max_freeze_days: whole(0, MAX_FREEZE_DAYS).default(0),
    max_freeze_times: whole(0, MAX_FREEZE_TIMES).default(0),
    description: multilineText({ max: 1000, min: 0 }).default(''),
    sort: whole(0, MAX_CARD_TYPE_SORT).default(0),
    /** A new type's state (default on sale). On PUT it may be sent but must be the current one. */
    status: z.enum(cardTypeStatuses).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'count' && body.sessions === null)
      ctx.addIssue({ code: 'custom', path: ['sessions'], message: 'requiredField' });
    if (!body.all_courses && body.course_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['course_ids'], message: 'requiredField' });
    if (body.shareable && (body.max_holders < MIN_SHARED_HOLDERS || body.max_holders > MAX_SHARED_HOLDERS))
      ctx.addIssue({ code: 'custom', path: ['max_holders'], message: 'cardTypeMaxHolders' });
    if (body.freeze_allowed && body.max_freeze_days < 1)
      ctx.addIssue({ code: 'custom', path: ['max_freeze_days'], message: 'cardTypeFreezeLimits' });
    if (body.freeze_allowed && body.max_freeze_times < 1)
      ctx.addIssue({ code: 'custom', path: ['max_freeze_times'], message: 'cardTypeFreezeLimits' });
  });
export type CardTypeBody = z.input<typeof cardTypeBody>;
export type CardTypeBodyParsed = z.output<typeof cardTypeBody>;

export const cardTypeCourse = z.object({ id: z.number().int(), name: z.string() });

/** One card type as the list and the detail answer. */
export const cardType = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(cardKinds),
  status: z.enum(cardTypeStatuses),
  price_fen: z.number().int(),
  validity_days: z.number().int(),
  gift_days: z.number().int(),
  sessions: z.number().int().nullable(),
  gift_sessions: z.number().int(),
  gift_fen: z.number().int(),
  all_courses: z.boolean(),
  course_ids: z.array(z.number().int()),
  /** The listed courses with their names (empty when all_courses). */
  courses: z.array(cardTypeCourse),
  shareable: z.boolean(),
  max_holders: z.number().int(),
  parallel_use: z.boolean(),
  freeze_allowed: z.boolean(),
  max_freeze_days: z.number().int(),
  max_freeze_times: z.number().int(),
  description: z.string(),
  sort: z.number().int(),
  /** Cards issued of this type (its kind is fixed once any is). */
  sold_count: z.number().int(),
  /**
   * Why this type cannot be sold under the store's prepaid rules (one message per broken cap,
   * in the caller's language); empty when it can.
   */
  cap_warnings: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardType = z.infer<typeof cardType>;

/** GET /card/type/options: the store's courses for the "valid for" picker. */
export const cardTypeOptions = z.object({
  courses: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
});
export type CardTypeOptions = z.infer<typeof cardTypeOptions>;

/** GET /card/settings and PUT /card/settings: the region whose prepaid rules the store follows. */
export const cardSettingsBody = z.object({ prepaid_region: z.enum(prepaidRegions) });
export type CardSettingsBody = z.input<typeof cardSettingsBody>;
export const cardSettings = cardSettingsBody;
export type CardSettings = z.infer<typeof cardSettings>;
