import { describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import {
  completeCourse,
  courseAudit,
  courseCall,
  courseOwner,
  storeFile,
  useCourseScenario,
} from './course-test-kit';

const NUL = '\u0000';

/** Courses and packages: the merchant's calls and rules (SQLite, or PostgreSQL with DATABASE_URL). */
describe('courses and packages', () => {
  const { s, db, call, create, statusOf, approve } = useCourseScenario();

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
      expect.objectContaining({ actor_account_id: s.me.accountId, from_state: null, to_state: 'draft' }),
    ]);
  });

  it('answers a complete listing with signed covers, coach and area names', async () => {
    const course = await create();
    expect(course).toMatchObject({
      status: 'draft',
      price: 19_900,
      class_size: 20,
      area: { id: s.me.areaId, name: '一号厅' },
    });
    expect(course.coaches).toEqual([{ id: s.me.coachId, name: '张伟' }]);
    expect(course.covers[0].url).toMatch(/^http/);
    const got = await call('GET', `/course/${course.id}`);
    expect(got.body.value).toMatchObject({ id: course.id, detail: '# 月卡\n不限次数' });
  });

  it('refuses a price of 900 fen with the spec message in zh, en and es, and accepts 901', async () => {
    const body = await completeCourse(db(), s.me, { price: 900 });
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
    const foreignCover = await storeFile(db(), s.other.storeId, s.other.accountId);
    const document = await storeFile(db(), s.me.storeId, s.me.accountId, 'document');
    for (const [overrides, field] of [
      [{ cover_upload_ids: [foreignCover] }, 'cover_upload_ids.0'],
      [{ cover_upload_ids: [document] }, 'cover_upload_ids.0'],
      [{ coach_ids: [s.me.coachId, s.other.coachId] }, 'coach_ids.1'],
      [{ area_id: s.other.areaId }, 'area_id'],
    ] as const) {
      const res = await call('POST', '/course', await completeCourse(db(), s.me, overrides));
      expect([res.body.code, res.body.message]).toEqual([
        -400,
        `${field} refers to something that is not in this store`,
      ]);
    }
  });

  it('hides another store’s listing (-404) from every call', async () => {
    const theirs = await create({}, s.other);
    const body = await completeCourse(db(), s.me);
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
    // Naming the other store in X-Store-Id is -403; malformed ids and filters are -400.
    const asOther = await courseCall(
      s.t,
      { token: s.me.token, storeId: s.other.storeId },
      'GET',
      `/course/${theirs.id}`,
    );
    expect([asOther.status, asOther.body.code]).toEqual([403, -403]);
    for (const url of ['/course/1abc', '/course/0', '/course/99999999999', `/course/${theirs.id}%00`])
      expect((await call('GET', url)).body.code, url).toBe(-400);
    const nul = await call('POST', '/course/list', {
      restrictions: [{ name: 'name', operator: 'like', value: `a${NUL}` }],
    });
    expect(nul.body.code).toBe(-400);
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

  it('counts listings per tab and filters the list by status, category, name, price and time', async () => {
    const fresh = await courseOwner(db());
    const make = async (overrides: object) => {
      const res = await courseCall(
        s.t,
        fresh,
        'POST',
        '/course',
        await completeCourse(db(), fresh, overrides),
      );
      return res.body.value;
    };
    const a = await make({ name: '瑜伽月卡', category: 7, price: 10_000 });
    const b = await make({ name: '私教课', category: 6, class_size: 1, price: 30_000 });
    await make({ name: '少儿游泳', category: 3, price: 20_000 });
    await courseCall(s.t, fresh, 'POST', `/course/${b.id}/submit`);
    await courseCall(s.t, fresh, 'POST', `/course/${a.id}/submit`);
    await approve(a.id);
    const counts = await courseCall(s.t, fresh, 'GET', '/course/status_count');
    expect(counts.body.value).toEqual({ online: 1, offline: 0, draft: 1, pending: 1, rejected: 0 });
    const list = async (restrictions: object[], sorts: object[] = []) =>
      (await courseCall(s.t, fresh, 'POST', '/course/list', { restrictions, sorts })).body.value.content.map(
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
    const bad = await courseCall(s.t, fresh, 'POST', '/course/list', {
      restrictions: [{ name: 'store_id', operator: '=', value: s.me.storeId }],
    });
    expect(bad.body.code).toBe(-400);
  });

  it('runs bulk submit, online and offline with a result per id', async () => {
    const ready = await create();
    const incomplete = (await call('POST', '/course', { category: 1, name: '训练营' })).body.value;
    const theirs = await create({}, s.other);
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

  it('lets an employee with course:view read listings but not change them; class:edit lets it edit', async () => {
    const course = await create();
    const staff = await createMerchant(db(), { stores: 0 });
    const [view, edit] = await functionIds(db(), 'course:view', 'class:edit');
    const employment = await insertEmployment(db(), {
      owner: s.me.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [s.me.storeId],
      functionIds: [view],
    });
    const who = {
      token: await createSessionToken(db(), staff.accountId, { storeId: s.me.storeId }),
      storeId: s.me.storeId,
    };
    expect((await courseCall(s.t, who, 'GET', `/course/${course.id}`)).body.code).toBe(0);
    expect((await courseCall(s.t, who, 'POST', '/course/list', {})).body.code).toBe(0);
    expect((await courseCall(s.t, who, 'GET', '/course/status_count')).body.code).toBe(0);
    const body = await completeCourse(db(), s.me);
    for (const [method, url, payload] of [
      ['POST', '/course', body],
      ['PUT', `/course/${course.id}`, body],
      ['DELETE', `/course/${course.id}`, undefined],
      ['POST', `/course/${course.id}/submit`, undefined],
      ['POST', `/course/${course.id}/online`, undefined],
      ['POST', '/course/bulk/submit', { ids: [course.id] }],
    ] as const) {
      const res = await courseCall(s.t, who, method, url, payload);
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([403, -403]);
    }
    expect(await statusOf(course.id)).toBe('draft');
    await db()
      .insertInto('employee_functions')
      .values({ employee_id: employment, function_id: edit })
      .execute();
    const edited = await courseCall(s.t, who, 'PUT', `/course/${course.id}`, { ...body, name: '员工改名' });
    expect([edited.body.code, edited.body.value.name]).toEqual([0, '员工改名']);
    expect((await courseAudit(db(), course.id)).length).toBe(1);
  });
});
