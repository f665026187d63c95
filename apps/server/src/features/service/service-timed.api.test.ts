import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createConsumerToken } from '../decoration/storefront-test-kit';
import {
  approveService,
  insertCoach,
  insertServiceArea,
  type ServiceOwner,
  serviceAudit,
  serviceCall,
  serviceEmployee,
  serviceOwner,
  timedPayload,
} from './service-test-kit';

const NUL = '\u0000';

/** Timed services (/service/timed/*) on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('timed services', () => {
  let t: TestApp;
  let me: ServiceOwner;
  let other: ServiceOwner;
  let court: number;
  let coach: number;
  const db = () => t.app.deps.db;

  beforeAll(async () => {
    t = await createTestApp();
    me = await serviceOwner(db());
    other = await serviceOwner(db());
    await approveService(db(), me.storeId, 'timed');
    await approveService(db(), other.storeId, 'timed');
    court = await insertServiceArea(db(), me.storeId);
    coach = await insertCoach(db(), me.storeId, '王教练');
  });
  afterAll(() => t.close());

  const create = async (overrides = {}, who = me) => {
    const res = await serviceCall(t, who, 'POST', '/service/timed', timedPayload(court, overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };

  it('creates a court by the half hour, answers it, and logs it', async () => {
    const service = await create();
    expect(service).toMatchObject({
      name: '羽毛球场（半小时）',
      resource_kind: 'area',
      resource_id: court,
      resource_name: '羽毛球1号场',
      unit_minutes: 30,
      unit_price_fen: 800,
      min_units: 2,
      max_units: 6,
      capacity: 1,
      description: '含球网',
      status: 'online',
      cancel_fee_tiers: [
        { hours_before: 0, fee_percent: 100 },
        { hours_before: 2, fee_percent: 50 },
        { hours_before: 24, fee_percent: 0 },
      ],
    });
    expect(service.opening_hours['3']).toEqual([['08:00', '22:00']]);
    const read = await serviceCall(t, me, 'GET', `/service/timed/${service.id}`);
    expect(read.body.value).toEqual(service);
    expect(await serviceAudit(db(), 'timed_service', service.id)).toEqual([
      expect.objectContaining({
        actor_account_id: me.accountId,
        store_id: me.storeId,
        from_state: 'online',
        to_state: 'online',
        reason: 'created',
      }),
    ]);
  });

  it('books a coach by the hour, edits it, and lists by filters', async () => {
    const hour = await create({
      name: '私教一小时',
      resource_kind: 'coach',
      resource_id: coach,
      unit_minutes: 60,
      unit_price_fen: 30000,
      min_units: 1,
      max_units: 2,
    });
    expect(hour.resource_name).toBe('王教练');
    const edited = await serviceCall(t, me, 'PUT', `/service/timed/${hour.id}`, {
      ...timedPayload(coach, {
        resource_kind: 'coach',
        unit_minutes: 60,
        unit_price_fen: 35000,
        min_units: 1,
      }),
      name: '私教一小时（高级）',
      status: 'online',
    });
    expect(edited.body.code, edited.body.message).toBe(0);
    expect(edited.body.value).toMatchObject({ name: '私教一小时（高级）', unit_price_fen: 35000 });
    const list = await serviceCall(t, me, 'POST', '/service/timed/list', {
      restrictions: [{ name: 'resource_kind', operator: '=', value: 'coach' }],
    });
    expect(list.body.value.content.map((s: { name: string }) => s.name)).toEqual(['私教一小时（高级）']);
    // Another store sees none of them.
    const theirs = await serviceCall(t, other, 'POST', '/service/timed/list', {});
    expect(theirs.body.value.total).toBe(0);
  });

  it('puts a service offline and online through the transition table, refusing a repeat with -409', async () => {
    const service = await create({ name: '上下线测试' });
    const off = await serviceCall(t, me, 'POST', `/service/timed/${service.id}/offline`);
    expect([off.body.code, off.body.value.status]).toEqual([0, 'offline']);
    const again = await serviceCall(t, me, 'POST', `/service/timed/${service.id}/offline`, undefined, 'zh');
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      -409,
      '不允许此状态变更（offline → offline）',
    ]);
    const byEdit = await serviceCall(t, me, 'PUT', `/service/timed/${service.id}`, {
      ...timedPayload(court),
      status: 'online',
    });
    expect([byEdit.body.code, byEdit.body.message]).toEqual([
      -409,
      'Put the service online or offline with its own button, not by editing it',
    ]);
    const on = await serviceCall(t, me, 'POST', `/service/timed/${service.id}/online`);
    expect(on.body.value.status).toBe('online');
    expect(
      (await serviceAudit(db(), 'timed_service', service.id)).map((e) => [e.from_state, e.to_state]),
    ).toEqual([
      ['online', 'online'],
      ['online', 'offline'],
      ['offline', 'online'],
    ]);
  });

  it('refuses bad fields with literal messages in the caller’s language, writing nothing', async () => {
    const before = await serviceCall(t, me, 'POST', '/service/timed/list', {});
    const cases: [object, string][] = [
      [
        { unit_minutes: 45 },
        'The time unit must be 15, 20, 30 or 60 minutes, or whole half hours up to 4 hours',
      ],
      [{ min_units: 1 }, 'The smallest booking (minimum units × unit price) must be more than 9 yuan'],
      [{ unit_price_fen: 0 }, 'Invalid value for unit_price_fen'],
      [{ max_units: 1 }, 'The maximum units may not be fewer than the minimum'],
      [
        { unit_minutes: 240, max_units: 7, unit_price_fen: 1000 },
        'One booking may not last more than 24 hours (maximum units × unit)',
      ],
      [{ opening_hours: {} }, 'The opening hours must hold at least one whole time unit'],
      [
        { opening_hours: { '1': [['10:00', '09:00']] } },
        'In opening_hours.1.0 the end must be after the start',
      ],
      [
        { cancel_fee_tiers: [{ hours_before: 2, fee_percent: 50 }] },
        'The cancellation fees need a tier from 0 hours (cancelling at the last minute)',
      ],
      [
        {
          cancel_fee_tiers: [
            { hours_before: 0, fee_percent: 10 },
            { hours_before: 24, fee_percent: 50 },
          ],
        },
        'Cancelling later may not cost less: the fee must not fall as the start comes nearer',
      ],
      [
        {
          cancel_fee_tiers: [
            { hours_before: 0, fee_percent: 10 },
            { hours_before: 0, fee_percent: 50 },
          ],
        },
        'Two cancellation tiers start at the same number of hours',
      ],
      [
        { cancel_fee_tiers: [{ hours_before: 0, fee_percent: 101 }] },
        'Invalid value for cancel_fee_tiers.0.fee_percent',
      ],
      [{ name: `球场${NUL}` }, 'name must not contain control characters'],
      [{ description: `说明${NUL}` }, 'description must not contain control characters'],
      [{ name: undefined }, 'name is required'],
      [{ resource_kind: 'room' }, 'Invalid value for resource_kind'],
      [{ capacity: 0 }, 'Invalid value for capacity'],
      [{ resource_id: '1' }, 'Invalid value for resource_id'],
    ];
    for (const [override, message] of cases) {
      const res = await serviceCall(t, me, 'POST', '/service/timed', timedPayload(court, override));
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
      '/service/timed',
      timedPayload(court, { min_units: 1 }),
      'zh',
    );
    expect(zh.body.message).toBe('最低预约金额（最少单位数 × 单价）不得低于9元');
    const es = await serviceCall(
      t,
      me,
      'POST',
      '/service/timed',
      timedPayload(court, { unit_minutes: 45 }),
      'es',
    );
    expect(es.body.message).toBe(
      'La unidad debe ser de 15, 20, 30 o 60 minutos, o medias horas enteras hasta 4 horas',
    );
    const after = await serviceCall(t, me, 'POST', '/service/timed/list', {});
    expect(after.body.value.total).toBe(before.body.value.total);
  });

  it('refuses another store’s area or coach, and an inactive coach (-400)', async () => {
    const theirArea = await insertServiceArea(db(), other.storeId, '别家球场');
    const theirCoach = await insertCoach(db(), other.storeId, '别家教练');
    const away = await insertCoach(db(), me.storeId, '离职教练', 'inactive');
    const area = await serviceCall(t, me, 'POST', '/service/timed', timedPayload(theirArea), 'zh');
    expect([area.body.code, area.body.message]).toEqual([-400, '请选择本门店的场地']);
    for (const id of [theirCoach, away]) {
      const res = await serviceCall(
        t,
        me,
        'POST',
        '/service/timed',
        timedPayload(id, { resource_kind: 'coach' }),
      );
      expect([res.body.code, res.body.message]).toEqual([-400, 'Choose an active coach of this store']);
    }
  });

  it('keeps a coach an online service books active, and a service of an inactive coach offline (-409)', async () => {
    const kept = await insertCoach(db(), me.storeId, '私教陈');
    const service = await create({ name: '私教陈（按小时）', resource_kind: 'coach', resource_id: kept });
    const refused = await serviceCall(t, me, 'POST', `/coach/${kept}/deactivate`, undefined, 'zh');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      -409,
      '该教练仍在1个上线的计时业务中供会员预约，请先在计时业务中下线或更换教练',
    ]);

    expect((await serviceCall(t, me, 'POST', `/service/timed/${service.id}/offline`)).body.code).toBe(0);
    const away = await serviceCall(t, me, 'POST', `/coach/${kept}/deactivate`);
    expect([away.body.code, away.body.value.status]).toEqual([0, 'inactive']);
    const online = await serviceCall(t, me, 'POST', `/service/timed/${service.id}/online`);
    expect([online.body.code, online.body.message]).toEqual([
      -409,
      'This service books a coach who is no longer active; choose an active coach before putting it online',
    ]);
    expect((await serviceCall(t, me, 'GET', `/service/timed/${service.id}`)).body.value.status).toBe(
      'offline',
    );

    expect((await serviceCall(t, me, 'POST', `/coach/${kept}/activate`)).body.code).toBe(0);
    expect((await serviceCall(t, me, 'POST', `/service/timed/${service.id}/online`)).body.value.status).toBe(
      'online',
    );
    // The coach leaves again, as the options test below expects (王教练 only).
    await serviceCall(t, me, 'POST', `/service/timed/${service.id}/offline`);
    expect((await serviceCall(t, me, 'POST', `/coach/${kept}/deactivate`)).body.code).toBe(0);
  });

  it('answers another store’s service with -404', async () => {
    const mine = await create({ name: '我的球场' });
    for (const [method, url, body] of [
      ['GET', `/service/timed/${mine.id}`, undefined],
      ['PUT', `/service/timed/${mine.id}`, timedPayload(court)],
      ['POST', `/service/timed/${mine.id}/offline`, undefined],
    ] as const) {
      const res = await serviceCall(t, other, method, url, body);
      expect([res.body.code, res.body.message]).toEqual([-404, 'This timed service does not exist']);
    }
    expect((await serviceCall(t, me, 'GET', `/service/timed/${mine.id}`)).body.value.status).toBe('online');
  });

  it('refuses every write until the platform approved the timed application (-403)', async () => {
    const closed = await serviceOwner(db());
    await approveService(db(), closed.storeId, 'timed', 'pending');
    await approveService(db(), closed.storeId, 'count');
    const area = await insertServiceArea(db(), closed.storeId);
    const res = await serviceCall(t, closed, 'POST', '/service/timed', timedPayload(area), 'zh');
    expect([res.status, res.body.code, res.body.message]).toEqual([
      403,
      -403,
      '请先申请开通计时业务，平台审核通过后才能使用',
    ]);
    const en = await serviceCall(t, closed, 'POST', '/service/timed', timedPayload(area));
    expect(en.body.message).toBe(
      'Apply to open timed services first (Open a service); the platform must approve the application',
    );
    const options = await serviceCall(t, closed, 'GET', '/service/timed/options');
    expect(options.body.value).toMatchObject({ open: false, areas: [expect.objectContaining({ id: area })] });
    expect((await serviceCall(t, closed, 'POST', '/service/timed/list', {})).body.value.total).toBe(0);
  });

  it('offers the store’s areas and active coaches as options', async () => {
    const options = await serviceCall(t, me, 'GET', '/service/timed/options');
    expect(options.body.value.open).toBe(true);
    expect(options.body.value.areas.map((a: { name: string }) => a.name)).toEqual(['羽毛球1号场']);
    expect(options.body.value.coaches.map((c: { name: string }) => c.name)).toEqual(['王教练']);
  });

  it('lets an employee with timetable:view read but not write, and one without it nothing (-403)', async () => {
    const viewer = await serviceEmployee(db(), me, ['timetable:view']);
    expect((await serviceCall(t, viewer, 'POST', '/service/timed/list', {})).body.code).toBe(0);
    expect((await serviceCall(t, viewer, 'GET', '/service/timed/options')).body.code).toBe(0);
    expect((await serviceCall(t, viewer, 'POST', '/service/timed', timedPayload(court))).body.code).toBe(
      -403,
    );
    const clerk = await serviceEmployee(db(), me, ['numbertable:view']);
    const refused = await serviceCall(t, clerk, 'POST', '/service/timed/list', {});
    expect([refused.status, refused.body.code]).toEqual([403, -403]);
  });

  it('shows consumers the online services of open types only', async () => {
    const consumer = await createConsumerToken(db());
    const read = async (storeId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/app/stores/${storeId}/services`,
          headers: bearer(consumer),
        })
      ).json();
    const mine = await read(me.storeId);
    expect(mine.code).toBe(0);
    const names = mine.value.timed.map((s: { name: string }) => s.name);
    expect(names).toContain('我的球场');
    const courtService = mine.value.timed.find((s: { name: string }) => s.name === '我的球场');
    expect(courtService).toMatchObject({
      unit_price_fen: 800,
      min_price_fen: 1600,
      resource_name: '羽毛球1号场',
    });
    expect(courtService).not.toHaveProperty('status');
    expect(mine.value.count).toEqual([]);
    const off = await create({ name: '已下线' });
    await serviceCall(t, me, 'POST', `/service/timed/${off.id}/offline`);
    expect((await read(me.storeId)).value.timed.map((s: { name: string }) => s.name)).not.toContain('已下线');
    const missing = await read(2147483647);
    expect([missing.code, missing.message]).toEqual([-404, 'This store does not exist']);
    // A console token is refused on the app's calls.
    const console = await t.app.inject({
      method: 'GET',
      url: `/api/app/stores/${me.storeId}/services`,
      headers: bearer(me.token),
    });
    expect(console.json().code).toBe(-403);
  });

  it('keeps the area it books: deleting that area is refused until the service moves', async () => {
    const area = await insertServiceArea(db(), me.storeId, '网球场');
    const service = await create({ name: '网球场（小时）' });
    const moved = await serviceCall(
      t,
      me,
      'PUT',
      `/service/timed/${service.id}`,
      timedPayload(area, { name: '网球场（小时）' }),
    );
    expect(moved.body.code, moved.body.message).toBe(0);
    const refused = await serviceCall(t, me, 'DELETE', `/area/${area}`, undefined, 'zh');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      -409,
      '该场地仍被1个计时业务使用，请先在计时业务中更换场地',
    ]);
    const still = await db().selectFrom('areas').select('id').where('id', '=', area).executeTakeFirst();
    expect(still?.id).toBe(area);
    const back = await serviceCall(
      t,
      me,
      'PUT',
      `/service/timed/${service.id}`,
      timedPayload(court, { name: '网球场（小时）' }),
    );
    expect(back.body.code, back.body.message).toBe(0);
    expect((await serviceCall(t, me, 'DELETE', `/area/${area}`)).body.code).toBe(0);
  });
});
