import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  type CardOwner,
  cardCall,
  cardOwner,
  cardRow,
  insertCardType,
  insertMember,
  issueCard,
  ledgerOf,
  requestNo,
  useBody,
} from '../../features/member-card/member-card-test-kit';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireIdempotencyKeys } from './expire-keys';
import { storeScope, withIdempotency } from './with-idempotency';

const keysOf = (db: Database, requestNoValue: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('request_no', '=', requestNoValue).execute();

/** Idempotent requests (docs/idempotency.md), proven on the member cards' value-moving calls. */
describe('idempotent requests', () => {
  let t: TestApp;
  let db: Database;
  let me: CardOwner;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await cardOwner(db);
  });
  afterAll(() => t.close());

  const use = (cardId: number, body: object, lang = 'en') =>
    cardCall(t, me, 'POST', `/card/${cardId}/use`, body, lang);

  it('runs a use once for 50 concurrent calls with one request_no, and all 50 get the first answer', async () => {
    const type = await insertCardType(db, me.storeId, { sessions: 10 });
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, type);
    const body = useBody(member, { note: '同一次签到' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => use(card.id, body)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    const first = JSON.stringify(answers[0]?.body.value);
    expect(answers.every((a) => JSON.stringify(a.body.value) === first)).toBe(true);
    expect(answers[0]?.body.value.card.balance).toBe(9);
    expect((await ledgerOf(db, card.id)).filter((row) => row.kind === 'use')).toHaveLength(1);
    expect((await cardRow(db, card.id)).balance).toBe(9);
    expect(await keysOf(db, body.request_no)).toHaveLength(1);
  });

  it('answers -409 to the same request_no with a changed body, in three languages, and runs nothing', async () => {
    const type = await insertCardType(db, me.storeId, {
      kind: 'stored_value',
      price_fen: 50_000,
      sessions: null,
    });
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, type);
    const body = useBody(member, { units: 1_000 });
    expect((await use(card.id, body)).body.value.card.balance).toBe(49_000);
    const changed = { ...body, units: 2_000 };
    const texts = [];
    for (const lang of ['en', 'zh', 'es']) {
      const res = await use(card.id, changed, lang);
      expect([res.status, res.body.code]).toEqual([409, -409]);
      texts.push(res.body.message);
    }
    expect(texts).toEqual([
      'This request number was already used for a different request; reload and try again',
      '该请求编号已用于另一个不同的请求，请刷新后重试',
      'Este número de solicitud ya se usó para otra solicitud distinta; recargue e inténtelo de nuevo',
    ]);
    // Another card is another request too.
    const other = await issueCard(t, me, member, type);
    expect((await use(other.id, body)).body.code).toBe(-409);
    expect((await cardRow(db, card.id)).balance).toBe(49_000);
    expect((await cardRow(db, other.id)).balance).toBe(50_000);
  });

  it('stores a refusal as the first answer: a repeat gets it again, in its own language, and writes nothing', async () => {
    const type = await insertCardType(db, me.storeId, { sessions: 1 });
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, type);
    const body = useBody(member, { units: 2 });
    const first = await use(card.id, body);
    expect([first.body.code, first.body.message]).toEqual([-409, 'Not enough left on this card (1 left)']);
    const again = await use(card.id, body, 'zh');
    expect(again.body.code).toBe(-409);
    expect(again.body.message).toBe('卡内余额不足（剩余1）');
    expect((await ledgerOf(db, card.id)).map((row) => row.kind)).toEqual(['issue']);
    expect((await cardRow(db, card.id)).status).toBe('not_started');
  });

  it('keeps keys at least 24 hours, then the expiry removes them and the number is new again', async () => {
    const type = await insertCardType(db, me.storeId, { parallel_use: 1 });
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, type);
    const body = useBody(member);
    await use(card.id, body);
    const [key] = await keysOf(db, body.request_no);
    expect(Date.parse(key?.expires_at ?? '') - Date.parse(key?.created_at ?? '')).toBe(24 * 3600_000);
    expect(await expireIdempotencyKeys(db, new Date(Date.now() + 23 * 3600_000))).toBe(0);
    expect(await keysOf(db, body.request_no)).toHaveLength(1);
    // Through the job runner, as the hourly job runs it.
    const removed = await t.app.deps.jobs.runNow('idempotency-key-expiry', {
      now: new Date(Date.now() + 25 * 3600_000),
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await keysOf(db, body.request_no)).toHaveLength(0);
    // A changed body is no longer compared with anything: it is a new use.
    const res = await use(card.id, { ...body, note: 'after expiry' });
    expect(res.body.code).toBe(0);
    expect((await cardRow(db, card.id)).balance).toBe(8);
  });

  it('rolls everything back on an unexpected failure, key included, so that a retry runs the work', async () => {
    const call = {
      scope: storeScope(me.storeId),
      operation: 'test.fail',
      requestNo: requestNo('f'),
      request: {},
    };
    let runs = 0;
    await expect(
      withIdempotency(db, call, async (trx) => {
        runs += 1;
        await trx.updateTable('stores').set({ name: 'half-written' }).where('id', '=', me.storeId).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await keysOf(db, call.requestNo)).toHaveLength(0);
    const store = await db
      .selectFrom('stores')
      .select('name')
      .where('id', '=', me.storeId)
      .executeTakeFirstOrThrow();
    expect(store.name).not.toBe('half-written');
    expect(await withIdempotency(db, call, async () => ++runs)).toBe(2);
    expect(await withIdempotency(db, call, async () => ++runs)).toBe(2);
  });

  it('issues one card for one request_no, and one card per store for the same number in two stores', async () => {
    const other = await cardOwner(db);
    const mine = { type: await insertCardType(db, me.storeId), member: await insertMember(db, me.storeId) };
    const theirs = {
      type: await insertCardType(db, other.storeId),
      member: await insertMember(db, other.storeId),
    };
    const number = requestNo('issue');
    const issue = (who: CardOwner, of: typeof mine) =>
      cardCall(t, who, 'POST', '/card/issue', {
        member_id: of.member,
        card_type_id: of.type,
        request_no: number,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => issue(me, mine)),
      issue(other, theirs),
    ]);
    expect(answers.map((a) => a.body.code)).toEqual(Array(11).fill(0));
    expect(new Set(answers.slice(0, 10).map((a) => a.body.value.id)).size).toBe(1);
    expect(answers[10]?.body.value.id).not.toBe(answers[0]?.body.value.id);
  });

  it('refunds a card once for 10 concurrent refunds with their own numbers', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, await insertCardType(db, me.storeId));
    const quote = await cardCall(t, me, 'GET', `/card/${card.id}/refund/quote`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        cardCall(t, me, 'POST', `/card/${card.id}/refund`, {
          request_no: requestNo('refund'),
          amount_fen: quote.body.value.amount_fen,
          reason: '',
        }),
      ),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([
      -409, -409, -409, -409, -409, -409, -409, -409, -409, 0,
    ]);
    expect((await ledgerOf(db, card.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });

  it('keeps one owner through 10 concurrent desk transfers of one card to 10 members', async () => {
    const card = await issueCard(
      t,
      me,
      await insertMember(db, me.storeId),
      await insertCardType(db, me.storeId),
    );
    const members = await Promise.all(Array.from({ length: 10 }, () => insertMember(db, me.storeId)));
    const answers = await Promise.all(
      members.map((to) =>
        cardCall(t, me, 'POST', `/card/${card.id}/transfer`, {
          request_no: requestNo('desk'),
          to_member_id: to,
        }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    const owners = await db
      .selectFrom('card_holders')
      .select('member_id')
      .where('card_id', '=', card.id)
      .where('role', '=', 'owner')
      .execute();
    expect(owners.map((o) => o.member_id)).toEqual([(await cardRow(db, card.id)).member_id]);
    expect((await ledgerOf(db, card.id)).filter((row) => row.kind === 'transfer')).toHaveLength(10);
  });

  it('gives one success to 20 concurrent app transfers of one card, half to another phone, half back to the owner', async () => {
    const consumer = await createMerchant(db, { stores: 0, role: 1 });
    const token = await createSessionToken(db, consumer.accountId);
    const seller = await insertMember(db, me.storeId, {
      full_name: '卖家',
      phone: '13611110000',
      app_account_id: consumer.accountId,
    });
    const buyer = await insertMember(db, me.storeId, { full_name: '买家', phone: '13611112222' });
    const card = await issueCard(t, me, seller, await insertCardType(db, me.storeId));
    const transfer = (toPhone: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/app/cards/${card.card_no}/transfer`,
        payload: { request_no: requestNo('app'), to_phone: toPhone },
        headers: { authorization: `Bearer ${token}`, cookie: 'language=en' },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => transfer(i % 2 === 0 ? '13611112222' : '13611110000')),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === -404 || code === -409)).toBe(true);
    expect((await cardRow(db, card.id)).member_id).toBe(buyer);
    expect((await ledgerOf(db, card.id)).filter((row) => row.kind === 'transfer')).toHaveLength(1);
  });
});
