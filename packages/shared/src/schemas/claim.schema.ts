import { z } from 'zod';
import { pageSchema } from '../list-query';
import { isResidentIdCard, isStorePhone, isUnifiedCreditCode } from '../validators';
import { MAX_DB_ID } from './store.schema';
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

/** An id in a JSON body: a real number (no coercion: `true` must not become 1). */
const bodyId = z.number().int().positive().max(MAX_DB_ID);
const text = (max: number) => z.string().trim().min(1).max(max);

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
  name: z.string().trim().max(100).optional(),
  city: z.string().trim().max(50).optional(),
  number: z.coerce.number().int().min(1).max(MAX_DB_ID).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ClaimStoreQuery = z.input<typeof claimStoreQuery>;

export const claimableStore = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
});
export type ClaimableStore = z.infer<typeof claimableStore>;
/** A store of the claim list, which says whether a claim of it (anyone's) waits for review. */
export const listedClaimableStore = claimableStore.extend({ pending: z.boolean() });
export type ListedClaimableStore = z.infer<typeof listedClaimableStore>;
export const claimableStorePage = pageSchema(listedClaimableStore);

export const newStoreBody = z.object({
  name: text(100),
  city: text(50),
  address: text(200),
  phone: storePhoneField,
});
export type NewStoreBody = z.infer<typeof newStoreBody>;
export const createdStore = claimableStore.extend({ phone: z.string() });

export const claimApplyBody = z.object({ storeId: bodyId });

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
  qualificationId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  nextAction: z.enum(nextActions),
});
export type ClaimSummary = z.infer<typeof claimSummary>;

/** POST /claim/qualification; the photo ids are ids of the caller's uploaded files. */
export const qualificationBody = z.object({
  claimId: bodyId,
  licenceCode: licenceCodeField,
  licencePhotoId: bodyId,
  legalName: text(50),
  idCardNumber: idCardField,
  idCardFrontId: bodyId,
  idCardBackId: bodyId,
  contactPhone: phoneField,
});
export type QualificationBody = z.infer<typeof qualificationBody>;

const qualificationFields = {
  id: z.number().int(),
  licenceCode: z.string(),
  licencePhotoId: z.number().int(),
  legalName: z.string(),
  idCardNumber: z.string(),
  idCardFrontId: z.number().int(),
  idCardBackId: z.number().int(),
  contactPhone: z.string(),
  createdAt: z.string(),
  /** Set again by each resubmission. */
  updatedAt: z.string(),
};

/** The qualifications as the merchant sees them, with their claim's store and status. */
export const qualification = z.object({
  ...qualificationFields,
  claimId: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(claimStatuses),
});
export type Qualification = z.infer<typeof qualification>;

export const qualificationIdQuery = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_ID) });

/** GET /platform/claims */
export const platformClaimQuery = z.object({
  status: z.enum(claimStatuses).optional(),
  number: z.coerce.number().int().min(1).max(MAX_DB_ID).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PlatformClaimQuery = z.input<typeof platformClaimQuery>;

export const platformClaim = z.object({
  id: z.number().int(),
  status: z.enum(claimStatuses),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  store: claimableStore,
  merchant: z.object({ id: z.number().int(), username: z.string(), name: z.string(), phone: z.string() }),
  qualification: z.object(qualificationFields).nullable(),
});
export type PlatformClaim = z.infer<typeof platformClaim>;
export const platformClaimPage = pageSchema(platformClaim);

export const rejectBody = z.object({
  reason: z.string().trim().min(1, { message: 'rejectReasonRule' }).max(500, { message: 'rejectReasonRule' }),
});
