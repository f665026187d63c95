import { z } from 'zod';
import { chinaDate, isCalendarDate } from '../china-date';
import { bodyId, multilineText, text } from './common.schema';
import { phoneField } from './user.schema';

/**
 * Coaches (/coach): the people a store's sessions and reviews refer to. The wire
 * contract of `POST /coach/list`, `GET /coach/{id}`, `POST /coach`, `PUT /coach/{id}` and
 * `POST /coach/{id}/deactivate|activate` (docs/coaches.md).
 */

export const coachTypes = ['one_on_one', 'group'] as const;
export type CoachType = (typeof coachTypes)[number];

export const coachStatuses = ['active', 'inactive'] as const;
export type CoachStatus = (typeof coachStatuses)[number];

/** A certificate counts as expiring this many days before its last valid day (and once expired). */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 30;
export const MAX_COACH_COVERS = 9;
export const MAX_COACH_SPECIALTIES = 10;
export const MAX_COACH_CERTIFICATES = 20;
export const MAX_COACH_SORT = 9999;

/** The last day on which a certificate expiring `expiresOn` is not flagged yet is 31 days before it. */
export const expiryWarningLimit = (now: Date = new Date()): string =>
  chinaDate(now, CERTIFICATE_EXPIRY_WARNING_DAYS);

/** Expires within 30 days (China's today included) or has expired. */
export const isCertificateExpiring = (expiresOn: string, now: Date = new Date()): boolean =>
  expiresOn <= expiryWarningLimit(now);

export const dateOnlyField = z.string().refine(isCalendarDate, { message: 'dateRule' });

export const coachCertificateInput = z.object({
  /** An existing certificate of this coach (PUT); without it a new one is added. */
  id: bodyId.optional(),
  name: text({ max: 100 }),
  number: text({ max: 64, min: 0 }).default(''),
  photo_upload_id: bodyId.nullable().default(null),
  /** The last valid day. */
  expires_on: dateOnlyField,
});
export type CoachCertificateInput = z.input<typeof coachCertificateInput>;

/** Ids without repeats (the same picture twice is a mistake, not two pictures). */
const distinctIds = (max: number) =>
  z
    .array(bodyId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicateValues' });

/** POST /coach and PUT /coach/{id}. */
export const coachBody = z.object({
  name: text({ max: 50 }),
  phone: phoneField,
  avatar_upload_id: bodyId.nullable().default(null),
  cover_upload_ids: distinctIds(MAX_COACH_COVERS).default([]),
  title: text({ max: 50, min: 0 }).default(''),
  specialties: z
    .array(text({ max: 20 }))
    .max(MAX_COACH_SPECIALTIES)
    .refine((tags) => new Set(tags).size === tags.length, { message: 'duplicateValues' })
    .default([]),
  introduction: multilineText({ max: 2000, min: 0 }).default(''),
  type: z.enum(coachTypes),
  sort: z.number().int().min(0).max(MAX_COACH_SORT).default(0),
  /**
   * A new coach's state (default active). On PUT it may be sent but must be the current one:
   * the state changes only through activate / deactivate.
   */
  status: z.enum(coachStatuses).optional(),
  certificates: z
    .array(coachCertificateInput)
    .max(MAX_COACH_CERTIFICATES)
    .refine(
      (list) => {
        const ids = list.flatMap((c) => (c.id === undefined ? [] : [c.id]));
        return new Set(ids).size === ids.length;
      },
      { message: 'duplicateValues' },
    )
    .default([]),
});
export type CoachBody = z.input<typeof coachBody>;
export type CoachBodyParsed = z.output<typeof coachBody>;

export const coachCover = z.object({
  upload_id: z.number().int(),
  /** A signed address, valid 900 s. */
  url: z.string(),
});
export type CoachCover = z.infer<typeof coachCover>;

export const coachCertificate = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  photo_upload_id: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  expires_on: z.string(),
  expiring: z.boolean(),
});
export type CoachCertificate = z.infer<typeof coachCertificate>;

/** One coach as the list and the detail answer. */
export const coach = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  avatar_upload_id: z.number().int().nullable(),
  avatar_url: z.string().nullable(),
  cover_upload_ids: z.array(z.number().int()),
  covers: z.array(coachCover),
  title: z.string(),
  specialties: z.array(z.string()),
  introduction: z.string(),
  type: z.enum(coachTypes),
  sort: z.number().int(),
  status: z.enum(coachStatuses),
  certificates: z.array(coachCertificate),
  /** Some certificate expires within 30 days or has expired. */
  expiring: z.boolean(),
  /** The earliest such expiry date, or null. */
  expiring_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coach = z.infer<typeof coach>;
