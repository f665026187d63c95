import { z } from 'zod';
import { bodyId, multilineText } from './common.schema';
import { applicationStatuses, type ServiceType, serviceTypes } from './membership.schema';

/**
 * Applications to open a service (/application, /timeapplication, /numberapplication;
 * docs/applications.md). The wire contract of `GET /application/{type}`, `POST /application`
 * and the platform's `/platform/application/*` calls.
 */

/** A submitted application describes the scene in at least this many characters. */
export const MIN_APPLICATION_DESCRIPTION = 20;
export const MAX_APPLICATION_DESCRIPTION = 2000;
/** Most materials (images or PDFs) one application carries. */
export const MAX_APPLICATION_MATERIALS = 9;
export const MAX_APPLICATION_REASON = 500;

/** The screen's own permission prefix per type: timeapplication:view, numberapplication:edit … */
export const applicationPermissionOf = (type: ServiceType, action: 'view' | 'edit'): string =>
  `${type === 'timed' ? 'timeapplication' : 'numberapplication'}:${action}`;

/** The length a person counts (a Chinese character or an emoji is one). */
export const descriptionLength = (description: string): number => [...description.trim()].length;

export const applicationTypeParams = z.object({ type: z.enum(serviceTypes) });

/** POST /application: saves the store's application of `type`; `submit: true` also submits it. */
export const applicationBody = z.object({
  type: z.enum(serviceTypes),
  description: multilineText({ max: MAX_APPLICATION_DESCRIPTION, min: 0 }).default(''),
  upload_ids: z
    .array(bodyId)
    .max(MAX_APPLICATION_MATERIALS)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'applicationDuplicateMaterials' })
    .default([]),
  submit: z.boolean().default(false),
});
export type ApplicationBody = z.input<typeof applicationBody>;
export type ApplicationBodyParsed = z.output<typeof applicationBody>;

/**
 * What the application shows of the store's approved qualifications (read-only; taken when the
 * application is saved, fresh for a draft not saved yet). Null facts: no approved claim.
 */
export const applicationQualification = z.object({
  store_name: z.string(),
  city: z.string(),
  address: z.string(),
  licence_code: z.string().nullable(),
  legal_name: z.string().nullable(),
  /** Never the full number: the first three and the last four digits. */
  id_card_masked: z.string().nullable(),
  contact_phone: z.string().nullable(),
  licence_photo_id: z.number().int().nullable(),
  /** When the platform approved the store's claim. */
  approved_at: z.string().nullable(),
});
export type ApplicationQualification = z.infer<typeof applicationQualification>;

export const applicationMaterial = z.object({
  upload_id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  /** Signed (900 s) for the API's caller; null at the command line. */
  url: z.string().nullable(),
});
export type ApplicationMaterial = z.infer<typeof applicationMaterial>;

export const serviceApplication = z.object({
  /** Null: nothing saved yet (a pre-filled draft). */
  id: z.number().int().nullable(),
  store_id: z.number().int(),
  store_name: z.string(),
  type: z.enum(serviceTypes),
  status: z.enum(applicationStatuses),
  description: z.string(),
  qualification: applicationQualification,
  /** The licence photo, signed, when the caller may open it; null otherwise. */
  licence_photo_url: z.string().nullable(),
  materials: z.array(applicationMaterial),
  reject_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Whether the caller may save and submit it (the type's edit permission or application:edit). */
  can_edit: z.boolean(),
});
export type ServiceApplication = z.infer<typeof serviceApplication>;

/** POST /platform/application/{id}/reject and /revoke. */
export const applicationReasonBody = z.object({
  reason: multilineText({ max: MAX_APPLICATION_REASON }),
});
export type ApplicationReasonBody = z.infer<typeof applicationReasonBody>;
