import { z } from 'zod';
import type { MessageKey } from '../messages';
import {
  bodyId,
  isValidPriceFen,
  MAX_MONEY_FEN,
  moneyFen,
  multilineText,
  priceFen,
  text,
} from './common.schema';

/**
 * Courses and packages (/class, /course; spec §3-§5). The wire contract of
 * `POST /course/list`, `GET /course/status_count`, `GET /course/{id}`, `POST /course`,
 * `PUT /course/{id}`, `DELETE /course/{id}`, `POST /course/{id}/submit|withdraw|online|offline`,
 * `POST /course/bulk/{submit|online|offline}` and the platform's `/platform/course/*`
 * (docs/listings.md).
 */

/** Spec §3: the six package categories; 5 does not exist. */
export const courseCategories = [1, 2, 3, 4, 6, 7] as const;
export type CourseCategory = (typeof courseCategories)[number];
export const isCourseCategory = (value: unknown): value is CourseCategory =>
  (courseCategories as readonly unknown[]).includes(value);

/** Spec §4: the five status tabs in the spec's order. 'draft' is "to be submitted". */
export const courseStatuses = ['online', 'offline', 'draft', 'pending', 'rejected'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** A revision (the edit of an online or offline listing) in review; 'approved' closes it. */
export const revisionStatuses = ['draft', 'pending', 'rejected', 'approved'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

/** Category 6 (premium personal coaching) is for one to five people. */
export const PERSONAL_COACHING_CATEGORY = 6;
export const PERSONAL_COACHING_MAX_CLASS_SIZE = 5;
export const MAX_CLASS_SIZE = 500;
export const MAX_COURSE_COVERS = 9;
export const MAX_COURSE_COACHES = 20;
export const MAX_SESSIONS = 1000;
export const MAX_SESSION_MINUTES = 600;
export const MAX_VALIDITY_DAYS = 3650;
export const MAX_COURSE_DETAIL = 20_000;

/** The fields a listing carries, in the order forms show them. */
export const courseFieldNames = [
  'category',
  'name',
  'cover_upload_ids',
  'detail',
  'price',
  'list_price',
  'sessions',
  'session_minutes',
  'validity_days',
  'class_size',
  'coach_ids',
  'area_id',
  'purchase_notes',
  'refund_terms',
] as const;
export type CourseFieldName = (typeof courseFieldNames)[number];

const distinctIds = (max: number) =>
  z
    .array(bodyId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicateValues' });

const count = (max: number) => z.number().int().min(1).max(max);

/**
 * POST /course and PUT /course/{id}. A draft may be saved incomplete: only category and name
 * are required; a number left out (or null) is "not filled in yet". Every value that is sent is
 * checked here (price more than 900 fen, class size 1..5 in category 6); whether the listing is
 * complete enough to submit is `courseReadiness`, run by the console and by the server's submit.
 */
export const courseBody = z
  .object({
    category: z
      .number()
      .int()
      .refine((c) => isCourseCategory(c), { message: 'courseCategoryRule' }),
    name: text({ max: 60 }),
    cover_upload_ids: distinctIds(MAX_COURSE_COVERS).default([]),
    detail: multilineText({ max: MAX_COURSE_DETAIL, min: 0 }).default(''),
    price: priceFen.nullable().default(null),
    /** The crossed-out price; 0 means none. */
    list_price: moneyFen.default(0),
    sessions: count(MAX_SESSIONS).nullable().default(null),
    session_minutes: count(MAX_SESSION_MINUTES).nullable().default(null),
    validity_days: count(MAX_VALIDITY_DAYS).nullable().default(null),
    class_size: count(MAX_CLASS_SIZE).nullable().default(null),
    coach_ids: distinctIds(MAX_COURSE_COACHES).default([]),
    area_id: bodyId.nullable().default(null),
    purchase_notes: multilineText({ max: 2000, min: 0 }).default(''),
    refund_terms: multilineText({ max: 2000, min: 0 }).default(''),
    /** 随时退、过期退: unused vouchers refundable at any time and on expiry (docs/orders.md "Refunds"). */
    refund_anytime: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!isClassSizeValid(body.category, body.class_size)) {
      ctx.addIssue({ code: 'custom', path: ['class_size'], message: 'classSizeRule' });
    }
  });
export type CourseBody = z.input<typeof courseBody>;
export type CourseBodyParsed = z.output<typeof courseBody>;

/** Category 6 holds one to five people; other categories up to MAX_CLASS_SIZE. Null: not filled. */
export const isClassSizeValid = (category: number, classSize: number | null): boolean =>
  classSize === null ||
  (Number.isInteger(classSize) &&
    classSize >= 1 &&
    classSize <=
      (category === PERSONAL_COACHING_CATEGORY ? PERSONAL_COACHING_MAX_CLASS_SIZE : MAX_CLASS_SIZE));

/** The fields of a listing or a revision as the answer carries them (null: not filled in). */
export const courseFields = z.object({
  category: z.number().int(),
  name: z.string(),
  cover_upload_ids: z.array(z.number().int()),
  detail: z.string(),
  price: z.number().int().nullable(),
  list_price: z.number().int(),
  sessions: z.number().int().nullable(),
  session_minutes: z.number().int().nullable(),
  validity_days: z.number().int().nullable(),
  class_size: z.number().int().nullable(),
  coach_ids: z.array(z.number().int()),
  area_id: z.number().int().nullable(),
  purchase_notes: z.string(),
  refund_terms: z.string(),
  /** 随时退、过期退 (a revision written before it reads false). */
  refund_anytime: z.boolean().default(false),
});
export type CourseFields = z.infer<typeof courseFields>;

export const courseCover = z.object({ upload_id: z.number().int(), url: z.string() });
export const courseRef = z.object({ id: z.number().int(), name: z.string() });

/** {field: reason} of the platform's rejection. */
export const rejectReasons = z.record(z.string(), z.string());
export type RejectReasons = z.infer<typeof rejectReasons>;

/** The edit of an online or offline listing, in review while the live version stays on sale. */
export const courseRevision = courseFields.extend({
  id: z.number().int(),
  status: z.enum(revisionStatuses),
  covers: z.array(courseCover),
  coaches: z.array(courseRef),
  area: courseRef.nullable(),
  reject_reasons: rejectReasons.nullable(),
  submitted_at: z.string().nullable(),
  updated_time: z.string(),
});
export type CourseRevision = z.infer<typeof courseRevision>;

/** One listing as the list and the detail answer. */
export const course = courseFields.extend({
  id: z.number().int(),
  status: z.enum(courseStatuses),
  covers: z.array(courseCover),
  coaches: z.array(courseRef),
  area: courseRef.nullable(),
  reject_reasons: rejectReasons.nullable(),
  /** The open revision (draft, pending or rejected), or null. */
  revision: courseRevision.nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_time: z.string(),
});
export type Course = z.infer<typeof course>;

/** GET /course/status_count: listings per tab. */
export const courseStatusCount = z.object({
  online: z.number().int(),
  offline: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
});
export type CourseStatusCount = z.infer<typeof courseStatusCount>;

export const courseBulkActions = ['submit', 'online', 'offline'] as const;
export type CourseBulkAction = (typeof courseBulkActions)[number];

/** POST /course/bulk/{action}. */
export const courseBulkBody = z.object({
  ids: z
    .array(bodyId)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicateValues' }),
});
export type CourseBulkBody = z.infer<typeof courseBulkBody>;

/** One id's outcome: code 0 and the new status, or the refusal's code and message. */
export const courseBulkResult = z.object({
  id: z.number().int(),
  code: z.number().int(),
  message: z.string(),
  status: z.enum(courseStatuses).nullable(),
});
export type CourseBulkResult = z.infer<typeof courseBulkResult>;
export const courseBulkAnswer = z.object({ results: z.array(courseBulkResult) });

/** POST /platform/course/{id}/reject: a reason per field (a listing field or 'general'). */
export const rejectFieldNames = [...courseFieldNames, 'general'] as const;
export const courseRejectBody = z.object({
  reasons: z
    .partialRecord(z.enum(rejectFieldNames), multilineText({ max: 500 }))
    .refine((r) => Object.keys(r).length > 0, { message: 'rejectReasonRequired' }),
});
export type CourseRejectBody = z.infer<typeof courseRejectBody>;

/** POST /platform/course/list: pending listings and pending revisions of every store. */
export const platformCourseItem = z.object({
  id: z.number().int(),
  /** 'listing': a new listing; 'revision': the edit of a live one. */
  kind: z.enum(['listing', 'revision']),
  store_id: z.number().int(),
  store_name: z.string(),
  category: z.number().int(),
  name: z.string(),
  price: z.number().int().nullable(),
  /** The live listing's status (pending for a new listing). */
  status: z.enum(courseStatuses),
  submitted_at: z.string().nullable(),
  /** What is submitted (the revision's fields for a revision). */
  fields: courseFields,
  /** The live version's fields, for a revision; null for a new listing. */
  live: courseFields.nullable(),
  /** The submitted covers, signed (900 s) for the API's caller; url null at the command line. */
  covers: z.array(z.object({ upload_id: z.number().int(), url: z.string().nullable() })),
});
export type PlatformCourseItem = z.infer<typeof platformCourseItem>;

export const platformCourseDecision = z.object({
  id: z.number().int(),
  kind: z.enum(['listing', 'revision']),
  status: z.enum(courseStatuses),
});
export type PlatformCourseDecision = z.infer<typeof platformCourseDecision>;

/** One thing a listing lacks before it may be submitted. */
export interface CourseReadinessIssue {
  field: CourseFieldName;
  key: MessageKey;
}

/**
 * What courseReadiness reads: the body, the answer's fields or a form's values (where a field
 * not filled in may be undefined as well as null).
 */
export interface CourseReadinessInput {
  category?: number | null;
  name?: string | null;
  cover_upload_ids?: readonly number[] | null;
  price?: number | null;
  list_price?: number | null;
  sessions?: number | null;
  session_minutes?: number | null;
  validity_days?: number | null;
  class_size?: number | null;
}

/**
 * What is missing before submission, the same checks the platform relies on:
 * a name, a cover, a price of more than 9 yuan, a list price not below the price, the number
 * of sessions and their minutes, the validity and a class size allowed for the category.
 * Empty when the listing may be submitted. The console shows these; the server's submit
 * refuses with them (-400).
 */
export const courseReadiness = (listing: CourseReadinessInput): CourseReadinessIssue[] => {
  const issues: CourseReadinessIssue[] = [];
  const missing = (value: unknown) => value === null || value === undefined;
  const category = listing.category ?? null;
  if (!isCourseCategory(category)) issues.push({ field: 'category', key: 'courseCategoryRule' });
  if ((listing.name ?? '').trim() === '') issues.push({ field: 'name', key: 'courseNeedsName' });
  if ((listing.cover_upload_ids ?? []).length === 0)
    issues.push({ field: 'cover_upload_ids', key: 'courseNeedsCover' });
  const price = listing.price ?? null;
  const listPrice = listing.list_price ?? 0;
  if (price === null || !isValidPriceFen(price)) issues.push({ field: 'price', key: 'priceRule' });
  else if (listPrice !== 0 && (listPrice < price || listPrice > MAX_MONEY_FEN))
    issues.push({ field: 'list_price', key: 'courseListPriceRule' });
  if (missing(listing.sessions)) issues.push({ field: 'sessions', key: 'courseNeedsSessions' });
  if (missing(listing.session_minutes))
    issues.push({ field: 'session_minutes', key: 'courseNeedsSessionMinutes' });
  if (missing(listing.validity_days)) issues.push({ field: 'validity_days', key: 'courseNeedsValidity' });
  const classSize = listing.class_size ?? null;
  if (classSize === null) issues.push({ field: 'class_size', key: 'courseNeedsClassSize' });
  else if (!isClassSizeValid(category ?? 0, classSize))
    issues.push({ field: 'class_size', key: 'classSizeRule' });
  return issues;
};

/** The fields a revision changes against the live listing, in form order (the screen's diff). */
export const changedCourseFields = (live: CourseFields, revision: CourseFields): CourseFieldName[] =>
  courseFieldNames.filter((name) => JSON.stringify(live[name]) !== JSON.stringify(revision[name]));
