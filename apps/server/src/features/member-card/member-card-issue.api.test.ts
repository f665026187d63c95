import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import { isValidCardNo } from './card-number';
import {
  auditOf,
  type CardOwner,
  cardCall,
  cardOwner,
  dayIn,
  insertCardType,
  insertMember,
  issueCard,
  ledgerOf,
  requestNo,
} from './member-card-test-kit';

/** Selling cards, reading them, and who may (SQLite, or PostgreSQL with DATABASE_URL). */
describe('member cards: issue and read', () => {
  let t: TestApp;
  let db: Database;
  let me: CardOwner;
  let other: CardOwner;
  let count: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await cardOwner(db);
    other = await cardOwner(db);
    count = await insertCardType(db, me.storeId, { sessions: 10, gift_sessions: 2 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    cardCall(t, me, method, url, payload, lang);

  it('issues a count card: number, copied terms, balance with gifts, owner, ledger and audit', async () => {
    const member = await insertMember(db, me.storeId, { full_name: '王芳' });
    const res = await call('POST', '/card/issue', {
      member_id: member,
      card_type_id: count,
      request_no: requestNo(),
    });
    expect(res.body.code).toBe(0);
    const card = res.body.value;
    expect(card).toMatchObject({
      status: 'not_started',
      kind: 'count',
      paid_fen: 100_000,
      sessions: 10,
      gift_sessions: 2,
      balance: 12,
      member_id: member,
      member_name: '王芳',
      activated_at: null,
      expires_on: dayIn(89),
      holder_count: 1,
      holders: [expect.objectContaining({ member_id: member, full_name: '王芳', role: 'owner' })],
    });
    expect(card.card_no).toMatch(new RegExp(`^${String(me.storeId).padStart(5, '0')}\\d{7}$`));
    expect(isValidCardNo(card.card_no)).toBe(true);
    expect(await ledgerOf(db, card.id)).toEqual([
      expect.objectContaining({
        kind: 'issue',
        delta: 12,
        balance_after: 12,
        amount_fen: 100_000,
        member_id: member,
      }),
    ]);
    expect(await auditOf(db, card.id)).toEqual([
      expect.objectContaining({ from_state: null, to_state: 'not_started' }),
    ]);
  });

  it('gives stored-value cards price + gift fen and period cards no balance', async () => {
    const member = await insertMember(db, me.storeId);
    const stored = await insertCardType(db, me.storeId, {
      kind: 'stored_value',
      sessions: null,
      price_fen: 100_000,
      gift_fen: 20_000,
    });
    const period = await insertCardType(db, me.storeId, {
      kind: 'period',
      sessions: null,
      price_fen: 200_000,
      validity_days: 30,
      gift_days: 5,
    });
    expect((await issueCard(t, me, member, stored)).balance).toBe(120_000);
    const p = await issueCard(t, me, member, period);
    expect([p.balance, p.expires_on]).toEqual([null, dayIn(34)]);
  });

  it('starts a card chosen to start today at once, and refuses a start date in the past or too far ahead', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, count, { starts_on: dayIn(0) });
    expect(card).toMatchObject({ status: 'active', expires_on: dayIn(89) });
    const later = await issueCard(t, me, member, count, { starts_on: dayIn(10) });
    expect([later.status, later.expires_on]).toEqual(['not_started', dayIn(99)]);
    for (const starts_on of [dayIn(-1), dayIn(91)]) {
      const res = await call('POST', '/card/issue', {
        member_id: member,
        card_type_id: count,
        starts_on,
        request_no: requestNo(),
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        -400,
        'The start date must be between today and 90 days from now',
      ]);
    }
  });

  it('answers a repeated request number with the first card, also when the repeats race', async () => {
    const member = await insertMember(db, me.storeId);
    const body = { member_id: member, card_type_id: count, request_no: requestNo('same') };
    const first = await call('POST', '/card/issue', body);
    const again = await call('POST', '/card/issue', body);
    expect(again.body.value.id).toBe(first.body.value.id);
    const raceBody = { ...body, request_no: requestNo('race') };
    const raced = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/card/issue', raceBody)));
    expect(raced.map((r) => r.body.code)).toEqual(Array(8).fill(0));
    expect(new Set(raced.map((r) => r.body.value.id)).size).toBe(1);
    const cards = await db.selectFrom('member_cards').select('id').where('member_id', '=', member).execute();
    expect(cards.length).toBe(2);
  });

  it('refuses a time-based card over 5,000 yuan where the Shanghai rule applies, and sells it where none does', async () => {
    const member = await insertMember(db, me.storeId);
    const dear = await insertCardType(db, me.storeId, {
      kind: 'period',
      sessions: null,
      price_fen: 600_000,
      validity_days: 365,
    });
    await db.updateTable('stores').set({ prepaid_region: 'shanghai' }).where('id', '=', me.storeId).execute();
    try {
      const body = { member_id: member, card_type_id: dear, request_no: requestNo() };
      const en = await call('POST', '/card/issue', body);
      expect([en.status, en.body.code, en.body.message]).toEqual([
        409,
        -409,
        'Over the Shanghai prepaid-card limit: period cards at most 5000 yuan',
      ]);
      const zh = await call('POST', '/card/issue', body, 'zh');
      expect(zh.body.message).toBe('超过上海预付卡限额：时间卡不超过5000元');
      const options = await call('GET', '/card/issue-options');
      expect(options.body.value.prepaid_region).toBe('shanghai');
      const option = options.body.value.types.find((o: { id: number }) => o.id === dear);
      expect(option.cap_messages).toEqual([
        'Over the Shanghai prepaid-card limit: period cards at most 5000 yuan',
      ]);
      expect(
        await db.selectFrom('member_cards').select('id').where('member_id', '=', member).execute(),
      ).toEqual([]);
    } finally {
      await db.updateTable('stores').set({ prepaid_region: 'none' }).where('id', '=', me.storeId).execute();
    }
    expect((await issueCard(t, me, member, dear)).status).toBe('not_started');
  });

  it('refuses off-sale types (-409), and types, members and cards of another store (-404)', async () => {
    const member = await insertMember(db, me.storeId);
    const off = await insertCardType(db, me.storeId, { status: 'off_sale' });
    const theirType = await insertCardType(db, other.storeId);
    const theirMember = await insertMember(db, other.storeId);
    const cases = [
      [{ member_id: member, card_type_id: off }, -409, 'This card type is not on sale'],
      [{ member_id: member, card_type_id: theirType }, -404, 'This card type does not exist in this store'],
      [{ member_id: theirMember, card_type_id: count }, -404, 'This member does not exist in this store'],
      [
        { member_id: member, card_type_id: count, request_no: 'bad no' },
        -400,
        expect.stringContaining('request'),
      ],
    ] as const;
    for (const [body, code, message] of cases) {
      const res = await call('POST', '/card/issue', { request_no: requestNo(), ...body });
      expect([res.body.code, res.body.message]).toEqual([code, message]);
    }
    const theirs = await issueCard(t, other, theirMember, theirType);
    for (const [method, url] of [
      ['GET', `/card/${theirs.id}`],
      ['POST', `/card/${theirs.id}/ledger`],
      ['GET', `/card/${theirs.id}/refund/quote`],
      ['POST', `/card/${theirs.id}/freeze`],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'POST' ? (url.endsWith('freeze') ? { days: 1 } : {}) : undefined,
      );
      expect([res.body.code, res.body.message], url).toEqual([-404, 'This card does not exist']);
    }
  });

  it('lists by owner name, phone, number, status and kind, counts per state, and pages the ledger', async () => {
    const member = await insertMember(db, me.storeId, { full_name: '列表查询人', phone: '13911112222' });
    const card = await issueCard(t, me, member, count);
    const find = async (name: string, operator: string, value: unknown) =>
      (await call('POST', '/card/list', { restrictions: [{ name, operator, value }] })).body.value;
    expect((await find('member_name', 'like', '列表查询')).content.map((c: { id: number }) => c.id)).toEqual([
      card.id,
    ]);
    expect((await find('member_phone', 'like', '1111222')).total).toBe(1);
    expect((await find('card_no', '=', card.card_no)).content[0]).toMatchObject({
      id: card.id,
      holder_count: 1,
    });
    expect((await find('member_id', '=', member)).total).toBe(1);
    const notStarted = await find('status', '=', 'not_started');
    expect(notStarted.content.every((c: { status: string }) => c.status === 'not_started')).toBe(true);
    const counts = (await call('GET', '/card/status_count')).body.value;
    expect(counts.not_started).toBe(notStarted.total);
    expect(Object.keys(counts).sort()).toEqual(['active', 'expired', 'frozen', 'not_started', 'refunded']);
    const bad = await call('POST', '/card/list', {
      restrictions: [{ name: 'paid_fen', operator: '=', value: 1 }],
    });
    expect(bad.body.code).toBe(-400);
    const ledger = await call('POST', `/card/${card.id}/ledger`, { pageable: { number: 1, size: 10 } });
    expect(ledger.body.value).toMatchObject({
      total: 1,
      content: [{ kind: 'issue', delta: 12, balance_after: 12 }],
    });
  });

  it('names the types the store sold cards under, for the filter by card type, and no other store’s', async () => {
    const unsold = await insertCardType(db, me.storeId, { name: '未售出的卡' });
    const stored = await insertCardType(db, me.storeId, {
      name: '储值卡（筛选）',
      kind: 'stored_value',
      sessions: null,
    });
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, stored);
    const theirs = await insertCardType(db, other.storeId, { name: '别家的卡' });
    await issueCard(t, other, await insertMember(db, other.storeId), theirs);

    const types = (await call('GET', '/card/sold-types')).body.value as { id: number; name: string }[];
    expect(types).toContainEqual({ id: stored, name: '储值卡（筛选）', kind: 'stored_value' });
    expect(types.map((type) => type.id)).not.toContain(unsold);
    expect(types.map((type) => type.id)).not.toContain(theirs);
    const names = types.map((type) => type.name);
    expect(names).toEqual([...names].sort());

    const filtered = await call('POST', '/card/list', {
      restrictions: [{ name: 'card_type_id', operator: '=', value: stored }],
    });
    expect(filtered.body.value.content.map((c: { id: number }) => c.id)).toEqual([card.id]);
  });

  it('lets a clerk with only the issue button sell, check in and read the card, but not freeze, transfer, refund or list', async () => {
    const staff = await createMerchant(db, { stores: 0 });
    const [issue] = await functionIds(db, 'cardlist:issue');
    await insertEmployment(db, {
      owner: me.accountId,
      account: staff.accountId,
      phone: staff.phone,
      storeIds: [me.storeId],
      functionIds: [issue],
    });
    const clerk = {
      token: await createSessionToken(db, staff.accountId, { storeId: me.storeId }),
      storeId: me.storeId,
    };
    const member = await insertMember(db, me.storeId);
    expect((await cardCall(t, clerk, 'GET', '/card/issue-options')).body.code).toBe(0);
    const sold = await cardCall(t, clerk, 'POST', '/card/issue', {
      member_id: member,
      card_type_id: count,
      request_no: requestNo(),
    });
    expect(sold.body.code).toBe(0);
    const id = sold.body.value.id;
    expect(
      (await cardCall(t, clerk, 'POST', `/card/${id}/use`, { member_id: member, request_no: requestNo() }))
        .body.code,
    ).toBe(0);
    // The check-in dialog reads the card's holders: any card button may read the card.
    expect((await cardCall(t, clerk, 'GET', `/card/${id}`)).body.value.balance).toBe(11);
    for (const [method, url, payload] of [
      ['POST', '/card/list', {}],
      ['GET', '/card/sold-types', undefined],
      ['POST', `/card/${id}/freeze`, { days: 1 }],
      ['POST', `/card/${id}/unfreeze`, undefined],
      ['POST', `/card/${id}/transfer`, { request_no: requestNo(), to_member_id: member }],
      ['GET', `/card/${id}/refund/quote`, undefined],
      ['POST', `/card/${id}/refund`, { request_no: requestNo(), amount_fen: 0 }],
    ] as const) {
      const res = await cardCall(t, clerk, method, url, payload);
      expect([res.status, res.body.code], url).toEqual([403, -403]);
    }
  });
});
