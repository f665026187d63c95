/**
 * The /class and /course screens' rules, pure and tested (course-model.test.ts): the tabs in
 * the spec's order (§4), which row actions a listing's status allows, the form's values (price
 * in yuan) and the wire's body (price in fen) both ways, and the field-by-field difference
 * between a live listing and its revision.
 */
import {
  type Course,
  type CourseBody,
  type CourseFieldName,
  type CourseFields,
  type CourseRevision,
  type CourseStatus,
  courseCategories,
  courseFieldNames,
  courseStatuses,
  isValidPriceFen,
} from '@merchant/shared';

export const CLASS_VIEW = 'class:view';
export const CLASS_EDIT = 'class:edit';
export const CLASS_SUBMIT = 'class:submit';
export const CLASS_ONLINE = 'class:online';
export const CLASS_DELETE = 'class:delete';

/** Spec §4: online, offline, to be submitted, pending approval, approval rejected. */
export const COURSE_TABS: readonly CourseStatus[] = courseStatuses;
export const CATEGORIES: readonly number[] = courseCategories;

export const isCourseTab = (value: string | null): value is CourseStatus =>
  value !== null && (COURSE_TABS as readonly string[]).includes(value);

/** Yuan typed in the form to integer fen on the wire (rounded to the fen: 9.01 → 901). */
export const yuanToFen = (yuan: number | null | undefined): number | null =>
  yuan === null || yuan === undefined || Number.isNaN(yuan) ? null : Math.round(yuan * 100);

export const fenToYuan = (fen: number | null | undefined): number | null =>
  fen === null || fen === undefined ? null : fen / 100;

/** `12.5` → `"¥12.50"`; empty for a price not filled in. */
export const formatYuan = (fen: number | null | undefined): string => {
  const yuan = fenToYuan(fen);
  return yuan === null ? '' : `¥${yuan.toFixed(2)}`;
};

/** The form's price rule as zodRules reads a schema: the yuan typed, checked in fen (priceRule). */
export const priceYuanSchema = {
  safeParse: (value: unknown) => {
    const fen = typeof value === 'number' ? yuanToFen(value) : null;
    return fen !== null && isValidPriceFen(fen)
      ? { success: true }
      : { success: false, error: { issues: [{ message: 'priceRule' }] } };
  },
};

/** What the form holds: the wire's fields, prices in yuan. */
export interface CourseFormValues {
  category?: number;
  name?: string;
  cover_upload_ids?: number[];
  detail?: string;
  price_yuan?: number | null;
  list_price_yuan?: number | null;
  sessions?: number | null;
  session_minutes?: number | null;
  validity_days?: number | null;
  class_size?: number | null;
  coach_ids?: number[];
  area_id?: number | null;
  purchase_notes?: string;
  refund_terms?: string;
  refund_anytime?: boolean;
}

export const emptyCourseForm = (): CourseFormValues => ({
  cover_upload_ids: [],
  coach_ids: [],
  detail: '',
  purchase_notes: '',
  refund_terms: '',
  refund_anytime: false,
  area_id: null,
});

/** The version the form edits: the open revision of a live listing, else the listing itself. */
export const editedVersion = (course: Course): CourseFields => course.revision ?? course;

export const toCourseForm = (fields: CourseFields): CourseFormValues => ({
  category: fields.category,
  name: fields.name,
  cover_upload_ids: [...fields.cover_upload_ids],
  detail: fields.detail,
  price_yuan: fenToYuan(fields.price),
  list_price_yuan: fields.list_price === 0 ? null : fenToYuan(fields.list_price),
  sessions: fields.sessions,
  session_minutes: fields.session_minutes,
  validity_days: fields.validity_days,
  class_size: fields.class_size,
  coach_ids: [...fields.coach_ids],
  area_id: fields.area_id,
  purchase_notes: fields.purchase_notes,
  refund_terms: fields.refund_terms,
  refund_anytime: fields.refund_anytime,
});

const orNull = (value: number | null | undefined): number | null =>
  value === undefined || value === null ? null : value;

