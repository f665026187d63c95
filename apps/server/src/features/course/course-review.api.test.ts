import { describe, expect, it } from 'vitest';
import {
  completeCourse,
  courseAudit,
  courseCall,
  courseMessages,
  storeFile,
  useCourseScenario,
} from './course-test-kit';

const NUL = '\u0000';

/** Listing transitions, revisions and the platform's review (SQLite, or PostgreSQL with DATABASE_URL). */
describe('course transitions, revisions and review', () => {
  const { s, db, call, create, statusOf, approve, reject, online } = useCourseScenario();

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
    const edited = await call(
      'PUT',
      `/course/${course.id}`,
      await completeCourse(db(), s.me, { price: 9900 }),
    );
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
    expect(log[4]?.actor_account_id).not.toBe(s.me.accountId);
    const messages = await courseMessages(db(), s.me.accountId);
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
    const edit = await call('PUT', `/course/${pending.id}`, await completeCourse(db(), s.me, { name: '改' }));
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

  it('keeps the live version on sale while its revision is edited and reviewed; approval replaces it', async () => {
    const course = await online();
    const newCover = await storeFile(db(), s.me.storeId, s.me.accountId);
    const body = await completeCourse(db(), s.me, {
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
    const queue = await courseCall(s.t, s.platform, 'POST', '/platform/course/list', {
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
    expect(item.covers).toEqual([{ upload_id: newCover, url: expect.stringMatching(/^http/) }]);
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
    expect((await courseMessages(db(), s.me.accountId)).at(-1)?.content).toContain('线上版本已更新');
  });

  it('approves a revision once when two approvals race: one success, one -409', async () => {
    const course = await online();
    await call(
      'PUT',
      `/course/${course.id}`,
      await completeCourse(db(), s.me, { name: '年卡', price: 99_900 }),
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

  it('keeps one open revision when two first edits of a live listing race', async () => {
    const course = await online();
    const body = await completeCourse(db(), s.me, { name: '并发修订' });
    const results = await Promise.all([
      call('PUT', `/course/${course.id}`, body),
      call('PUT', `/course/${course.id}`, body),
    ]);
    const codes = results.map((r) => r.body.code);
    expect(codes).toContain(0);
    for (const code of codes) expect([0, -409]).toContain(code);
    const open = await db()
      .selectFrom('course_revisions')
      .select('id')
      .where('course_id', '=', course.id)
      .where('status', '<>', 'approved')
      .execute();
    expect(open).toHaveLength(1);
    expect(await statusOf(course.id)).toBe('online');
  });

  it('does not count a revision’s cover that was deleted since the edit', async () => {
    const course = await online();
    const cover = await storeFile(db(), s.me.storeId, s.me.accountId);
    await call(
      'PUT',
      `/course/${course.id}`,
      await completeCourse(db(), s.me, { cover_upload_ids: [cover] }),
    );
    await db().deleteFrom('uploaded_files').where('id', '=', cover).execute();
    const res = await call('POST', `/course/${course.id}/submit`);
    expect([res.body.code, res.body.value.missing]).toEqual([
      -400,
      [{ field: 'cover_upload_ids', key: 'courseNeedsCover' }],
    ]);
    expect((await call('GET', `/course/${course.id}`)).body.value.revision).toMatchObject({
      status: 'draft',
      covers: [],
    });
  });

  it('runs the submit checks again at approval: a pending listing whose cover was deleted stays pending', async () => {
    const cover = await storeFile(db(), s.me.storeId, s.me.accountId);
    const course = await create({ cover_upload_ids: [cover] });
    await call('POST', `/course/${course.id}/submit`);
    await db().deleteFrom('uploaded_files').where('id', '=', cover).execute();
    const before = (await courseAudit(db(), course.id)).length;
    const res = await courseCall(
      s.t,
      s.platform,
      'POST',
      `/platform/course/${course.id}/approve`,
      undefined,
      'zh',
    );
    expect([res.body.code, res.body.message]).toEqual([-400, '提交前请完善：至少一张封面图']);
    expect(await statusOf(course.id)).toBe('pending');
    expect((await courseAudit(db(), course.id)).length).toBe(before);
    // The platform can still reject it.
    expect((await reject(course.id, { cover_upload_ids: '请上传封面' })).body.code).toBe(0);
  });

  it('rejects a revision with reasons per field; the merchant edits and resubmits it', async () => {
    const course = await online();
    await call('PUT', `/course/${course.id}`, await completeCourse(db(), s.me, { name: '半年卡' }));
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
      await completeCourse(db(), s.me, { name: '半年卡二' }),
    );
    expect(edited.body.value.revision).toMatchObject({ status: 'rejected', name: '半年卡二' });
    const again = (await call('POST', `/course/${course.id}/submit`)).body.value;
    expect(again.revision).toMatchObject({ status: 'pending', reject_reasons: null });
    const withdrawn = (await call('POST', `/course/${course.id}/withdraw`)).body.value;
    expect([withdrawn.status, withdrawn.revision.status]).toEqual(['online', 'draft']);
    expect((await courseMessages(db(), s.me.accountId)).at(-1)?.content).toContain('name: 名称重复');
  });

  it('refuses a reject without reasons or with an unknown field', async () => {
    const course = await create();
    await call('POST', `/course/${course.id}/submit`);
    expect((await reject(course.id, {})).body.code).toBe(-400);
    expect((await reject(course.id, { colour: 'x' })).body.code).toBe(-400);
    expect((await reject(course.id, { name: `x${NUL}` })).body.code).toBe(-400);
    expect(await statusOf(course.id)).toBe('pending');
    expect((await courseCall(s.t, s.platform, 'POST', '/platform/course/999999999/approve')).body.code).toBe(
      -404,
    );
    // A merchant is not the platform.
    expect((await courseCall(s.t, s.me, 'POST', `/platform/course/${course.id}/approve`)).body.code).toBe(
      -403,
    );
  });
});
