import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createConsumerToken } from '../decoration/storefront-test-kit';
import {
  approveService,
  countPayload,
  insertCourse,
  type ServiceOwner,
  serviceAudit,
  serviceCall,
  serviceEmployee,
  serviceOwner,
} from './service-test-kit';

const NUL = '\u0000';

/** Per-visit services (/service/count/*) on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('per-visit services', () => {
  let t: TestApp;
  let me: ServiceOwner;
  let other: ServiceOwner;
  let yoga: number;
  let spin: number;
  let theirs: number;
  const db = () => t.app.deps.db;

  beforeAll(async () => {
    t = await createTestApp();
    me = await serviceOwner(db());
    other = await serviceOwner(db());
    await approveService(db(), me.storeId, 'count');
    await approveService(db(), other.storeId, 'count');
    yoga = await insertCourse(db(), me.storeId, { name: '流瑜伽' });
    spin = await insertCourse(db(), me.storeId, { name: '动感单车', status: 'pending' });
    theirs = await insertCourse(db(), other.storeId, { name: '别家课程' });
  });
  afterAll(() => t.close());

  const create = async (overrides = {}) => {
    const res = await serviceCall(t, me, 'POST', '/service/count', countPayload([spin, yoga], overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };

  it('creates a 10-visit pack on two courses, in the order chosen, and logs it', async () => {
    const pack = await create();
    expect(pack).toMatchObject({
      name: '10次卡',
      visits: 10,
      price_fen: 58000,
      validity_days: 180,
      per_week_limit: 3,
      course_ids: [spin, yoga],
      courses: [
        { id: spin, name: '动感单车' },
        { id: yoga, name: '流瑜伽' },
      ],
      status: 'online',
    });
    expect((await serviceCall(t, me, 'GET', `/service/count/${pack.id}`)).body.value).toEqual(pack);
    expect(await serviceAudit(db(), 'count_service', pack.id)).toEqual([
      expect.objectContaining({ actor_account_id: me.accountId, to_state: 'online', reason: 'created' }),
    ]);
  });

  it('edits a single visit (no weekly limit), replacing its courses', async () => {
    const single = await create({ name: '单次体验', visits: 1, price_fen: 6800, per_week_limit: null });
    expect(single.per_week_limit).toBeNull();
    const res = await serviceCall(t, me, 'PUT', `/service/count/${single.id}`, {
      ...countPayload([yoga], { name: '单次体验', visits: 1, price_fen: 7800, per_week_limit: null }),
    });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.value).toMatchObject({ price_fen: 7800, course_ids: [yoga] });
    const list = await serviceCall(t, me, 'POST', '/service/count/list', {
      restrictions: [{ name: 'visits', operator: '=', value: 1 }],
    });
    expect(list.body.value.content.map((s: { name: string }) => s.name)).toEqual(['单次体验']);
    expect((await serviceAudit(db(), 'count_service', single.id)).map((e) => e.reason)).toEqual([
      'created',
      'edited',
    ]);
  });

  it('goes offline and online through the transition table (-409 on a repeat)', async () => {
    const pack = await create({ name: '20次卡' });
    expect((await serviceCall(t, me, 'POST', `/service/count/${pack.id}/offline`)).body.value.status).toBe(
      'offline',
    );
    const again = await serviceCall(t, me, 'POST', `/service/count/${pack.id}/offline`);
    expect([again.body.code, again.body.message]).toEqual([
      -409,
      'This change (offline to offline) is not allowed here',
    ]);
    expect((await serviceCall(t, me, 'POST', `/service/count/${pack.id}/online`)).body.value.status).toBe(
      'online',
    );
  });

  it('refuses bad fields with literal messages, the spec’s price rule included', async () => {
    const before = (await serviceCall(t, me, 'POST', '/service/count/list', {})).body.value.total;
    const cases: [object, string][] = [
      [{ price_fen: 900 }, 'The price must be more than 9 yuan'],
      [{ course_ids: [] }, 'Choose at least one course the visits can be used on'],
      [{ course_ids: [yoga, yoga] }, 'course_ids contains the same value twice'],
      [{ course_ids: [yoga, theirs] }, 'course_ids.1: choose courses of this store'],
      [{ course_ids: [2147483647] }, 'course_ids.0: choose courses of this store'],
      [{ visits: 0 }, 'Invalid value for visits'],
      [{ validity_days: 0 }, 'Invalid value for validity_days'],
      [{ per_week_limit: 0 }, 'Invalid value for per_week_limit'],
      [{ name: `次卡${NUL}` }, 'name must not contain control characters'],
      [{ description: `a${NUL}` }, 'description must not contain control characters'],
      [{ name: '' }, 'Invalid value for name'],
      [{ price_fen: '5800' }, 'Invalid value for price_fen'],
    ];
    for (const [override, message] of cases) {
      const res = await serviceCall(t, me, 'POST', '/service/count', countPayload([yoga], override));
      expect([res.status, res.body.code, res.body.message], JSON.stringify(override)).toEqual([
        400,
        -400,
        message,
      ]);
    }
    const zh = await serviceCall(
      t,
      me,
      'POST',
      '/service/count',
      countPayload([yoga], { price_fen: 800 }),
      'zh',
    );
    expect(zh.body.message).toBe('价格不得低于9元');
    const es = await serviceCall(t, me, 'POST', '/service/count', countPayload([theirs]), 'es');
    expect(es.body.message).toBe('course_ids.0: elija cursos de esta tienda');
    expect((await serviceCall(t, me, 'POST', '/service/count/list', {})).body.value.total).toBe(before);
  });

  it('answers another store’s service with -404', async () => {
    const pack = await create({ name: '我的次卡' });
    for (const [method, url, body] of [
      ['GET', `/service/count/${pack.id}`, undefined],
      ['PUT', `/service/count/${pack.id}`, countPayload([theirs])],
      ['POST', `/service/count/${pack.id}/offline`, undefined],
    ] as const) {
      const res = await serviceCall(t, other, method, url, body);
      expect([res.body.code, res.body.message]).toEqual([-404, 'This per-visit service does not exist']);
    }
  });

  it('refuses every write until the per-visit application is approved (-403), timed approval or not', async () => {
    const closed = await serviceOwner(db());
    await approveService(db(), closed.storeId, 'timed');
    const course = await insertCourse(db(), closed.storeId);
    const res = await serviceCall(t, closed, 'POST', '/service/count', countPayload([course]), 'zh');
    expect([res.status, res.body.code, res.body.message]).toEqual([
      403,
      -403,
      '请先申请开通计次业务，平台审核通过后才能使用',
    ]);
    const es = await serviceCall(t, closed, 'POST', '/service/count', countPayload([course]), 'es');
    expect(es.body.message).toBe(
      'Solicite primero la apertura de los servicios por visitas; la plataforma debe aprobarla',
    );
    const options = await serviceCall(t, closed, 'GET', '/service/count/options');
    expect(options.body.value).toEqual({
      open: false,
      courses: [{ id: course, name: '燃脂团课', status: 'online' }],
    });
  });

  it('lets numbertable:view read only, and refuses a clerk without it (-403)', async () => {
    const viewer = await serviceEmployee(db(), me, ['numbertable:view']);
    expect((await serviceCall(t, viewer, 'POST', '/service/count/list', {})).body.code).toBe(0);
    const write = await serviceCall(t, viewer, 'POST', '/service/count', countPayload([yoga]));
    expect([write.status, write.body.code]).toEqual([403, -403]);
    const clerk = await serviceEmployee(db(), me, ['member:view', 'timetable:view']);
    expect((await serviceCall(t, clerk, 'GET', '/service/count/options')).body.code).toBe(-403);
  });

  it('shows consumers online packs once the type is open, with their courses', async () => {
    const consumer = await createConsumerToken(db());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/app/stores/${me.storeId}/services`,
      headers: bearer(consumer),
    });
    const value = res.json().value;
    expect(value.timed).toEqual([]);
    const pack = value.count.find((s: { name: string }) => s.name === '10次卡');
    expect(pack).toMatchObject({
      visits: 10,
      price_fen: 58000,
      per_week_limit: 3,
      courses: [{ name: '动感单车' }, { name: '流瑜伽' }],
    });
    expect(pack).not.toHaveProperty('course_ids');
  });
});
