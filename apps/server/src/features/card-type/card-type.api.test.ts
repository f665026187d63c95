import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import {
  type CardOwner,
  cardCall,
  cardOwner,
  cardTypePayload,
  insertCourse,
  insertSoldCard,
} from './card-type-test-kit';

const NUL = '\u0000';

/** Card types and the prepaid-rules setting on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('card types', () => {
  let t: TestApp;
  let me: CardOwner;
  let other: CardOwner;
  const db = () => t.app.deps.db;

  beforeAll(async () => {
    t = await createTestApp();
    me = await cardOwner(db());
    other = await cardOwner(db());
  });
  afterAll(() => t.close());

  const create = async (overrides = {}, who = me) => {
    const res = await cardCall(t, who, 'POST', '/card/type', cardTypePayload(overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const auditOf = (entity: string, id: number) =>
    db()
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
  const typeCount = async () =>
    Number(
      (
        await db()
          .selectFrom('card_types')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a count card with gift sessions, and writes the log row', async () => {
    const type = await create({ description: '两行\n说明', sort: 3 });
    expect(type).toMatchObject({
      name: '十次卡',
      kind: 'count',
      status: 'on_sale',
      price_fen: 80_000,
      validity_days: 180,
      sessions: 10,
      gift_sessions: 2,
      gift_days: 0,
      gift_fen: 0,
      all_courses: true,
      course_ids: [],
      courses: [],
      shareable: false,
      max_holders: 1,
      parallel_use: false,
      freeze_allowed: false,
      max_freeze_days: 0,
      max_freeze_times: 0,
      description: '两行\n说明',
      sort: 3,
      sold_count: 0,
      cap_warnings: [],
    });
    expect(await auditOf('card_type', type.id)).toEqual([
      expect.objectContaining({
        actor_account_id: me.accountId,
        store_id: me.storeId,
        from_state: 'on_sale',
        to_state: 'on_sale',
        reason: 'created',
      }),
    ]);
    const read = await cardCall(t, me, 'GET', `/card/type/${type.id}`);
    expect([read.body.code, read.body.value.id]).toEqual([0, type.id]);
  });

  it('creates a shareable period card with freeze rules, ignoring the fields of other kinds', async () => {
    const type = await create({
      name: '年卡',
      kind: 'period',
      price_fen: 300_000,
      validity_days: 365,
      gift_days: 30,
      sessions: 50,
      gift_fen: 999,
      shareable: true,
      max_holders: 3,
      parallel_use: true,
      freeze_allowed: true,
      max_freeze_days: 60,
      max_freeze_times: 2,
    });
    expect(type).toMatchObject({
      kind: 'period',
      validity_days: 365,
      gift_days: 30,
      sessions: null,
      gift_sessions: 0,
      gift_fen: 0,
      shareable: true,
      max_holders: 3,
      parallel_use: true,
      freeze_allowed: true,
      max_freeze_days: 60,
      max_freeze_times: 2,
    });
    // Not shareable: one holder, whatever was sent; freezing not allowed: no limits kept.
    const single = await create({ kind: 'period', max_holders: 5, max_freeze_days: 9 });
    expect([single.max_holders, single.max_freeze_days]).toEqual([1, 0]);
  });

  it('creates a stored-value card valid for two of the store’s courses', async () => {
    const [yoga, spin] = [await insertCourse(db(), me.storeId), await insertCourse(db(), me.storeId, '单车')];
    const type = await create({
      name: '储值卡',
      kind: 'stored_value',
      price_fen: 100_000,
      gift_fen: 10_000,
      validity_days: 730,
      all_courses: false,
      course_ids: [spin, yoga],
    });
    expect(type).toMatchObject({
      kind: 'stored_value',
      gift_fen: 10_000,
      sessions: null,
      all_courses: false,
    });
    expect(type.course_ids).toEqual([yoga, spin].sort((a, b) => a - b));
    expect(type.courses.map((c: { id: number }) => c.id)).toEqual(type.course_ids);
    const options = await cardCall(t, me, 'GET', '/card/type/options');
    expect(options.body.code).toBe(0);
    expect(options.body.value.courses.map((c: { id: number }) => c.id).sort()).toEqual([yoga, spin].sort());
    expect(options.body.value.courses[0]).toEqual(expect.objectContaining({ status: 'online' }));
  });

  it('refuses bad fields with literal messages, in the caller’s language, writing nothing', async () => {
    const before = await typeCount();
    const zh = await cardCall(t, me, 'POST', '/card/type', cardTypePayload({ price_fen: 900 }), 'zh');
    expect([zh.status, zh.body.code, zh.body.message]).toEqual([400, -400, '价格不得低于9元']);
    const es = await cardCall(
      t,
      me,
      'POST',
      '/card/type',
      cardTypePayload({ shareable: true, max_holders: 11 }),
      'es',
    );
    expect(es.body.message).toBe('Una tarjeta compartible tiene de 2 a 10 titulares');
    const cases: [object, string][] = [
      [{ price_fen: 901.5 }, 'Invalid value for price_fen'],
      [{ price_fen: 900 }, 'The price must be more than 9 yuan'],
      [{ kind: 'yearly' }, 'Invalid value for kind'],
      [{ sessions: null }, 'sessions is required'],
      [{ sessions: undefined }, 'sessions is required'],
      [{ validity_days: 0 }, 'Invalid value for validity_days'],
      [{ validity_days: 3651 }, 'Invalid value for validity_days'],
      [{ name: `a${NUL}b` }, 'name must not contain control characters'],
      [{ description: `x${NUL}` }, 'description must not contain control characters'],
      [{ name: undefined }, 'name is required'],
      [{ shareable: true, max_holders: 1 }, 'A shareable card has 2 to 10 holders'],
      [{ shareable: 1 }, 'Invalid value for shareable'],
      [
        { freeze_allowed: true, max_freeze_days: 0, max_freeze_times: 2 },
        'When freezing is allowed, enter the most days (1 to 365) and times (1 to 12) in max_freeze_days',
      ],
      [
        { freeze_allowed: true, max_freeze_days: 30 },
        'When freezing is allowed, enter the most days (1 to 365) and times (1 to 12) in max_freeze_times',
      ],
      [{ all_courses: false }, 'course_ids is required'],
      [{ all_courses: false, course_ids: [5, 5] }, 'course_ids contains the same value twice'],
      [{ all_courses: false, course_ids: ['5'] }, 'Invalid value for course_ids.0'],
      [{ gift_fen: -1 }, 'Invalid value for gift_fen'],
    ];
    for (const [override, message] of cases) {
      const res = await cardCall(t, me, 'POST', '/card/type', cardTypePayload(override));
      expect([res.status, res.body.code, res.body.message], JSON.stringify(override)).toEqual([
        400,
        -400,
        message,
      ]);
    }
    expect(await typeCount()).toBe(before);
  });

  it('refuses a course of another store, naming the field, writing nothing', async () => {
    const own = await insertCourse(db(), me.storeId);
    const foreign = await insertCourse(db(), other.storeId);
    const before = await typeCount();
    for (const ids of [
      [own, foreign],
      [own, 999_999],
    ]) {
      const res = await cardCall(
        t,
        me,
        'POST',
        '/card/type',
        cardTypePayload({ all_courses: false, course_ids: ids }),
      );
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        -400,
        'The course in course_ids.1 is not one of your store’s courses',
      ]);
    }
    const zh = await cardCall(
      t,
      me,
      'POST',
      '/card/type',
      cardTypePayload({ all_courses: false, course_ids: [foreign] }),
      'zh',
    );
    expect(zh.body.message).toBe('course_ids.0 中的课程不是本门店的课程');
    expect(await typeCount()).toBe(before);
  });

  it('edits a type; the kind is fixed once a card is sold, and sold cards keep their terms', async () => {
    const type = await create({ name: '可改卡' });
    const toPeriod = await cardCall(
      t,
      me,
      'PUT',
      `/card/type/${type.id}`,
      cardTypePayload({ name: '改成月卡', kind: 'period', validity_days: 30, gift_days: 3 }),
    );
    expect([toPeriod.body.code, toPeriod.body.value.kind, toPeriod.body.value.sessions]).toEqual([
      0,
      'period',
      null,
    ]);
    const back = await cardCall(t, me, 'PUT', `/card/type/${type.id}`, cardTypePayload({ name: '十次卡' }));
    expect([back.body.code, back.body.value.kind, back.body.value.gift_days]).toEqual([0, 'count', 0]);

    await insertSoldCard(db(), me.storeId, type.id);
    const locked = await cardCall(
      t,
      me,
      'PUT',
      `/card/type/${type.id}`,
      cardTypePayload({ name: '又改', kind: 'stored_value' }),
    );
    expect([locked.status, locked.body.code, locked.body.message]).toEqual([
      409,
      -409,
      'Cards of this type have been sold, so its kind cannot change',
    ]);
    const priced = await cardCall(
      t,
      me,
      'PUT',
      `/card/type/${type.id}`,
      cardTypePayload({ price_fen: 99_000, sessions: 20 }),
    );
    expect([priced.body.code, priced.body.value.price_fen, priced.body.value.sold_count]).toEqual([
      0, 99_000, 1,
    ]);
    const card = await db()
      .selectFrom('member_cards')
      .select(['paid_fen', 'sessions'])
      .where('card_type_id', '=', type.id)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ paid_fen: 80_000, sessions: 10 });

    const status = await cardCall(
      t,
      me,
      'PUT',
      `/card/type/${type.id}`,
      cardTypePayload({ status: 'off_sale' }),
    );
    expect([status.body.code, status.body.message]).toEqual([
      -409,
      'Put the card type on or off sale with its own button',
    ]);
    expect((await auditOf('card_type', type.id)).map((e) => e.reason)).toEqual([
      'created',
      'edited',
      'edited',
      'edited',
    ]);
  });

  it('takes a type off sale and back through the transition table; a repeat is -409 with no write', async () => {
    const type = await create({ name: '上下架' });
    const off = await cardCall(t, me, 'POST', `/card/type/${type.id}/off-sale`);
    expect([off.body.code, off.body.value.status]).toEqual([0, 'off_sale']);
    const again = await cardCall(t, me, 'POST', `/card/type/${type.id}/off-sale`);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      -409,
      'This change (off_sale to off_sale) is not allowed here',
    ]);
    const filtered = await cardCall(t, me, 'POST', '/card/type/list', {
      restrictions: [{ name: 'status', operator: '=', value: 'off_sale' }],
    });
    expect(filtered.body.value.content.map((c: { id: number }) => c.id)).toContain(type.id);
    const on = await cardCall(t, me, 'POST', `/card/type/${type.id}/on-sale`);
    expect([on.body.code, on.body.value.status]).toEqual([0, 'on_sale']);
    const onAgain = await cardCall(t, me, 'POST', `/card/type/${type.id}/on-sale`, undefined, 'zh');
    expect([onAgain.body.code, onAgain.body.message]).toEqual([
      -409,
      '不允许此状态变更（on_sale → on_sale）',
    ]);
    expect((await auditOf('card_type', type.id)).map((e) => [e.from_state, e.to_state])).toEqual([
      ['on_sale', 'on_sale'],
      ['on_sale', 'off_sale'],
      ['off_sale', 'on_sale'],
    ]);
  });

  it('lists with filters, sorts and paging', async () => {
    const owner = await cardOwner(db());
    await create({ name: '甲次卡', price_fen: 50_000 }, owner);
    await create(
      { name: '乙月卡', kind: 'period', price_fen: 30_000, shareable: true, max_holders: 2 },
      owner,
    );
    await create({ name: '丙储值', kind: 'stored_value', price_fen: 100_000 }, owner);
    const list = (body: object) => cardCall(t, owner, 'POST', '/card/type/list', body);
    const names = (res: { body: { value: { content: { name: string }[] } } }) =>
      res.body.value.content.map((c) => c.name);
    expect(names(await list({ restrictions: [{ name: 'kind', operator: '=', value: 'period' }] }))).toEqual([
      '乙月卡',
    ]);
    expect(names(await list({ restrictions: [{ name: 'shareable', operator: '=', value: true }] }))).toEqual([
      '乙月卡',
    ]);
    expect(
      names(
        await list({
          restrictions: [{ name: 'price_fen', operator: '>=', value: 50_000 }],
          sorts: [{ name: 'price_fen', sort: 'desc' }],
        }),
      ),
    ).toEqual(['丙储值', '甲次卡']);
    expect(names(await list({ restrictions: [{ name: 'name', operator: 'like', value: '储值' }] }))).toEqual([
      '丙储值',
    ]);
    const page = await list({
      pageable: { number: 2, size: 2 },
      sorts: [{ name: 'created_at', sort: 'asc' }],
    });
    expect([page.body.value.total, names(page)]).toEqual([3, ['丙储值']]);
    const bad = await list({ restrictions: [{ name: 'store_id', operator: '=', value: 1 }] });
    expect([bad.body.code, bad.body.message]).toEqual([
      -400,
      'This list cannot be filtered or sorted by store_id',
    ]);
    const nul = await list({ restrictions: [{ name: 'name', operator: 'like', value: `a${NUL}` }] });
    expect(nul.body.code).toBe(-400);
  });

  it('keeps the prepaid region: audited, and warns (-22) on a type the Shanghai caps forbid', async () => {
    const owner = await cardOwner(db());
    const read = await cardCall(t, owner, 'GET', '/card/settings');
    expect(read.body).toMatchObject({ code: 0, value: { prepaid_region: 'none' } });
    const big = await create(
      { name: '大额年卡', kind: 'period', price_fen: 600_000, validity_days: 365 },
      owner,
    );
    expect(big.cap_warnings).toEqual([]);

    const set = await cardCall(t, owner, 'PUT', '/card/settings', { prepaid_region: 'shanghai' });
    expect(set.body).toMatchObject({ code: 0, value: { prepaid_region: 'shanghai' } });
    // Saving the same region again changes nothing and logs nothing.
    await cardCall(t, owner, 'PUT', '/card/settings', { prepaid_region: 'shanghai' });
    expect((await auditOf('prepaid_region', owner.storeId)).map((e) => [e.from_state, e.to_state])).toEqual([
      ['none', 'shanghai'],
    ]);
    const bad = await cardCall(t, owner, 'PUT', '/card/settings', { prepaid_region: 'beijing' });
    expect([bad.body.code, bad.body.message]).toEqual([-400, 'Invalid value for prepaid_region']);

    const shown = await cardCall(t, owner, 'GET', `/card/type/${big.id}`, undefined, 'zh');
    expect(shown.body.value.cap_warnings).toEqual(['超过上海预付卡限额：时间卡不超过5000元']);

    const warned = await cardCall(
      t,
      owner,
      'POST',
      '/card/type',
      cardTypePayload({ name: '两年半卡', kind: 'period', price_fen: 500_001, validity_days: 900 }),
      'zh',
    );
    expect([warned.status, warned.body.code, warned.body.message]).toEqual([
      200,
      -22,
      '已保存，但按门店的预付卡规则此卡无法售出：超过上海预付卡限额：时间卡不超过5000元; 超过上海预付卡限额：时间卡期限不超过24个月',
    ]);
    expect(warned.body.value).toMatchObject({ name: '两年半卡', status: 'on_sale' });
    const atLimit = await cardCall(
      t,
      owner,
      'POST',
      '/card/type',
      cardTypePayload({ name: '六十次', sessions: 50, gift_sessions: 10, price_fen: 2_000_000 }),
    );
    expect([atLimit.body.code, atLimit.body.value.cap_warnings]).toEqual([0, []]);
    const over = await cardCall(
      t,
      owner,
      'PUT',
      `/card/type/${atLimit.body.value.id}`,
      cardTypePayload({ name: '六十一次', sessions: 51, gift_sessions: 10, price_fen: 2_000_000 }),
    );
    expect([over.body.code, over.body.message]).toEqual([
      -22,
      'Saved, but under the store’s prepaid-card rules this card cannot be sold: Over the Shanghai prepaid-card limit: count cards at most 60 sessions',
    ]);
  });

  it('lets a clerk with card:view read but not change; card:edit lets it edit', async () => {
    const type = await create({ name: '店员看' });
    const staff = await createMerchant(db(), { stores: 0 });
    const [view] = await functionIds(db(), 'card:view');
    await insertEmployment(db(), {
      owner: me.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [me.storeId],
      functionIds: [view],
    });
    const clerk = {
      token: await createSessionToken(db(), staff.accountId, { storeId: me.storeId }),
      storeId: me.storeId,
    };
    expect((await cardCall(t, clerk, 'POST', '/card/type/list', {})).body.code).toBe(0);
    expect((await cardCall(t, clerk, 'GET', `/card/type/${type.id}`)).body.code).toBe(0);
    expect((await cardCall(t, clerk, 'GET', '/card/type/options')).body.code).toBe(0);
    expect((await cardCall(t, clerk, 'GET', '/card/settings')).body.code).toBe(0);
    for (const [method, url, payload] of [
      ['POST', '/card/type', cardTypePayload()],
      ['PUT', `/card/type/${type.id}`, cardTypePayload()],
      ['POST', `/card/type/${type.id}/off-sale`, undefined],
      ['PUT', '/card/settings', { prepaid_region: 'shanghai' }],
    ] as const) {
      const res = await cardCall(t, clerk, method, url, payload);
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([403, -403]);
    }
    expect((await auditOf('card_type', type.id)).length).toBe(1);
  });

  it('answers -404 for a type of another store, and changes nothing there', async () => {
    const type = await create({ name: '别家' });
    for (const [method, url, payload] of [
      ['GET', `/card/type/${type.id}`, undefined],
      ['PUT', `/card/type/${type.id}`, cardTypePayload({ name: '偷改' })],
      ['POST', `/card/type/${type.id}/off-sale`, undefined],
      ['GET', '/card/type/999999', undefined],
    ] as const) {
      const res = await cardCall(t, other, method, url, payload);
      expect([res.status, res.body.code, res.body.message], `${method} ${url}`).toEqual([
        404,
        -404,
        'The card type does not exist',
      ]);
    }
    const mine = await cardCall(t, me, 'GET', `/card/type/${type.id}`);
    expect([mine.body.value.name, mine.body.value.status]).toEqual(['别家', 'on_sale']);
    const list = await cardCall(t, other, 'POST', '/card/type/list', { pageable: { number: 1, size: 100 } });
    expect(list.body.value.content.some((c: { id: number }) => c.id === type.id)).toBe(false);
    const badId = await cardCall(t, me, 'GET', '/card/type/01');
    expect(badId.body.code).toBe(-400);
  });
});