/** The body of POST /course or PUT /course/{id}; a list price left empty is 0 (none). */
export const toCourseBody = (values: CourseFormValues): CourseBody => ({
  category: values.category ?? 0,
  name: (values.name ?? '').trim(),
  cover_upload_ids: values.cover_upload_ids ?? [],
  detail: values.detail ?? '',
  price: yuanToFen(values.price_yuan),
  list_price: yuanToFen(values.list_price_yuan) ?? 0,
  sessions: orNull(values.sessions),
  session_minutes: orNull(values.session_minutes),
  validity_days: orNull(values.validity_days),
  class_size: orNull(values.class_size),
  coach_ids: values.coach_ids ?? [],
  area_id: orNull(values.area_id),
  purchase_notes: values.purchase_notes ?? '',
  refund_terms: values.refund_terms ?? '',
  refund_anytime: values.refund_anytime ?? false,
});

/** The fields courseReadiness reads, from what the form holds now. */
export const readinessInput = (values: CourseFormValues) => {
  const body = toCourseBody(values);
  return {
    category: body.category,
    name: body.name,
    cover_upload_ids: body.cover_upload_ids ?? [],
    price: body.price ?? null,
    list_price: body.list_price ?? 0,
    sessions: body.sessions ?? null,
    session_minutes: body.session_minutes ?? null,
    validity_days: body.validity_days ?? null,
    class_size: body.class_size ?? null,
  };
};

export type CourseAction = 'edit' | 'submit' | 'withdraw' | 'online' | 'offline' | 'delete';

/** The open revision's status, when the listing has one. */
const revisionStatus = (course: Course): CourseRevision['status'] | undefined => course.revision?.status;

/**
 * What the merchant may do with a listing in its status (the server's transition table decides;
 * this only hides what it would refuse with -409):
 * - a draft: edit, submit, delete; pending: withdraw; rejected: edit and resubmit;
 * - online / offline: take offline / put online, and edit (a revision); the revision is
 *   submitted or withdrawn like a draft, and is not edited while in review.
 */
export const allowedActions = (course: Course): CourseAction[] => {
  const revision = revisionStatus(course);
  switch (course.status) {
    case 'draft':
      return ['edit', 'submit', 'delete'];
    case 'pending':
      return ['withdraw'];
    case 'rejected':
      return ['edit', 'submit'];
    case 'online':
    case 'offline': {
      const move: CourseAction = course.status === 'online' ? 'offline' : 'online';
      if (revision === 'pending') return ['withdraw', move];
      if (revision === 'draft' || revision === 'rejected') return ['edit', 'submit', move];
      return ['edit', move];
    }
  }
};

export const canDo = (course: Course, action: CourseAction): boolean =>
  allowedActions(course).includes(action);

/** Bulk actions offered on a tab's selected rows. */
export const bulkActionsOf = (tab: CourseStatus): ('submit' | 'online' | 'offline')[] => {
  switch (tab) {
    case 'draft':
    case 'rejected':
      return ['submit'];
    case 'online':
      return ['offline'];
    case 'offline':
      return ['online'];
    case 'pending':
      return [];
  }
};

export interface FieldChange {
  field: CourseFieldName;
  live: unknown;
  revision: unknown;
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** The fields the revision changes, in the form's order (empty when it changes nothing). */
export const revisionChanges = (live: CourseFields, revision: CourseFields): FieldChange[] =>
  courseFieldNames
    .filter((field) => !same(live[field], revision[field]))
    .map((field) => ({ field, live: live[field], revision: revision[field] }));

/** One row's outcome of a bulk action, named for the summary. */
export interface BulkLine {
  id: number;
  name: string;
  ok: boolean;
  message: string;
}

export const bulkSummary = (
  results: readonly { id: number; code: number; message: string }[],
  names: ReadonlyMap<number, string>,
): { ok: number; failed: number; lines: BulkLine[] } => {
  const lines = results.map((r) => ({
    id: r.id,
    name: names.get(r.id) ?? `#${r.id}`,
    ok: r.code === 0,
    message: r.message,
  }));
  const ok = lines.filter((line) => line.ok).length;
  return { ok, failed: lines.length - ok, lines };
};

/** `/course?listing=<id>`: the sidebar's own `?id=` is the menu entry, so the listing has its own name. */
export const courseDetailHref = (id: number): string => `/course?listing=${id}`;
