import {
  Code,
  type CourseStatus,
  formatMessage,
  hasControlCharacters,
  type Language,
  type ListQuery,
  type Page,
  type PlatformCourseDecision,
  type PlatformCourseItem,
  type RejectReasons,
  rejectFieldNames,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { checkTransition, guardedUpdate, recordAudit, transition } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import type { Storage } from '../../storage/create-storage';
import { queueSystemMessage } from '../message';
import { signFileUrl } from '../upload/upload.service';
import { type CourseRow, createCourseRepository, platformCourseList } from './course.repository';
import { courseNotFound } from './course.service';
import { checkReady } from './course-readiness';
import { COURSE_ENTITY, courseTransitions, revisionState, revisionTransitions } from './course-transitions';
import { columnsOf, liveFieldsOf, parseRevisionFields } from './course-wire';

/** A platform account through the API, or the operator at the command line. */
export type CourseReviewer = { caller: Caller; requestId?: string } | 'cli';

export const COURSE_MESSAGE_CATEGORY = 'course';

/** The system message per decision, in Chinese and English as the claims' messages are. */
const decisionMessage = (
  name: string,
  decision:
    | { kind: 'listing' | 'revision'; approved: true }
    | { kind: 'listing' | 'revision'; approved: false; reasons: RejectReasons },
) => {
  const both = (build: (lang: 'zh' | 'en') => string) => `${build('zh')}\n${build('en')}`;
  if (decision.approved)
    return {
      title: `${formatMessage('courseApprovedTitle', 'zh', { name })} / ${formatMessage('courseApprovedTitle', 'en', { name })}`,
      content: both((lang) =>
        formatMessage(
          decision.kind === 'revision' ? 'courseRevisionApprovedContent' : 'courseApprovedContent',
          lang,
          {
            name,
          },
        ),
      ),
      category: COURSE_MESSAGE_CATEGORY,
    };
  const reasons = Object.entries(decision.reasons)
    .map(([field, text]) => `${field}: ${text}`)
    .join('; ');
  return {
    title: `${formatMessage('courseRejectedTitle', 'zh', { name })} / ${formatMessage('courseRejectedTitle', 'en', { name })}`,
    content: both((lang) => formatMessage('courseRejectedContent', lang, { name, reasons })),
    category: COURSE_MESSAGE_CATEGORY,
  };
};

/** The command line has no schema in front of it: the API's rule for reasons, checked here too. */
const checkReasons = (reasons: RejectReasons): RejectReasons => {
  const entries = Object.entries(reasons).map(([field, text]) => [field, text.trim()] as const);
  if (entries.length === 0) throw new AppError(Code.VALIDATION, 'rejectReasonRequired');
  for (const [field, text] of entries) {
    if (!(rejectFieldNames as readonly string[]).includes(field))
      throw new AppError(Code.VALIDATION, 'invalidField', { field: `reasons.${field}` });
    if (!text || text.length > 500 || hasControlCharacters(text, true))
      throw new AppError(Code.VALIDATION, 'invalidField', { field: `reasons.${field}` });
  }
  return Object.fromEntries(entries);
};

/**
 * The platform's review of listings and revisions (docs/listings.md "Platform review"), for
 * the /api/platform calls and the command-line tool alike. A course has either a pending
 * listing or a pending revision, never both (revisions exist only for online/offline ones), so
 * the course id names what is decided.
 */
export const createCourseReviewService = (db: Database, storage: Storage | null = null) => {
  const courses = createCourseRepository(db);

  /** Signed addresses of the covers when the caller can open them (the API), else null. */
  const coversOf = async (ids: number[], origin: string | null) => {
    const files = new Map((await courses.files(ids)).map((f) => [f.id, f]));
    return Promise.all(
      ids.flatMap((id) => {
        const file = files.get(id);
        if (!file) return [];
        return [
          (async () => ({
            upload_id: id,
            url: storage && origin ? (await signFileUrl(storage, file, origin)).url : null,
          }))(),
        ];
      }),
    );
  };

  const toItem = async (
    row: CourseRow & { store_name: string },
    origin: string | null,
  ): Promise<PlatformCourseItem> => {
    const live = await liveFieldsOf(courses, row);
    const revision = row.status === 'pending' ? undefined : await courses.openRevision(row.id);
    const isRevision = revision?.status === 'pending';
    const fields = isRevision && revision ? parseRevisionFields(revision, live) : live;
    return {
      id: row.id,
      kind: isRevision ? 'revision' : 'listing',
      store_id: row.store_id,
      store_name: row.store_name,
      category: fields.category,
      name: fields.name,
      price: fields.price,
      status: row.status as CourseStatus,
      submitted_at: isRevision ? (revision?.submitted_at ?? null) : row.submitted_at,
      fields,
      live: isRevision ? live : null,
      covers: await coversOf(fields.cover_upload_ids, origin),
    };
  };

  const actorOf = (reviewer: CourseReviewer) => ({
    kind: 'platform' as const,
    accountId: reviewer === 'cli' ? null : reviewer.caller.accountId,
    requestId: reviewer === 'cli' ? null : (reviewer.requestId ?? null),
  });

  /** Through the outbox: delivered once the decision's transaction has committed. `key` names the decision. */
  const notify = async (
    trx: Database,
    storeId: number,
    message: ReturnType<typeof decisionMessage>,
    key: string,
  ) => {
    for (const accountId of await createCourseRepository(trx).storeManagerIds(storeId))
      await queueSystemMessage(trx, accountId, message, key);
  };

  /**
   * One decision in one transaction: the guarded move (a second decision of the same thing
   * finds it no longer pending: -409), for an approved revision the copy onto the live row,
   * the log row and the messages to the store's owners.
   */
  const decide = async (
    reviewer: CourseReviewer,
    id: number,
    decision: { approved: true } | { approved: false; reasons: RejectReasons },
    lang: Language = 'en',
  ): Promise<PlatformCourseDecision> => {
    const actor = actorOf(reviewer);
    return db.transaction().execute(async (trx) => {
      const repository = createCourseRepository(trx);
      const course = await repository.findAny(id);
      if (!course) throw courseNotFound();
      const now = isoNow();
      const reasons = decision.approved ? null : JSON.stringify(decision.reasons);
      const revision = course.status === 'pending' ? undefined : await repository.openRevision(id);
      if (revision === undefined || course.status === 'pending') {
        const to = decision.approved ? 'online' : 'rejected';
        if (decision.approved && course.status === 'pending')
          await checkReady(repository, course.store_id, await liveFieldsOf(repository, course), lang);
        await transition(trx, {
          table: 'courses',
          entity: COURSE_ENTITY,
          transitions: courseTransitions,
          id,
          storeId: course.store_id,
          from: course.status as CourseStatus,
          to,
          actor,
          reason: reasons,
          extra: { reject_reasons: reasons, decided_at: now, updated_time: now },
        });
        await notify(
          trx,
          course.store_id,
          decisionMessage(course.name, { kind: 'listing', ...decision }),
          `course:${id}:listing:${to}:${now}`,
        );
        return { id, kind: 'listing' as const, status: to };
      }
      const from = revision.status as 'draft' | 'pending' | 'rejected';
      const to = decision.approved ? 'approved' : 'rejected';
      checkTransition(revisionTransitions, from, to, 'platform');
      if (decision.approved)
        await checkReady(
          repository,
          course.store_id,
          parseRevisionFields(revision, await liveFieldsOf(repository, course)),
          lang,
        );
      await guardedUpdate(trx, 'course_revisions', revision.id, from, to, {
        reject_reasons: reasons,
        decided_at: now,
        updated_time: now,
      });
      if (decision.approved) {
        // The revision as it was when it won the guarded update (pending revisions are not edited).
        const approved = (await repository.revisionById(revision.id)) ?? revision;
        const fields = parseRevisionFields(approved, await liveFieldsOf(repository, course));
        const [images, coaches] = await Promise.all([
          repository.storeImageIds(course.store_id, fields.cover_upload_ids),
          repository.storeCoachIds(course.store_id, fields.coach_ids),
        ]);
        const areaId =
          fields.area_id !== null && (await repository.isStoreArea(course.store_id, fields.area_id))
            ? fields.area_id
            : null;
        await trx
          .updateTable('courses')
          .set({ ...columnsOf({ ...fields, area_id: areaId }), decided_at: now, updated_time: now })
          .where('id', '=', id)
          .execute();
        await repository.replaceCovers(
          id,
          fields.cover_upload_ids.filter((c) => images.has(c)),
        );
        await repository.replaceCoaches(
          id,
          fields.coach_ids.filter((c) => coaches.has(c)),
        );
      }
      await recordAudit(trx, {
        actor: actor.accountId,
        storeId: course.store_id,
        entity: COURSE_ENTITY,
        entityId: id,
        from: revisionState(from),
        to: revisionState(to) as string,
        reason: reasons,
        requestId: actor.requestId,
      });
      const name = decision.approved ? ((await repository.findAny(id))?.name ?? course.name) : revision.name;
      await notify(
        trx,
        course.store_id,
        decisionMessage(name, { kind: 'revision', ...decision }),
        `course:${id}:revision:${revision.id}:${to}:${now}`,
      );
      return { id, kind: 'revision' as const, status: course.status as CourseStatus };
    });
  };

  return {
    /** `origin`: the API caller's, for signed cover addresses; null at the command line. */
    list: async (
      _reviewer: CourseReviewer,
      query: ListQuery,
      origin: string | null = null,
    ): Promise<Page<PlatformCourseItem>> => {
      const page = await courses.platformList(planListQuery(query, platformCourseList));
      return { ...page, content: await Promise.all(page.content.map((row) => toItem(row, origin))) };
    },

    show: async (
      _reviewer: CourseReviewer,
      id: number,
      origin: string | null = null,
    ): Promise<PlatformCourseItem> => {
      const row = await courses.findAny(id);
      if (!row) throw courseNotFound();
      return toItem({ ...row, store_name: await courses.storeName(row.store_id) }, origin);
    },

    /** Runs the submit checks again (`lang`: the language of a refusal's list of what is missing). */
    approve: (reviewer: CourseReviewer, id: number, lang: Language = 'en') =>
      decide(reviewer, id, { approved: true }, lang),

    reject: (reviewer: CourseReviewer, id: number, reasons: RejectReasons) =>
      decide(reviewer, id, { approved: false, reasons: checkReasons(reasons) }),
  };
};

export type CourseReviewService = ReturnType<typeof createCourseReviewService>;
