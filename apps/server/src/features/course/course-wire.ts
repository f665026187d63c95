import {
  type Course,
  type CourseBodyParsed,
  type CourseFields,
  type CourseRevision,
  type CourseStatus,
  courseFields,
  type RejectReasons,
  type RevisionStatus,
  rejectReasons,
} from '@merchant/shared';
import type { Storage } from '../../storage/create-storage';
import { signFileUrl } from '../upload/upload.service';
import type { CourseColumns, CourseRepository, CourseRow, RevisionRow } from './course.repository';

/**
 * Between rows and the wire (docs/listings.md "Storage"). A number a draft has not filled in
 * yet is stored as 0 (the columns are NOT NULL, and 0 is never a valid value for any of them)
 * and answered as null.
 */
const orNull = (n: number): number | null => (n === 0 ? null : n);

export const columnsOf = (body: CourseFields | CourseBodyParsed): CourseColumns => ({
  category: body.category,
  name: body.name,
  detail: body.detail,
  price: body.price ?? 0,
  list_price: body.list_price,
  sessions: body.sessions ?? 0,
  session_minutes: body.session_minutes ?? 0,
  validity_days: body.validity_days ?? 0,
  class_size: body.class_size ?? 0,
  area_id: body.area_id,
  purchase_notes: body.purchase_notes,
  refund_terms: body.refund_terms,
  refund_anytime: body.refund_anytime ? 1 : 0,
});

export const fieldsOfRow = (row: CourseRow, coverIds: number[], coachIds: number[]): CourseFields => ({
  category: row.category,
  name: row.name,
  cover_upload_ids: coverIds,
  detail: row.detail,
  price: orNull(row.price),
  list_price: row.list_price,
  sessions: orNull(row.sessions),
  session_minutes: orNull(row.session_minutes),
  validity_days: orNull(row.validity_days),
  class_size: orNull(row.class_size),
  coach_ids: coachIds,
  area_id: row.area_id,
  purchase_notes: row.purchase_notes,
  refund_terms: row.refund_terms,
  refund_anytime: row.refund_anytime === 1,
});

/** The live fields of a course (its covers and coaches read with `courses`). */
export const liveFieldsOf = async (courses: CourseRepository, row: CourseRow): Promise<CourseFields> => {
  const [covers, coaches] = await Promise.all([courses.covers([row.id]), courses.coachLinks([row.id])]);
  return fieldsOfRow(
    row,
    covers.map((c) => c.upload_id),
    coaches.map((c) => c.id),
  );
};

/** The body as stored fields (what a revision keeps in its `data`). */
export const fieldsOfBody = (body: CourseBodyParsed): CourseFields => ({ ...body });

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const parseReasons = (text: string | null): RejectReasons | null => {
  const parsed = rejectReasons.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
};

/** A revision's fields; a damaged `data` (never written by this code) falls back to the live ones. */
export const parseRevisionFields = (row: RevisionRow, live: CourseFields): CourseFields => {
  const parsed = courseFields.safeParse(parseJson(row.data));
  return parsed.success ? parsed.data : live;
};

/** Builds wire listings for rows of one store: covers signed, coach and area names, revisions. */
export const createCourseWire = (courses: CourseRepository, storage: Storage) => {
  const sign = async (file: { key: string; content_type: string }, origin: string) =>
    (await signFileUrl(storage, file, origin)).url;

  const group = <T extends { course_id: number }>(list: T[]) => {
    const by = new Map<number, T[]>();
    for (const item of list) by.set(item.course_id, [...(by.get(item.course_id) ?? []), item]);
    return by;
  };

  return async (rows: CourseRow[], origin: string): Promise<Course[]> => {
    const ids = rows.map((r) => r.id);
    const [covers, coachLinks, revisions] = await Promise.all([
      courses.covers(ids),
      courses.coachLinks(ids),
      courses.openRevisions(ids),
    ]);
    const coversBy = group(covers);
    const coachesBy = group(coachLinks);
    const revisionBy = new Map(revisions.map((r) => [r.course_id, r]));
    const live = new Map(
      rows.map((row) => [
        row.id,
        fieldsOfRow(
          row,
          (coversBy.get(row.id) ?? []).map((c) => c.upload_id),
          (coachesBy.get(row.id) ?? []).map((c) => c.id),
        ),
      ]),
    );
    const revisionFields = new Map(
      revisions.map((r) => [r.course_id, parseRevisionFields(r, live.get(r.course_id) as CourseFields)]),
    );
    // Names and files a revision refers to that the live rows do not.
    const extraFiles = [...revisionFields.values()].flatMap((f) => f.cover_upload_ids);
    const extraCoaches = [...revisionFields.values()].flatMap((f) => f.coach_ids);
    const areaIds = [
      ...rows.flatMap((r) => (r.area_id === null ? [] : [r.area_id])),
      ...[...revisionFields.values()].flatMap((f) => (f.area_id === null ? [] : [f.area_id])),
    ];
    const [files, coachNames, areaNames] = await Promise.all([
      courses.files([...new Set(extraFiles)]),
      courses.coachNames([...new Set(extraCoaches)]),
      courses.areaNames([...new Set(areaIds)]),
    ]);
    const fileBy = new Map(files.map((f) => [f.id, f]));
    const coachBy = new Map(coachNames.map((c) => [c.id, c]));
    const areaBy = new Map(areaNames.map((a) => [a.id, a]));
    const areaOf = (id: number | null) => (id === null ? null : (areaBy.get(id) ?? null));

    const toRevision = async (
      row: RevisionRow,
      fields: CourseFields,
      origin: string,
    ): Promise<CourseRevision> => {
      const known = fields.cover_upload_ids.flatMap((id) => {
        const file = fileBy.get(id);
        return file ? [{ id, file }] : [];
      });
      return {
        ...fields,
        id: row.id,
        status: row.status as RevisionStatus,
        covers: await Promise.all(
          known.map(async ({ id, file }) => ({ upload_id: id, url: await sign(file, origin) })),
        ),
        coaches: fields.coach_ids.flatMap((id) => {
          const coach = coachBy.get(id);
          return coach ? [{ id: coach.id, name: coach.name }] : [];
        }),
        area: areaOf(fields.area_id),
        reject_reasons: parseReasons(row.reject_reasons),
        submitted_at: row.submitted_at,
        updated_time: row.updated_time,
      };
    };

    return Promise.all(
      rows.map(async (row): Promise<Course> => {
        const fields = live.get(row.id) as CourseFields;
        const revision = revisionBy.get(row.id);
        return {
          ...fields,
          id: row.id,
          status: row.status as CourseStatus,
          covers: await Promise.all(
            (coversBy.get(row.id) ?? []).map(async (c) => ({
              upload_id: c.upload_id,
              url: await sign(c, origin),
            })),
          ),
          coaches: (coachesBy.get(row.id) ?? []).map((c) => ({ id: c.id, name: c.name })),
          area: areaOf(row.area_id),
          reject_reasons: parseReasons(row.reject_reasons),
          revision: revision
            ? await toRevision(revision, revisionFields.get(row.id) as CourseFields, origin)
            : null,
          submitted_at: row.submitted_at,
          decided_at: row.decided_at,
          created_at: row.created_at,
          updated_time: row.updated_time,
        };
      }),
    );
  };
};
