import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { platformToken } from '../onboarding/onboarding-test-kit';
import {
  type CourseOwner,
  completeCourse,
  courseAudit,
  courseCall,
  courseMessages,
  courseOwner,
  storeFile,
} from './course-test-kit';

const NUL = '\u0000';

/** Courses and packages, the merchant's calls and the platform's review (SQLite, or PostgreSQL with DATABASE_URL). */
describe('courses and packages', () => {
  let t: TestApp;
  let me: CourseOwner;
  let other: CourseOwner;
  let platform: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    me = await courseOwner(t.app.deps.db);
    other = await courseOwner(t.app.deps.db);
    platform = { token: await platformToken(t.app.deps.db) };
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
    courseCall(t, me, method, url, payload, lang);
  const create = async (overrides: object = {}, who = me) => {
    const res = await courseCall(t, who, 'POST', '/course', await completeCourse(db(), who, overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const statusOf = async (id: number) =>
    (await db().selectFrom('courses').select('status').where('id', '=', id).executeTakeFirst())?.status;
  const approve = (id: number) => courseCall(t, platform, 'POST', `/platform/course/${id}/approve`);
  const reject = (id: number, reasons: object) =>
    courseCall(t, platform, 'POST', `/platform/course/${id}/reject`, { reasons });
  /** A listing that is online (submitted and approved). */
  const online = async (overrides: object = {}) => {
    const course = await create(overrides);
    expect((await call('POST', `/course/${course.id}/submit`)).body.code).toBe(0);
    expect((await approve(course.id)).body.code).toBe(0);
    return course;
  };

  it('creates a draft with only category and name; numbers not filled in answer null', async () => {
    const res = await call('POST', '/course', { category: 3, name: '少儿篮球' });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.value).toMatchObject({
      category: 3,
      name: '少儿篮球',
      status: 'draft',
      cover_upload_ids: [],
      covers: [],
      price: null,
      list_price: 0,
      sessions: null,
      session_minutes: null,
      validity_days: null,
      class_size: null,
      coach_ids: [],
      coaches: [],
      area: null,
      reject_reasons: null,
      revision: null,
    });
    expect(await courseAudit(db(), res.body.value.id)).toEqual([
      expect.objectContaining({ actor_account_id: me.accountId, from_state: null, to_state: 'draft' }),
    ]);
  });

  it('answers a complete listing with signed covers, coach and area names', async () => {
    const course = await create();
    expect(course).toMatchObject({
      status: 'draft',
      price: 19_900,
      class_size: 20,
      area: { id: me.areaId, name: '一号厅' },
    });
    expect(course.coaches).toEqual([{ id: me.coachId, name: '张伟' }]);
    expect(course.covers[0].url).toMatch(/^http/);
    const got = await call('GET', `/course/${course.id}`);
    expect(got.body.value).toMatchObject({ id: course.id, detail: '# 月卡\n不限次数' });
  });

  it('refuses a price of 900 fen with the spec message in zh, en and es, and accepts 901', async () => {
    const body = await completeCourse(db(), me, { price: 900 });
    const zh = await call('POST', '/course', body, 'zh');
    expect([zh.status, zh.body.code, zh.body.message]).toEqual([400, -400, '价格不得低于9元']);
    expect((await call('POST', '/course', body, 'en')).body.message).toBe(
      'The price must be more than 9 yuan',
    );
    expect((await call('POST', '/course', body, 'es')).body.message).toBe(
      'El precio debe ser superior a 9 yuanes',
    );
    const accepted = await call('POST', '/course', { ...body, price: 901 });
    expect([accepted.body.code, accepted.body.value.price]).toEqual([0, 901]);
  });

  it('refuses category 5 and anything that is not one of the six categories', async () => {
    for (const category of [5, 0, 8, -1, 1.5, '1', null]) {
      const res = await call('POST', '/course', { category, name: 'x' }, 'zh');
      expect(res.body.code, String(category)).toBe(-400);
    }
    expect((await call('POST', '/course', { category: 5, name: 'x' }, 'zh')).body.message).toBe(
      '请选择有效的课程类别',
    );
    for (const category of [1, 2, 3, 4, 6, 7])
      expect((await call('POST', '/course', { category, name: 'x' })).body.code).toBe(0);
  });

  it('refuses a class size of 6 in category 6 (1 to 5 people) and accepts 5', async () => {
    const six = await call('POST', '/course', { category: 6, name: '私教', class_size: 6 }, 'zh');
    expect([six.body.code, six.body.message]).toEqual([
      -400,
      '私教课（类别6）人数须为1至5人，其他课程为1至500人',
    ]);
    expect((await call('POST', '/course', { category: 6, name: '私教', class_size: 0 })).body.code).toBe(
      -400,
    );
    expect((await call('POST', '/course', { category: 6, name: '私教', class_size: 5 })).body.code).toBe(0);
    expect((await call('POST', '/course', { category: 1, name: '训练营', class_size: 6 })).body.code).toBe(0);
  });

  it('refuses hostile input with -400 naming the field, and writes nothing', async () => {
    const before = await db().selectFrom('courses').select(db().fn.countAll().as('n')).executeTakeFirst();
    const cases: [object, string][] = [
      [{ category: 1, name: `a${NUL}b` }, 'name'],
      [{ category: 1, name: 'x', detail: `a${NUL}` }, 'detail'],
      [{ category: 1, name: 'x', refund_terms: `a${NUL}` }, 'refund_terms'],
      [{ category: 1, name: 'x', price: '1000' }, 'price'],
      [{ category: 1, name: 'x', sessions: 1.5 }, 'sessions'],
      [{ category: 1, name: 'x', cover_upload_ids: 'a' }, 'cover_upload_ids'],
      [{ category: 1, name: 'x', coach_ids: [true] }, 'coach_ids.0'],
      [{ category: 1, name: 'x', area_id: 99_999_999_999 }, 'area_id'],
      [{ category: 1, name: '' }, 'name'],
      [{ category: 1 }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/course', payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(-400);
      expect(res.body.message, JSON.stringify(payload)).toContain(field);
    }
    const after = await db().selectFrom('courses').select(db().fn.countAll().as('n')).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses covers, coaches and areas of another store (-400 naming the field)', async () => {
    const foreignCover = await storeFile(db(), other.storeId, other.accountId);
    const document = await storeFile(db(), me.storeId, me.accountId, 'document');
    for (const [overrides, field] of [
      [{ cover_upload_ids: [foreignCover] }, 'cover_upload_ids.0'],
      [{ cover_upload_ids: [document] }, 'cover_upload_ids.0'],
      [{ coach_ids: [me.coachId, other.coachId] }, 'coach_ids.1'],
      [{ area_id: other.areaId }, 'area_id'],
    ] as const) {
      const res = await call('POST', '/course', await completeCourse(db(), me, overrides));
      expect([res.body.code, res.body.message]).toEqual([
        -400,
        `${field} refers to something that is not in this store`,
      ]);
    }
  });

  it('hides another store’s listing (-404) from every call', async () => {
    const theirs = await create({}, other);
    const body = await completeCourse(db(), me);
    for (const [method, url, payload] of [
      ['GET', `/course/${theirs.id}`, undefined],
      ['PUT', `/course/${theirs.id}`, body],
      ['DELETE', `/course/${theirs.id}`, undefined],
      ['POST', `/course/${theirs.id}/submit`, undefined],
      ['POST', `/course/${theirs.id}/withdraw`, undefined],
      ['POST', `/course/${theirs.id}/online`, undefined],
      ['POST', `/course/${theirs.id}/offline`, undefined],
    ] as const) {
      const res = await call(method, url, payload);
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([404, -404]);
    }
    expect(await statusOf(theirs.id)).toBe('draft');
    expect((await courseAudit(db(), theirs.id)).length).toBe(1);
  });

  it('refuses to submit an incomplete listing, listing what is missing, and writes nothing', async () => {
    const draft = (await call('POST', '/course', { category: 6, name: '私教' })).body.value;
    const res = await call('POST', `/course/${draft.id}/submit`, undefined, 'zh');
    expect(res.body.code).toBe(-400);
    expect(res.body.message).toBe(
      '提交前请完善：至少一张封面图、价格不得低于9元、课时数、每节课时长、有效期天数、班级人数',
    );
    expect(res.body.value.missing.map((m: { field: string }) => m.field)).toEqual([
      'cover_upload_ids',
      'price',
      'sessions',
      'session_minutes',
      'validity_days',
      'class_size',
    ]);
    const en = await call('POST', `/course/${draft.id}/submit`);
    expect(en.body.message).toMatch(/^Complete before submitting: at least one cover image, /);
    expect(await statusOf(draft.id)).toBe('draft');
    expect((await courseAudit(db(), draft.id)).map((a) => a.to_state)).toEqual(['draft']);
  });

  it('walks every allowed transition, each with its log row and the owner’s messages', async () => {
    const course = await create();
    const step = async (action: string, expected: string) => {
      const res = await call('POST', `/course/${course.id}/${action}`);
      expect([res.body.code, res.body.value?.status], `${action}: ${res.body.message}`).toEqual([
        0,
        expected,
      ]);
    };
    await step('submit', 'pending');
    await step('withdraw', 'draft');
    await step('submit', 'pending');
    const rejected = await reject(course.id, { price: '价格过高', general: '请补充详情' });
    expect(rejected.body.value).toEqual({ id: course.id, kind: 'listing', status: 'rejected' });
    const got = (await call('GET', `/course/${course.id}`)).body.value;
    expect(got).toMatchObject({
      status: 'rejected',
      reject_reasons: { price: '价格过高', general: '请补充详情' },
    });
    // The merchant edits the rejected listing (it stays rejected) and resubmits it.
    const edited = await call('PUT', `/course/${course.id}`, await completeCourse(db(), me, { price: 9900 }));
    expect([edited.body.code, edited.body.value.status, edited.body.value.price]).toEqual([
      0,
      'rejected',
      9900,
    ]);
    await step('submit', 'pending');
    expect((await call('GET', `/course/${course.id}`)).body.value.reject_reasons).toBeNull();
    expect((await approve(course.id)).body.value).toEqual({
      id: course.id,
      kind: 'listing',
      status: 'online',
    });
    await step('offline', 'offline');
    await step('online', 'online');
    const log = await courseAudit(db(), course.id);
    expect(log.map((a) => [a.from_state, a.to_state])).toEqual([
      [null, 'draft'],
      ['draft', 'pending'],
      ['pending', 'draft'],
      ['draft', 'pending'],
      ['pending', 'rejected'],
      ['rejected', 'pending'],
      ['pending', 'online'],
      ['online', 'offline'],
      ['offline', 'online'],
    ]);
    expect(log[4]?.actor_account_id).not.toBe(me.accountId);
    const messages = await courseMessages(db(), me.accountId);
    expect(messages.at(-2)?.title).toBe('课程审核驳回：月卡 / Listing rejected: 月卡');
    expect(messages.at(-2)?.content).toContain('price: 价格过高');
    expect(messages.at(-1)?.title).toBe('课程审核通过：月卡 / Listing approved: 月卡');
  });

  it('refuses every forbidden transition with -409 and writes nothing, not even a log row', async () => {
    const draft = await create();
    const pending = await create();
    await call('POST', `/course/${pending.id}/submit`);
    const live = await online();
    const offline = await online();
    await call('POST', `/course/${offline.id}/offline`);
    const rejected = await create();
    await call('POST', `/course/${rejected.id}/submit`);
    await reject(rejected.id, { name: '名称不当' });
    const forbidden: [{ id: number }, string, string][] = [
      [draft, 'draft', 'withdraw'],
      [draft, 'draft', 'online'],
      [draft, 'draft', 'offline'],
      [pending, 'pending', 'submit'],
      [pending, 'pending', 'online'],
      [pending, 'pending', 'offline'],
      [live, 'online', 'submit'],
      [live, 'online', 'withdraw'],
      [live, 'online', 'online'],
      [offline, 'offline', 'offline'],
      [offline, 'offline', 'submit'],
      [rejected, 'rejected', 'withdraw'],
      [rejected, 'rejected', 'online'],
      [rejected, 'rejected', 'offline'],
    ];
    for (const [course, status, action] of forbidden) {
      const before = (await courseAudit(db(), course.id)).length;
      const res = await call('POST', `/course/${course.id}/${action}`);
      expect([res.status, res.body.code], `${status} ${action}`).toEqual([409, -409]);
      expect(await statusOf(course.id)).toBe(status);
      expect((await courseAudit(db(), course.id)).length, `${status} ${action}`).toBe(before);
    }
    // The platform decides pending listings only.
    for (const [course, status] of [
      [draft, 'draft'],
      [live, 'online'],
      [offline, 'offline'],
      [rejected, 'rejected'],
    ] as const) {
      const before = (await courseAudit(db(), course.id)).length;
      expect((await approve(course.id)).body.code).toBe(-409);
      expect((await reject(course.id, { name: 'x' })).body.code).toBe(-409);
      expect(await statusOf(course.id)).toBe(status);
      expect((await courseAudit(db(), course.id)).length).toBe(before);
    }
    // A pending listing is not edited, and only drafts are deleted.
    const edit = await call('PUT', `/course/${pending.id}`, await completeCourse(db(), me, { name: '改' }));
    expect([edit.body.code, edit.body.message]).toEqual([
      -409,
      'This listing is pending approval: withdraw it before editing',
    ]);
    for (const course of [pending, live, offline, rejected]) {
      const res = await call('DELETE', `/course/${course.id}`);
      expect([res.body.code, res.body.message]).toEqual([
        -409,
        'Only listings to be submitted can be deleted',
      ]);
    }
    expect(
      (await db().selectFrom('courses').select('name').where('id', '=', pending.id).executeTakeFirst())?.name,
    ).toBe('月卡');
  });

  it('deletes a draft with its log row; a second delete is -404', async () => {
    const course = await create();
    expect((await call('DELETE', `/course/${course.id}`)).body).toMatchObject({
      code: 0,
      value: { id: course.id },
    });
    expect((await call('GET', `/course/${course.id}`)).body.code).toBe(-404);
    expect((await call('DELETE', `/course/${course.id}`)).body.code).toBe(-404);
    expect((await courseAudit(db(), course.id)).map((a) => a.to_state)).toEqual(['draft', 'deleted']);
  });

  it('keeps the live version on sale while its revision is edited and reviewed; approval replaces it', async () => {
    const course = await online();
    const newCover = await storeFile(db(), me.storeId, me.accountId);
    const body = await completeCourse(db(), me, {
      name: '季卡',
      price: 49_900,
      cover_upload_ids: [newCover],
      coach_ids: [],
      area_id: null,
    });
    const edited = (await call('PUT', `/course/${course.id}`, body)).body.value;
    expect(edited).toMatchObject({ status: 'online', name: '月卡', price: 19_900 });
    expect(edited.revision).toMatchObject({
      status: 'draft',
      name: '季卡',
      price: 49_900,
      cover_upload_ids: [newCover],
    });
    expect(edited.revision.covers[0].url).toMatch(/^http/);
    // A second edit updates the same revision.
    const again = (await call('PUT', `/course/${course.id}`, { ...body, detail: '新版' })).body.value;
    expect([again.revision.id, again.revision.detail]).toEqual([edited.revision.id, '新版']);
    const listed = await call('POST', '/course/list', {
      restrictions: [{ name: 'revision_status', operator: '=', value: 'draft' }],
    });
    expect(listed.body.value.content.map((c: { id: number }) => c.id)).toContain(course.id);

    const submitted = (await call('POST', `/course/${course.id}/submit`)).body.value;
    expect([submitted.status, submitted.revision.status]).toEqual(['online', 'pending']);
    const locked = await call('PUT', `/course/${course.id}`, body);
    expect(locked.body.code).toBe(-409);
    const queue = await courseCall(t, platform, 'POST', '/platform/course/list', {
      restrictions: [{ name: 'kind', operator: '=', value: 'revision' }],
      pageable: { number: 1, size: 100 },
    });
    const item = queue.body.value.content.find((i: { id: number }) => i.id === course.id);
    expect(item).toMatchObject({
      kind: 'revision',
      name: '季卡',
      status: 'online',
      fields: { price: 49_900 },
    });
    expect(item.live).toMatchObject({ name: '月卡', price: 19_900 });
    // Still on sale as it was.
    expect(await statusOf(course.id)).toBe('online');

    expect((await approve(course.id)).body.value).toEqual({
      id: course.id,
      kind: 'revision',
      status: 'online',
    });
    const after = (await call('GET', `/course/${course.id}`)).body.value;
    expect(after).toMatchObject({
      status: 'online',
      name: '季卡',
      price: 49_900,
      detail: '新版',
      cover_upload_ids: [newCover],
      coach_ids: [],
      area: null,
      revision: null,
    });
    expect((await courseAudit(db(), course.id)).map((a) => [a.from_state, a.to_state]).slice(-3)).toEqual([
      [null, 'revision_draft'],
      ['revision_draft', 'revision_pending'],
      ['revision_pending', 'revision_approved'],
    ]);
    expect((await courseMessages(db(), me.accountId)).at(-1)?.content).toContain('线上版本已更新');
  });

  it('approves a revision once when two approvals race: one success, one -409', async () => {
    const course = await online();
    await call(
      'PUT',
      `/course/${course.id}`,
      await completeCourse(db(), me, { name: '年卡', price: 99_900 }),
    );
    await call('POST', `/course/${course.id}/submit`);
    const results = await Promise.all([approve(course.id), approve(course.id)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([-409, 0]);
    const rows = (await courseAudit(db(), course.id)).filter((a) => a.to_state === 'revision_approved');
    expect(rows.length).toBe(1);
    expect((await call('GET', `/course/${course.id}`)).body.value).toMatchObject({
      name: '年卡',
      price: 99_900,
      revision: null,
    });
  });

  it('rejects a revision with reasons per field; the merchant edits and resubmits it', async () => {
    const course = await online();
    await call('PUT', `/course/${course.id}`, await completeCourse(db(), me, { name: '半年卡' }));
    await call('POST', `/course/${course.id}/submit`);
    const res = await reject(course.id, { name: '名称重复' });
    expect(res.body.value).toEqual({ id: course.id, kind: 'revision', status: 'online' });
    const got = (await call('GET', `/course/${course.id}`)).body.value;
    expect(got).toMatchObject({
      name: '月卡',
      revision: { status: 'rejected', reject_reasons: { name: '名称重复' } },
    });
    const edited = await call(
      'PUT',
      `/course/${course.id}`,
      await completeCourse(db(), me, { name: '半年卡二' }),
    );
    expect(edited.body.value.revision).toMatchObject({ status: 'rejected', name: '半年卡二' });
    const again = (await call('POST', `/course/${course.id}/submit`)).body.value;
    expect(again.revision).toMatchObject({ status: 'pending', reject_reasons: null });
    const withdrawn = (await call('POST', `/course/${course.id}/withdraw`)).body.value;
    expect([withdrawn.status, withdrawn.revision.status]).toEqual(['online', 'draft']);
    expect((await courseMessages(db(), me.accountId)).at(-1)?.content).toContain('name: 名称重复');
  });

  it('refuses a reject without reasons or with an unknown field', async () => {
    const course = await create();
    await call('POST', `/course/${course.id}/submit`);
    expect((await reject(course.id, {})).body.code).toBe(-400);
    expect((await reject(course.id, { colour: 'x' })).body.code).toBe(-400);
    expect((await reject(course.id, { name: `x${NUL}` })).body.code).toBe(-400);
    expect(await statusOf(course.id)).toBe('pending');
    expect((await courseCall(t, platform, 'POST', '/platform/course/999999999/approve')).body.code).toBe(
      -404,
    );
    // A merchant is not the platform.
    expect((await courseCall(t, me, 'POST', `/platform/course/${course.id}/approve`)).body.code).toBe(-403);
  });

  it('counts listings per tab and filters the list by status, category, name, price and time', async () => {
    const fresh = await courseOwner(db());
    const make = async (overrides: object) => {
      const res = await courseCall(t, fresh, 'POST', '/course', await completeCourse(db(), fresh, overrides));
      return res.body.value;
    };
    const a = await make({ name: '瑜伽月卡', category: 7, price: 10_000 });
    const b = await make({ name: '私教课', category: 6, class_size: 1, price: 30_000 });
    await make({ name: '少儿游泳', category: 3, price: 20_000 });
    await courseCall(t, fresh, 'POST', `/course/${b.id}/submit`);
    await courseCall(t, fresh, 'POST', `/course/${a.id}/submit`);
    await approve(a.id);
    const counts = await courseCall(t, fresh, 'GET', '/course/status_count');
    expect(counts.body.value).toEqual({ online: 1, offline: 0, draft: 1, pending: 1, rejected: 0 });
    const list = async (restrictions: object[], sorts: object[] = []) =>
      (await courseCall(t, fresh, 'POST', '/course/list', { restrictions, sorts })).body.value.content.map(
        (c: { name: string }) => c.name,
      );
    expect(await list([{ name: 'status', operator: '=', value: 'pending' }])).toEqual(['私教课']);
    expect(
      await list([{ name: 'category', operator: 'in', value: [3, 6] }], [{ name: 'price', sort: 'asc' }]),
    ).toEqual(['少儿游泳', '私教课']);
    expect(await list([{ name: 'name', operator: 'like', value: '月卡' }])).toEqual(['瑜伽月卡']);
    expect(
      await list([{ name: 'price', operator: '>', value: 15_000 }], [{ name: 'price', sort: 'desc' }]),
    ).toEqual(['私教课', '少儿游泳']);
    expect(
      await list([{ name: 'updated_time', operator: '>=', value: '2000-01-01T00:00:00Z' }]),
    ).toHaveLength(3);
    const bad = await courseCall(t, fresh, 'POST', '/course/list', {
      restrictions: [{ name: 'store_id', operator: '=', value: me.storeId }],
    });
    expect(bad.body.code).toBe(-400);
  });

  it('runs bulk submit, online and offline with a result per id', async () => {
    const ready = await create();
    const incomplete = (await call('POST', '/course', { category: 1, name: '训练营' })).body.value;
    const theirs = await create({}, other);
    const res = await call('POST', '/course/bulk/submit', { ids: [ready.id, incomplete.id, theirs.id] });
    expect(res.body.code).toBe(0);
    expect(res.body.value.results).toEqual([
      { id: ready.id, code: 0, message: 'Success', status: 'pending' },
      expect.objectContaining({ id: incomplete.id, code: -400, status: null }),
      { id: theirs.id, code: -404, message: 'This listing does not exist', status: null },
    ]);
    expect(res.body.value.results[1].message).toMatch(/^Complete before submitting/);
    await approve(ready.id);
    const off = await call('POST', '/course/bulk/offline', { ids: [ready.id, incomplete.id] });
    expect(off.body.value.results.map((r: { code: number }) => r.code)).toEqual([0, -409]);
    const on = await call('POST', '/course/bulk/online', { ids: [ready.id] });
    expect(on.body.value.results[0]).toMatchObject({ code: 0, status: 'online' });
    expect((await call('POST', '/course/bulk/online', { ids: [] })).body.code).toBe(-400);
    expect((await call('POST', '/course/bulk/online', { ids: [1, 1] })).body.code).toBe(-400);
    expect((await call('POST', '/course/bulk/online', { ids: ['1'] })).body.code).toBe(-400);
  });
});
