import { z } from 'zod';
import { pageSchema } from '../list-query';
import { isResidentIdCard, isStorePhone, isUnifiedCreditCode } from '../validators';
import { bodyId, idParam, multilineText, queryPaging, text as textOf } from './common.schema';
import { newPasswordField, phoneField, smsCodeField } from './user.schema';

/**
 * Onboarding (docs/api.md "Onboarding"): registration, stores open to claim, claims,
 * qualifications and the platform's review. Issue messages are message keys (messages.ts).
 */

/** Upper-cased before the rule, so a lower-case x or licence letters are accepted and stored upper. */
export const idCardField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isResidentIdCard(v), { message: 'idCardRule' });
export const licenceCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isUnifiedCreditCode(v), { message: 'licenceCodeRule' });
export const storePhoneField = z.string().trim().refine(isStorePhone, { message: 'storePhoneRule' });

const text = (max: number) => textOf({ max });

export const registerBody = z.object({
  phone: phoneField,
  code: smsCodeField,
  password: newPasswordField,
  /** Shown in the top bar; the phone when left out. */
  name: text(100).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** GET /claim/stores: `name` and `city` match case-insensitively anywhere in the field. */
export const claimStoreQuery = z.object({
  name: textOf({ max: 100, min: 0 }).optional(),
  city: textOf({ max: 50, min: 0 }).optional(),
  ...queryPaging(10),
});
/** What a client passes (the query string carries it as text). */
export interface ClaimStoreQuery {
  name?: string;
  city?: string;
  number?: number;
  size?: number;
}

export const claimableStore = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
});
export type ClaimableStore = z.infer<typeof claimableStore>;
export const claimableStorePage = pageSchema(claimableStore);

export const newStoreBody = z.object({
  name: text(100),
  city: text(50),
  address: text(200),
  phone: storePhoneField,
});
export type NewStoreBody = z.infer<typeof newStoreBody>;
export const createdStore = claimableStore.extend({ phone: z.string() });

export const claimApplyBody = z.object({ store_id: bodyId });

export const claimStatuses = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * What the merchant does next: pending without qualifications -> submit them; pending with
 * them -> wait for the review; rejected -> correct and resubmit them; approved -> done.
 */
export const nextActions = ['submit_qualifications', 'wait_review', 'resubmit', 'done'] as const;
export type NextAction = (typeof nextActions)[number];

export const claimSummary = z.object({
  id: z.number().int(),
  store: claimableStore,
  status: z.enum(claimStatuses),
  /** The rejection reason; null unless rejected. */
  reason: z.string().nullable(),
  qualification_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  next_action: z.enum(nextActions),
});
export type ClaimSummary = z.infer<typeof claimSummary>;

/** POST /claim/qualification; the photo ids are ids of the caller's uploaded files. */
export const qualificationBody = z.object({
  claim_id: bodyId,
  licence_code: licenceCodeField,
  licence_photo_id: bodyId,
  legal_name: text(50),
  id_card: idCardField,
  id_card_front_id: bodyId,
  id_card_back_id: bodyId,
  contact_phone: phoneField,
});
export type QualificationBody = z.infer<typeof qualificationBody>;

const qualificationFields = {
  id: z.number().int(),
  licence_code: z.string(),
  licence_photo_id: z.number().int(),
  legal_name: z.string(),
  id_card: z.string(),
  id_card_front_id: z.number().int(),
  id_card_back_id: z.number().int(),
  contact_phone: z.string(),
  created_at: z.string(),
  /** Set again by each resubmission. */
  updated_at: z.string(),
};

/** The qualifications as the merchant sees them, with their claim's store and status. */
export const qualification = z.object({
  ...qualificationFields,
  claim_id: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(claimStatuses),
});
export type Qualification = z.infer<typeof qualification>;

export const qualificationIdQuery = z.object({ id: idParam });

export const platformClaim = z.object({
  id: z.number().int(),
  status: z.enum(claimStatuses),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  store: claimableStore,
  merchant: z.object({ id: z.number().int(), username: z.string(), name: z.string(), phone: z.string() }),
  qualification: z.object(qualificationFields).nullable(),
});
export type PlatformClaim = z.infer<typeof platformClaim>;
export const platformClaimPage = pageSchema(platformClaim);

export const rejectBody = z.object({
  reason: multilineText({ max: 500, min: 0 }).refine((v) => v.length >= 1 && v.length <= 500, {
    message: 'rejectReasonRule',
  }),
});
