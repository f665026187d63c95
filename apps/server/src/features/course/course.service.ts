import {
  Code,
  type Course,
  type CourseBodyParsed,
  type CourseBulkAction,
  type CourseBulkResult,
  type CourseStatus,
  type CourseStatusCount,
  courseStatuses,
  formatMessage,
  type Language,
  type ListQuery,
  type Page,
  type RevisionStatus,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { checkTransition, guardedUpdate, recordAudit, stateChanged, transition } from '../../lib/transitions';
import type { Storage } from '../../storage/create-storage';
import { lockStoreSchedule } from '../area';
import { type CourseRow, courseList, createCourseRepository, type RevisionRow } from './course.repository';
import { checkReady } from './course-readiness';
import { COURSE_ENTITY, courseTransitions, revisionState, revisionTransitions } from './course-transitions';
import { columnsOf, createCourseWire, fieldsOfBody, liveFieldsOf, parseRevisionFields } from './course-wire';

export const courseNotFound = () => new AppError(Code.NOT_FOUND, 'courseNotFound');
const foreign = (field: string) => new AppError(Code.VALIDATION, 'courseForeignReference', { field });

/** Who acts, in which store, for which request (the operation log's line). */
export interface CourseActor {
  accountId: number;
  storeId: number;
  requestId?: string;
  /** The caller's language (a refused submit lists what is missing in it). */
  lang: Language;
}

/**
 * Courses and packages of the call's store (docs/listings.md): list, counts, detail, create,
 * edit (a live listing's edit becomes its revision), delete drafts, and the merchant's
 * transitions. Every change writes its operation-log row in its transaction.
 */
export const createCourseService = (db: Database, storage: Storage) => {
  const courses = createCourseRepository(db);
  const toCourses = createCourseWire(courses, storage);

  const show = async (storeId: number, id: number, origin: string): Promise<Course> => {
    const row = await courses.find(storeId, id);
    if (!row) throw courseNotFound();
    return (await toCourses([row], origin))[0] as Course;
  };

  /**
   * Covers must be images of the store, coaches and the area the store's (-400 naming the
   * field). Called in the write's transaction after the store's schedule lock, the lock an
   * area's deletion takes before it counts the listings naming the area: otherwise both could
   * commit, and the listing would lose its area or fail on the foreign key.
   */
  const checkReferences = async (trx: Database, storeId: number, body: CourseBodyParsed) => {
    await lockStoreSchedule(trx, storeId);
    const repository = createCourseRepository(trx);
    const images = await repository.storeImageIds(storeId, body.cover_upload_ids);
    const coaches = await repository.storeCoachIds(storeId, body.coach_ids);
    const cover = body.cover_upload_ids.findIndex((id) => !images.has(id));
    if (cover >= 0) throw foreign(`cover_upload_ids.${cover}`);
    const coach = body.coach_ids.findIndex((id) => !coaches.has(id));
    if (coach >= 0) throw foreign(`coach_ids.${coach}`);
    if (body.area_id !== null && !(await repository.isStoreArea(storeId, body.area_id)))
      throw foreign('area_id');
  };

  const isLive = (status: string) => status === 'online' || status === 'offline';

  /** An edit in one transaction; two first edits of a live listing racing: the loser is -409. */
  const saveEdit = async (write: (trx: Database) => Promise<void>) => {
    try {
      await db.transaction().execute(write);
    } catch (error) {
      if (isUniqueViolation(error)) throw stateChanged();
      throw error;
    }
  };

  /** Moves the revision of a live listing, with its log row under the course. */
  const moveRevision = async (
    trx: Database,
    actor: CourseActor,
    course: CourseRow,
    revision: RevisionRow,
    to: RevisionStatus,
    extra: { submitted_at?: string; reject_reasons?: null } = {},
  ) => {
    const from = revision.status as RevisionStatus;
    checkTransition(revisionTransitions, from, to, 'merchant');
    await guardedUpdate(trx, 'course_revisions', revision.id, from, to, { ...extra, updated_time: isoNow() });
    await recordAudit(trx, {
      actor: actor.accountId,
      storeId: course.store_id,
      entity: COURSE_ENTITY,
      entityId: course.id,
      from: revisionState(from),
      to: revisionState(to) as string,
      requestId: actor.requestId ?? null,
    });
  };

  const moveCourse = (
    trx: Database,
    actor: CourseActor,
    course: CourseRow,
    to: CourseStatus,
    extra: { submitted_at?: string; reject_reasons?: null } = {},
  ) =>
    transition(trx, {
      table: 'courses',
      entity: COURSE_ENTITY,
      transitions: courseTransitions,
      id: course.id,
      storeId: course.store_id,
      from: course.status as CourseStatus,
      to,
      actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId ?? null },
      extra: { ...extra, updated_time: isoNow() },
    });

  /**
   * Submit and withdraw act on the open revision of a live listing, else on the listing itself;
   * online / offline always on the listing. A forbidden move is a -409 before anything is written.
   */
  const act = async (
    actor: CourseActor,
    id: number,
    action: 'submit' | 'withdraw' | 'online' | 'offline',
  ) => {
    await db.transaction().execute(async (trx) => {
      const repository = createCourseRepository(trx);
      const course = await repository.find(actor.storeId, id);
      if (!course) throw courseNotFound();
      const revision = isLive(course.status) ? await repository.openRevision(id) : undefined;
      if (action === 'online' || action === 'offline') return moveCourse(trx, actor, course, action);
      const to = action === 'submit' ? 'pending' : 'draft';
      if (revision) {
        if (action === 'withdraw') return moveRevision(trx, actor, course, revision, 'draft');
        checkTransition(revisionTransitions, revision.status as RevisionStatus, 'pending', 'merchant');
        const fields = parseRevisionFields(revision, await liveFieldsOf(repository, course));
        await checkReady(repository, course.store_id, fields, actor.lang);
        return moveRevision(trx, actor, course, revision, 'pending', {
          submitted_at: isoNow(),
          reject_reasons: null,
        });
      }
      if (action === 'withdraw') return moveCourse(trx, actor, course, to);
      checkTransition(courseTransitions, course.status as CourseStatus, to, 'merchant');
      await checkReady(repository, course.store_id, await liveFieldsOf(repository, course), actor.lang);
      return moveCourse(trx, actor, course, to, { submitted_at: isoNow(), reject_reasons: null });
    });
  };

  return {
    list: async (storeId: number, query: ListQuery, origin: string): Promise<Page<Course>> => {
      const page = await courses.list(storeId, planListQuery(query, courseList));
      return { ...page, content: await toCourses(page.content, origin) };
    },

    statusCount: async (storeId: number): Promise<CourseStatusCount> => {
      const counts = Object.fromEntries(courseStatuses.map((s) => [s, 0])) as CourseStatusCount;
      for (const { status, n } of await courses.countByStatus(storeId))
        if ((courseStatuses as readonly string[]).includes(status))
          counts[status as CourseStatus] = Number(n);
      return counts;
    },

    get: (storeId: number, id: number, origin: string) => show(storeId, id, origin),

    /** A new listing is a draft ('to be submitted'). */
    create: async (actor: CourseActor, body: CourseBodyParsed, origin: string): Promise<Course> => {
      const id = await db.transaction().execute(async (trx) => {
        await checkReferences(trx, actor.storeId, body);
        const repository = createCourseRepository(trx);
        const courseId = await repository.insert({
          ...columnsOf(body),
          store_id: actor.storeId,
          status: 'draft',
          created_at: isoNow(),
        });
        await repository.replaceCovers(courseId, body.cover_upload_ids);
        await repository.replaceCoaches(courseId, body.coach_ids);
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: COURSE_ENTITY,
          entityId: courseId,
          from: null,
          to: 'draft',
          requestId: actor.requestId ?? null,
        });
        return courseId;
      });
      return show(actor.storeId, id, origin);
    },

    /**
     * A draft or a rejected listing changes in place (a rejected one stays rejected until it is
     * resubmitted). An online or offline listing keeps its live row: the edit becomes (or
     * updates) its revision in draft. A pending listing or revision is not edited (-409).
     */
    update: async (
      actor: CourseActor,
      id: number,
      body: CourseBodyParsed,
      origin: string,
    ): Promise<Course> => {
      await saveEdit(async (trx) => {
        const repository = createCourseRepository(trx);
        if (!(await repository.find(actor.storeId, id))) throw courseNotFound();
        await checkReferences(trx, actor.storeId, body);
        // Read again under the lock: the state decides what the edit writes.
        const course = await repository.find(actor.storeId, id);
        if (!course) throw courseNotFound();
        const now = isoNow();
        if (course.status === 'pending') throw new AppError(Code.CONFLICT, 'courseInReview');
        if (!isLive(course.status)) {
          if (!(await repository.update(id, course.status, { ...columnsOf(body), updated_time: now })))
            throw stateChanged();
          await repository.replaceCovers(id, body.cover_upload_ids);
          await repository.replaceCoaches(id, body.coach_ids);
          return;
        }
        const data = JSON.stringify(fieldsOfBody(body));
        const revision = await repository.openRevision(id);
        if (revision?.status === 'pending') throw new AppError(Code.CONFLICT, 'courseInReview');
        if (revision) {
          const changed = await repository.updateRevision(revision.id, revision.status, {
            name: body.name,
            data,
            updated_time: now,
          });
          if (!changed) throw stateChanged();
          return;
        }
        await repository.insertRevision({
          course_id: id,
          store_id: actor.storeId,
          name: body.name,
          data,
          created_at: now,
        });
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: COURSE_ENTITY,
          entityId: id,
          from: null,
          to: revisionState('draft') as string,
          requestId: actor.requestId ?? null,
        });
      });
      return show(actor.storeId, id, origin);
    },

    /** Only drafts are deleted (-409 otherwise); the log keeps the deletion. */
    remove: async (actor: CourseActor, id: number): Promise<{ id: number }> => {
      await db.transaction().execute(async (trx) => {
        const repository = createCourseRepository(trx);
        const course = await repository.find(actor.storeId, id);
        if (!course) throw courseNotFound();
        if (course.status !== 'draft' || !(await repository.deleteDraft(actor.storeId, id)))
          throw new AppError(Code.CONFLICT, 'courseNotDeletable');
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: COURSE_ENTITY,
          entityId: id,
          from: 'draft',
          to: 'deleted',
          requestId: actor.requestId ?? null,
        });
      });
      return { id };
    },

    act: async (
      actor: CourseActor,
      id: number,
      action: 'submit' | 'withdraw' | 'online' | 'offline',
      origin: string,
    ): Promise<Course> => {
      await act(actor, id, action);
      return show(actor.storeId, id, origin);
    },

    /** Each id on its own (its own transaction): a result per id, in the order asked. */
    bulk: async (
      actor: CourseActor,
      action: CourseBulkAction,
      ids: number[],
    ): Promise<{ results: CourseBulkResult[] }> => {
      const results: CourseBulkResult[] = [];
      for (const id of ids) {
        try {
          await act(actor, id, action);
          const row = await courses.find(actor.storeId, id);
          results.push({
            id,
            code: Code.OK,
            message: formatMessage('ok', actor.lang),
            status: (row?.status ?? null) as CourseStatus | null,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            id,
            code: error.code,
            message: formatMessage(error.messageKey, actor.lang, error.params),
            status: null,
          });
        }
      }
      return { results };
    },
  };
};

export type CourseService = ReturnType<typeof createCourseService>;
