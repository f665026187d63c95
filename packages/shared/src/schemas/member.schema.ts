import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../list-query';
import { idCardField } from './claim.schema';
import { MAX_DB_ID, MAX_PAGE_SIZE, multilineText, text } from './common.schema';
import {
  cardHolderRoles,
  cardKinds,
  cardLedgerKinds,
  memberCardStatuses,
  salesChannels,
} from './membership.schema';
import { phoneField } from './user.schema';

/**
 * Members (/member; docs/members.md): everyone who bought at or was added by a store.
 * The wire contract of `POST /member/list`, `GET /member/{id}`, `GET /member/{id}/ledger`,
 * `POST /member`, `PUT /member/{id}` and `POST /member/{id}/notes`.
 *
 * The ID card number never travels back: the server keeps a keyed hash (exact search) and a
 * masked copy (`110101********123X`), and answers only the masked copy.
 */

/** Spec §7: the member search pages by 50. */
export const MEMBER_PAGE_SIZE = 50;
/** The detail's usage ledger pages by 50 too. */
export const MEMBER_LEDGER_PAGE_SIZE = 50;
export const MAX_MEMBER_NOTE = 500;

/** The list query of `POST /member/list`: the generic one, with 50 rows a page by default. */
export const memberListQuerySchema = listQuerySchema.extend({
  pageable: z
    .object({
      number: z.number().int().min(1).max(MAX_DB_ID).default(1),
      size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(MEMBER_PAGE_SIZE),
    })
    .default({ number: 1, size: MEMBER_PAGE_SIZE }),
});

/** A blank text field of a form means "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** A blank ID card means "unchanged" (on PUT; nothing on POST); only `null` clears it. */
const blankToAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalPhone = z.preprocess(blankToNull, phoneField.nullable().optional());
const optionalName = z.preprocess(blankToNull, text({ max: 50 }).nullable().optional());

/**
 * POST /member (a walk-in at the desk) and PUT /member/{id}. A child (a guardian given) may have
 * no phone of their own; then the guardian's name and phone are both required. Adults need a phone.
 */
export const memberBody = z
  .object({
    full_name: text({ max: 50 }),
    phone: optionalPhone,
    /** Upper-cased and checked (checksum, birth date); PUT: absent or blank keeps, null clears. */
    id_card: z.preprocess(blankToAbsent, idCardField.nullable().optional()),
    guardian_name: optionalName,
    guardian_phone: optionalPhone,
    /** POST only: a first note about the member (ignored on PUT). */
    note: z.preprocess(blankToNull, multilineText({ max: MAX_MEMBER_NOTE }).nullable().optional()),
  })
  .superRefine((body, ctx) => {
    const guardian = Boolean(body.guardian_name) || Boolean(body.guardian_phone);
    if (guardian && !body.guardian_name)
      ctx.addIssue({ code: 'custom', path: ['guardian_name'], message: 'memberGuardianBoth' });
    else if (guardian && !body.guardian_phone)
      ctx.addIssue({ code: 'custom', path: ['guardian_phone'], message: 'memberGuardianBoth' });
    else if (!guardian && !body.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'memberPhoneOrGuardian' });
  });
export type MemberBody = z.input<typeof memberBody>;
export type MemberBodyParsed = z.output<typeof memberBody>;

export const memberNoteBody = z.object({ body: multilineText({ max: MAX_MEMBER_NOTE }) });
export type MemberNoteBody = z.input<typeof memberNoteBody>;

/** One member as the list answers it (and the head of the detail). */
export const member = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string().nullable(),
  /** Masked, e.g. `110101********123X`; null when none is on file. */
  id_card_masked: z.string().nullable(),
  guardian_name: z.string().nullable(),
  guardian_phone: z.string().nullable(),
  /** Has a guardian (a child). */
  is_child: z.boolean(),
  source: z.enum(salesChannels),
  last_visit_at: z.string().nullable(),
  /** Cards the member holds (owned or shared) that are not expired or refunded. */
  card_count: z.number().int(),
  /** The earliest last day of an active card they hold, or null. */
  next_card_expiry: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Member = z.infer<typeof member>;

/** A card the member holds, as owner or as an approved sharer. */
export const memberHeldCard = z.object({
  id: z.number().int(),
  card_no: z.string(),
  name: z.string(),
  kind: z.enum(cardKinds),
  status: z.enum(memberCardStatuses),
  role: z.enum(cardHolderRoles),
  /** Sessions left (count) or fen left (stored value); null for period cards. */
  balance: z.number().int().nullable(),
  starts_on: z.string().nullable(),
  expires_on: z.string().nullable(),
});
export type MemberHeldCard = z.infer<typeof memberHeldCard>;

/** One row of the usage ledger of the member's cards. */
export const memberLedgerRow = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  card_no: z.string(),
  card_name: z.string(),
  card_kind: z.enum(cardKinds),
  kind: z.enum(cardLedgerKinds),
  delta: z.number().int(),
  balance_after: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  session_id: z.number().int().nullable(),
  service_kind: z.string().nullable(),
  service_id: z.number().int().nullable(),
  amount_fen: z.number().int().nullable(),
  note: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type MemberLedgerRow = z.infer<typeof memberLedgerRow>;

export const memberNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type MemberNote = z.infer<typeof memberNote>;

/** GET /member/{id}: the member, cards, the first page of the ledger, notes (newest first). */
export const memberDetail = member.extend({
  cards: z.array(memberHeldCard),
  ledger: pageSchema(memberLedgerRow),
  notes: z.array(memberNote),
  /** Filled by the orders issue; always empty until then. */
  bookings: z.array(z.unknown()),
  orders: z.array(z.unknown()),
});
export type MemberDetail = z.infer<typeof memberDetail>;
