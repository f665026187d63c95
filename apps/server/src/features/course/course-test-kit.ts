import type { CourseBody } from '@merchant/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type CoachOwner, coachOwner, storeFile } from '../coach/coach-test-kit';
import { platformToken } from '../onboarding/onboarding-test-kit';

export { storeFile };

/** A merchant with one store, signed in on it, with a coach and an area of that store. */
export interface CourseOwner extends CoachOwner {
  coachId: number;
  areaId: number;
}

export const courseOwner = async (db: Database): Promise<CourseOwner> => {
  const owner = await coachOwner(db);
  const now = isoNow();
  const coach = await db
    .insertInto('coaches')
    .values({
      store_id: owner.storeId,
      name: '张伟',
      phone: '13800138000',
      avatar_upload_id: null,
      type: 'group',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const area = await db
    .insertInto('areas')
    .values({
      store_id: owner.storeId,
      name: '一号厅',
      capacity: 30,
      type: 'room',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...owner, coachId: coach.id, areaId: area.id };
};

/** A body that may be submitted as it is (a cover of the store, every number filled in). */
export const completeCourse = async (
  db: Database,
  who: CourseOwner,
  overrides: object = {},
): Promise<CourseBody> => ({
  category: 7,
  name: '月卡',
  cover_upload_ids: [await storeFile(db, who.storeId, who.accountId)],
  detail: '# 月卡\n不限次数',
  price: 19_900,
  list_price: 0,
  sessions: 30,
  session_minutes: 60,
  validity_days: 30,
  class_size: 20,
  coach_ids: [who.coachId],
  area_id: who.areaId,
  purchase_notes: '购买后30天内有效',
  refund_terms: '未使用可退',
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as `who` in its store (X-Store-Id), in `lang`. */
export const courseCall = async (
  t: TestApp,
  who: { token: string; storeId?: number },
  method: Method,
  url: string,
  payload?: unknown,
  lang = 'en',
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      ...bearer(who.token),
      ...(who.storeId === undefined ? {} : { 'x-store-id': String(who.storeId) }),
      cookie: `language=${lang}`,
    },
  });
  return { status: res.statusCode, body: res.json() };
};

/** The course's rows in the operation log, oldest first. */
export const courseAudit = (db: Database, id: number) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', 'course')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** The course decision messages an account holds. */
export const courseMessages = (db: Database, accountId: number) =>
  db
    .selectFrom('system_messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('category', '=', 'course')
    .orderBy('id')
    .execute();

/**
 * One test app with two course owners and a platform account, and the calls the course tests
 * share. Call it inside a `describe`: it registers the app's start and close.
 */
export const useCourseScenario = () => {
  const s = {} as { t: TestApp; me: CourseOwner; other: CourseOwner; platform: { token: string } };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.me = await courseOwner(s.t.app.deps.db);
    s.other = await courseOwner(s.t.app.deps.db);
    s.platform = { token: await platformToken(s.t.app.deps.db) };
  });
  afterAll(() => s.t.close());

  const db = () => s.t.app.deps.db;
  const call = (method: Method, url: string, payload?: unknown, lang = 'en') =>
    courseCall(s.t, s.me, method, url, payload, lang);
  const create = async (overrides: object = {}, who?: CourseOwner) => {
    const owner = who ?? s.me;
    const res = await courseCall(s.t, owner, 'POST', '/course', await completeCourse(db(), owner, overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const statusOf = async (id: number) =>
    (await db().selectFrom('courses').select('status').where('id', '=', id).executeTakeFirst())?.status;
  const approve = (id: number) => courseCall(s.t, s.platform, 'POST', `/platform/course/${id}/approve`);
  const reject = (id: number, reasons: object) =>
    courseCall(s.t, s.platform, 'POST', `/platform/course/${id}/reject`, { reasons });
  /** A listing that is online (submitted and approved). */
  const online = async (overrides: object = {}) => {
    const course = await create(overrides);
    expect((await call('POST', `/course/${course.id}/submit`)).body.code).toBe(0);
    expect((await approve(course.id)).body.code).toBe(0);
    return course;
  };
  return { s, db, call, create, statusOf, approve, reject, online };
};
