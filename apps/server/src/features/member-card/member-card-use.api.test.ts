import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type CardOwner,
  cardCall,
  cardOwner,
  cardRow,
  dayIn,
  insertCardType,
  insertMember,
  issueCard,
  ledgerOf,
  useBody,
} from './member-card-test-kit';

/** Check-ins: activation, balances, parallel use, repeats and 50 at once. */
describe('member cards: use', () => {
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
  const hour = (h: number) => new Date(Date.UTC(2030, 0, 1, h)).toISOString();

  it('activates a card on its first use, takes one session, writes the ledger and the last visit', async () => {
    const type = await insertCardType(db, me.storeId, { validity_days: 30 });
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, type);
    const res = await use(card.id, useBody(member, { note: '前台签到' }));
    expect(res.body.code).toBe(0);
    expect(res.body.value.card).toMatchObject({
      status: 'active',
      balance: 9,
      starts_on: dayIn(0),
      expires_on: dayIn(29),
    });
    expect(res.body.value.entry).toMatchObject({
      kind: 'use',
      delta: -1,
      balance_after: 9,
      member_id: member,
      note: '前台签到',
    });
    const entry = res.body.value.entry;
    expect(Date.parse(entry.use_ends_at) - Date.parse(entry.use_starts_at)).toBe(2 * 3600_000);
    const visited = await db
      .selectFrom('members')
      .select('last_visit_at')
      .where('id', '=', member)
      .executeTakeFirstOrThrow();
    expect(visited.last_visit_at).not.toBeNull();
    const ledger = await ledgerOf(db, card.id);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe((await cardRow(db, card.id)).balance);
  });

  it('takes fen from a stored-value card (amount required) and nothing from a period card', async () => {
    const member = await insertMember(db, me.storeId);
    const stored = await issueCard(
      t,
      me,
      member,
      await insertCardType(db, me.storeId, {
        kind: 'stored_value',
        sessions: null,
        price_fen: 10_000,
        parallel_use: 1,
      }),
    );
    const missing = await use(stored.id, useBody(member));
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      -400,
      'Enter the amount to deduct (in fen) for a stored-value card',
    ]);
    expect((await use(stored.id, useBody(member, { units: 2_550 }))).body.value.card.balance).toBe(7_450);
    const low = await use(stored.id, useBody(member, { units: 8_000 }), 'zh');
    expect([low.body.code, low.body.message]).toEqual([-409, '卡内余额不足（剩余74.50）']);
    const period = await issueCard(
      t,
      me,
      member,
      await insertCardType(db, me.storeId, { kind: 'period', sessions: null }),
    );
    const res = await use(period.id, useBody(member, { units: 5 }));
    expect(res.body.value.card.balance).toBeNull();
    expect(res.body.value.entry).toMatchObject({ delta: 0, balance_after: null });
  });

  it('refuses members who do not hold the card, and unknown sessions', async () => {
    const member = await insertMember(db, me.storeId);
    const stranger = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, await insertCardType(db, me.storeId));
    const res = await use(card.id, useBody(stranger));
    expect([res.body.code, res.body.message]).toEqual([-400, 'This member does not hold this card']);
    const session = await use(card.id, useBody(member, { session_id: 999_999 }));
    expect([session.body.code, session.body.message]).toEqual([
      -404,
      'This class session does not exist in this store',
    ]);
    const half = await use(card.id, useBody(member, { starts_at: hour(9) }));
    expect(half.body.code).toBe(-400);
    expect((await cardRow(db, card.id)).status).toBe('not_started');
  });

  it('refuses a second use in an overlapping window, even by another holder, unless the type allows parallel use', async () => {
    const owner = await insertMember(db, me.storeId);
    const sharer = await insertMember(db, me.storeId);
    const single = await issueCard(
      t,
      me,
      owner,
      await insertCardType(db, me.storeId, { shareable: 1, max_holders: 2 }),
    );
    await db
      .insertInto('card_holders')
      .values({ card_id: single.id, member_id: sharer, role: 'shared', created_at: hour(0) })
      .execute();
    expect((await use(single.id, useBody(owner, { starts_at: hour(9), ends_at: hour(11) }))).body.code).toBe(
      0,
    );
    for (const lang of ['en', 'zh', 'es'] as const) {
      const again = await use(single.id, useBody(sharer, { starts_at: hour(10), ends_at: hour(12) }), lang);
      expect(again.body.code).toBe(-409);
      expect(again.body.message).toBe(
        {
          en: 'This card is already in use at this time and does not allow use by two holders at once',
          zh: '该卡此时段已在使用中，此卡不支持同时使用',
          es: 'Esta tarjeta ya se está usando en este horario y no admite dos usos a la vez',
        }[lang],
      );
    }
    expect(
      (await use(single.id, useBody(sharer, { starts_at: hour(11), ends_at: hour(12) }))).body.code,
    ).toBe(0);
    expect((await cardRow(db, single.id)).balance).toBe(8);

    const parallel = await issueCard(
      t,
      me,
      owner,
      await insertCardType(db, me.storeId, { shareable: 1, max_holders: 2, parallel_use: 1 }),
    );
    await db
      .insertInto('card_holders')
      .values({ card_id: parallel.id, member_id: sharer, role: 'shared', created_at: hour(0) })
      .execute();
    expect((await use(parallel.id, useBody(owner))).body.code).toBe(0);
    expect((await use(parallel.id, useBody(sharer))).body.code).toBe(0);
  });

  it('answers a repeated request number with the first use and takes nothing more', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, await insertCardType(db, me.storeId, { parallel_use: 1 }));
    const body = useBody(member, { units: 2 });
    const first = await use(card.id, body);
    const again = await use(card.id, body);
    expect(again.body.value.entry).toEqual(first.body.value.entry);
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => use(card.id, { ...body, request_no: 'race-1' })),
    );
    expect(new Set(raced.map((r) => r.body.value.entry.id)).size).toBe(1);
    expect((await cardRow(db, card.id)).balance).toBe(6);
  });

  it('refuses control characters in every text it keeps (-400, never a 500, nothing written)', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(
      t,
      me,
      member,
      await insertCardType(db, me.storeId, { freeze_allowed: 1, max_freeze_days: 9, max_freeze_times: 9 }),
    );
    for (const [url, body] of [
      [`/card/${card.id}/use`, useBody(member, { note: 'a\u0000b' })],
      [`/card/${card.id}/use`, useBody(member, { request_no: 'r\u0000' })],
      [`/card/${card.id}/freeze`, { days: 1, reason: 'x\u0000' }],
      [`/card/${card.id}/transfer`, { request_no: 'r2', to_member_id: member, note: '\u0000' }],
      [`/card/${card.id}/refund`, { request_no: 'r1', amount_fen: 0, reason: '\u0000' }],
      ['/card/issue', { member_id: member, card_type_id: 1, request_no: '\u0000' }],
    ] as const) {
      const res = await cardCall(t, me, 'POST', url, body);
      expect([res.status, res.body.code], url).toEqual([400, -400]);
    }
    expect((await ledgerOf(db, card.id)).map((row) => row.kind)).toEqual(['issue']);
  });

  it('gives exactly 10 of 50 concurrent uses of a card with 10 sessions left, and 40 clear refusals', async () => {
    const member = await insertMember(db, me.storeId);
    const type = await insertCardType(db, me.storeId, { sessions: 10, parallel_use: 1 });
    const card = await issueCard(t, me, member, type);
    const results = await Promise.all(Array.from({ length: 50 }, () => use(card.id, useBody(member))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0).length).toBe(10);
    const refused = results.filter((r) => r.body.code !== 0);
    expect(refused.length).toBe(40);
    expect(new Set(refused.map((r) => `${r.body.code} ${r.body.message}`))).toEqual(
      new Set(['-409 Not enough left on this card (0 left)']),
    );
    expect((await cardRow(db, card.id)).balance).toBe(0);
    const uses = (await ledgerOf(db, card.id)).filter((row) => row.kind === 'use');
    expect(uses.length).toBe(10);
    expect(uses.map((row) => row.balance_after).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});
