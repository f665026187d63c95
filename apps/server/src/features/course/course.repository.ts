import { courseListSpec, platformCourseListSpec } from '@merchant/shared';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CourseTable } from '../../db/tables-course';
import type { CourseRevisionTable } from '../../db/tables-review';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';
import { createCoachRepository } from '../coach/coach.repository';

export type CourseRow = Selectable<CourseTable>;
export type RevisionRow = Selectable<CourseRevisionTable>;

/** The columns of a course that its fields fill (status and times are set by the service). */
export type CourseColumns = Pick<
  CourseRow,
  | 'category'
  | 'name'
  | 'detail'
  | 'price'
  | 'list_price'
  | 'sessions'
  | 'session_minutes'
  | 'validity_days'
  | 'class_size'
  | 'area_id'
  | 'purchase_notes'
  | 'refund_terms'
  | 'refund_anytime'
>;

/** The open revision of a course (at most one: a partial unique index). */
const OPEN = 'approved';

/** Where the merchant list's declared fields live (packages/shared/src/lists/course.list.ts). */
export const courseList = defineListFields(
  courseListSpec,
  {
    status: 'c.status',
    category: 'c.category',
    name: 'c.name',
    price: 'c.price',
    revision_status: 'r.status',
    area_id: 'c.area_id',
    created_at: 'c.created_at',
    updated_time: 'c.updated_time',
  },
  { idColumn: 'c.id' },
);

/** The platform queue: a pending revision makes its course a 'revision' item. */
const kindExpression = sql`(case when r.status = 'pending' then 'revision' else 'listing' end)`;

export const platformCourseList = defineListFields(
  platformCourseListSpec,
  {
    kind: kindExpression,
    store_id: 'c.store_id',
    store_name: 's.name',
    name: sql`coalesce(r.name, c.name)`,
    category: 'c.category',
    submitted_at: sql`coalesce(r.submitted_at, c.submitted_at)`,
  },
  { idColumn: 'c.id' },
);

export interface CoverFileRow {
  course_id: number;
  upload_id: number;
  key: string;
  content_type: string;
}

/** Courses, their covers, coaches and revisions. Every merchant read is scoped to one store. */
export const createCourseRepository = (db: Database) => {
  const coaches = createCoachRepository(db);
  const withRevision = () =>
    db
      .selectFrom('courses as c')
      .leftJoin('course_revisions as r', (join) =>
        join.onRef('r.course_id', '=', 'c.id').on('r.status', '<>', OPEN),
      );
  const ofStore = (storeId: number) => whereStore(withRevision(), 'c.store_id', storeId);

  return {
    list: (storeId: number, plan: ListPlan) =>
      fetchListPage(ofStore(storeId), plan, (query) => query.selectAll('c')),

    find: (storeId: number, id: number) =>
      ofStore(storeId).selectAll('c').where('c.id', '=', id).executeTakeFirst(),

    /** A course of any store (the platform's calls). */
    findAny: (id: number) => db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Listings per status of the store. */
    countByStatus: async (storeId: number) =>
      db
        .selectFrom('courses')
        .select(['status', sql<number | string>`count(*)`.as('n')])
        .where('store_id', '=', storeId)
        .groupBy('status')
        .execute(),

    insert: async (row: CourseColumns & { store_id: number; status: string; created_at: string }) => {
      const inserted = await db
        .insertInto('courses')
        .values({
          ...row,
          updated_time: row.created_at,
          reject_reasons: null,
          submitted_at: null,
          decided_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** Changes the fields only while the status is still `status` (true when it did). */
    update: async (id: number, status: string, fields: CourseColumns & { updated_time: string }) => {
      const result = await db
        .updateTable('courses')
        .set(fields)
        .where('id', '=', id)
        .where('status', '=', status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the course only while it is still a draft: true when it did. */
    deleteDraft: async (storeId: number, id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('courses')
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    replaceCovers: async (courseId: number, uploadIds: number[]) => {
      await db.deleteFrom('course_covers').where('course_id', '=', courseId).execute();
      if (uploadIds.length > 0)
        await db
          .insertInto('course_covers')
          .values(uploadIds.map((upload_id, sort) => ({ course_id: courseId, upload_id, sort })))
          .execute();
    },

    replaceCoaches: async (courseId: number, coachIds: number[]) => {
      await db.deleteFrom('course_coaches').where('course_id', '=', courseId).execute();
      if (coachIds.length > 0)
        await db
          .insertInto('course_coaches')
          .values(coachIds.map((coach_id) => ({ course_id: courseId, coach_id })))
          .execute();
    },

    covers: async (courseIds: number[]): Promise<CoverFileRow[]> =>
      courseIds.length === 0
        ? []
        : db
            .selectFrom('course_covers as i')
            .innerJoin('uploaded_files as f', 'f.id', 'i.upload_id')
            .select(['i.course_id', 'i.upload_id', 'f.key', 'f.content_type'])
            .where('i.course_id', 'in', courseIds)
            .orderBy('i.course_id')
            .orderBy('i.sort')
            .execute(),

    coachLinks: async (courseIds: number[]) =>
      courseIds.length === 0
        ? []
        : db
            .selectFrom('course_coaches as l')
            .innerJoin('coaches as k', 'k.id', 'l.coach_id')
            .select(['l.course_id', 'k.id', 'k.name'])
            .where('l.course_id', 'in', courseIds)
            .orderBy('l.course_id')
            .orderBy('k.id')
            .execute(),

    files: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db
            .selectFrom('uploaded_files')
            .select(['id', 'key', 'content_type'])
            .where('id', 'in', ids)
            .execute(),

    coachNames: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db.selectFrom('coaches').select(['id', 'name']).where('id', 'in', ids).execute(),

    areaNames: async (ids: number[]) =>
      ids.length === 0 ? [] : db.selectFrom('areas').select(['id', 'name']).where('id', 'in', ids).execute(),

    /** Which of `ids` are images of the store (the coaches' rule: purpose `image`, this store). */
    storeImageIds: coaches.storeImageIds,

    storeCoachIds: async (storeId: number, ids: number[]): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('coaches')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    isStoreArea: async (storeId: number, id: number): Promise<boolean> =>
      (await db
        .selectFrom('areas')
        .select('id')
        .where('store_id', '=', storeId)
        .where('id', '=', id)
        .executeTakeFirst()) !== undefined,

    openRevisions: async (courseIds: number[]): Promise<RevisionRow[]> =>
      courseIds.length === 0
        ? []
        : db
            .selectFrom('course_revisions')
            .selectAll()
            .where('course_id', 'in', courseIds)
            .where('status', '<>', OPEN)
            .execute(),

    openRevision: (courseId: number) =>
      db
        .selectFrom('course_revisions')
        .selectAll()
        .where('course_id', '=', courseId)
        .where('status', '<>', OPEN)
        .executeTakeFirst(),

    revisionById: (id: number) =>
      db.selectFrom('course_revisions').selectAll().where('id', '=', id).executeTakeFirst(),

    insertRevision: async (row: {
      course_id: number;
      store_id: number;
      name: string;
      data: string;
      created_at: string;
    }) => {
      const inserted = await db
        .insertInto('course_revisions')
        .values({
          ...row,
          status: 'draft',
          reject_reasons: null,
          updated_time: row.created_at,
          submitted_at: null,
          decided_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** Changes an open revision's fields only while it is still in `status` (true when it did). */
    updateRevision: async (
      id: number,
      status: string,
      row: { name: string; data: string; updated_time: string },
    ) => {
      const result = await db
        .updateTable('course_revisions')
        .set(row)
        .where('id', '=', id)
        .where('status', '=', status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The platform queue: pending listings and live listings with a pending revision. */
    platformList: (plan: ListPlan) =>
      fetchListPage(
        withRevision()
          .innerJoin('stores as s', 's.id', 'c.store_id')
          .where((eb) => eb.or([eb('c.status', '=', 'pending'), eb('r.status', '=', 'pending')])),
        plan,
        (query) => query.selectAll('c').select(['s.name as store_name']),
      ),

    storeName: async (storeId: number) =>
      (await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst())?.name ?? '',

    /** The accounts that manage the store (its owners), who hear of each decision. */
    storeManagerIds: coaches.storeManagerIds,
  };
};

export type CourseRepository = ReturnType<typeof createCourseRepository>;
