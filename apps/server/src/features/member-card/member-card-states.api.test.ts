import type { MemberCardStatus } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runMemberCardPass } from './member-card-expiry';
import {
  auditOf,
  type CardOwner,
  cardCall,
  cardOwner,
  cardRow,
  dayIn,
  insertCardType,
  insertMember,
  issueCard,
  ledgerOf,
  requestNo,
  setCard,
  useBody,
} from './member-card-test-kit';

/** Every edge of the card's transition table, allowed and forbidden, through the calls and the pass. */
describe('member cards: states', () => {
  let t: TestApp;
  let db: Database;
  let me: CardOwner;
  let type: number;
  let member: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await cardOwner(db);
    type = await insertCardType(db, me.storeId, {
      freeze_allowed: 1,
      max_freeze_days: 30,
      max_freeze_times: 2,
      parallel_use: 1,
    });
    member = await insertMember(db, me.storeId);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    cardCall(t, me, method, url, payload, lang);

  /** A card put directly in `status` with the dates that state has. */
  const cardIn = async (status: MemberCardStatus) => {
    const card = await issueCard(t, me, member, type);
    const now = new Date().toISOString();
    const fields: Record<MemberCardStatus, Record<string, unknown>> = {
      not_started: {},
      active: { activated_at: now, starts_on: dayIn(-10), expires_on: dayIn(20) },
      frozen: {
        activated_at: now,
        starts_on: dayIn(-10),
        expires_on: dayIn(20),
        frozen_at: now,
        frozen_until: dayIn(4),
        freeze_count: 1,
        freeze_days_used: 5,
      },
      expired: { activated_at: now, starts_on: dayIn(-40), expires_on: dayIn(-1) },
      refunded: { refunded_at: now, refund_fen: 0, balance: 0 },
    };
    await setCard(db, card.id, { status, ...fields[status] });
    return card.id;
  };

  const snapshot = async (id: number) => ({
    card: await cardRow(db, id),
    ledger: (await ledgerOf(db, id)).length,
    audit: (await auditOf(db, id)).length,
  });

  const refund = async (id: number) => {
    const quote = (await call('GET', `/card/${id}/refund/quote`)).body.value;
    return call('POST', `/card/${id}/refund`, {
      request_no: requestNo(),
      amount_fen: quote.amount_fen,
      reason: '搬家',
    });
  };

  const actions = {
    use: (id: number) => call('POST', `/card/${id}/use`, useBody(member)),
    freeze: (id: number) => call('POST', `/card/${id}/freeze`, { days: 3, reason: '出差' }),
    unfreeze: (id: number) => call('POST', `/card/${id}/unfreeze`),
    refund,
  } as const;

  /** What each action does from each state: the new state, or the -409 message. */
  const table: Record<MemberCardStatus, Record<keyof typeof actions, MemberCardStatus | string>> = {
    not_started: {
      use: 'active',
      freeze: 'This change (not_started to frozen) is not allowed here',
      unfreeze: 'This change (not_started to active) is not allowed here',
      refund: 'refunded',
    },
    active: {
      use: 'active',
      freeze: 'frozen',
      unfreeze: 'This change (active to active) is not allowed here',
      refund: 'refunded',
    },
    frozen: {
      use: 'This card is frozen; unfreeze it first',
      freeze: 'This change (frozen to frozen) is not allowed here',
      unfreeze: 'active',
      refund: 'refunded',
    },
    expired: {
      use: 'This card has expired',
      freeze: 'This change (expired to frozen) is not allowed here',
      unfreeze: 'This change (expired to active) is not allowed here',
      refund: 'This change (expired to refunded) is not allowed here',
    },
    refunded: {
      use: 'This card has been refunded',
      freeze: 'This change (refunded to frozen) is not allowed here',
      unfreeze: 'This change (refunded to active) is not allowed here',
      refund: 'This change (refunded to refunded) is not allowed here',
    },
  };

  for (const [from, row] of Object.entries(table) as [MemberCardStatus, Record<string, string>][])
    for (const [action, outcome] of Object.entries(row))
      it(`${action} from ${from}: ${outcome}`, async () => {
        const id = await cardIn(from);
        const before = await snapshot(id);
        const res = await actions[action as keyof typeof actions](id);
        if (outcome.includes(' ')) {
          expect([res.status, res.body.code, res.body.message]).toEqual([409, -409, outcome]);
          expect(await snapshot(id)).toEqual(before);
        } else {
          expect(res.body.code).toBe(0);
          expect((await cardRow(db, id)).status).toBe(outcome);
          const audit = await auditOf(db, id);
          expect(audit.length).toBeGreaterThan(before.audit);
          if (outcome !== from)
            expect(audit.some((a) => a.from_state === from && a.to_state === outcome)).toBe(true);
        }
      });

  it('moves cards whose dates came: start date reached, freeze ended, last day passed; frozen cards do not expire', async () => {
    const starting = await cardIn('not_started');
    await setCard(db, starting, { starts_on: dayIn(0), expires_on: dayIn(29) });
    const thawing = await cardIn('frozen');
    await setCard(db, thawing, {
      frozen_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      frozen_until: dayIn(-1),
      expires_on: dayIn(20),
    });
    const ending = await cardIn('active');
    await setCard(db, ending, { expires_on: dayIn(-1) });
    const neverStarted = await cardIn('not_started');
    await setCard(db, neverStarted, { expires_on: dayIn(-1) });
    const frozenPast = await cardIn('frozen');
    await setCard(db, frozenPast, { expires_on: dayIn(-3) });

    // The app runs the same pass a second after start: the states count, not who moved them.
    await runMemberCardPass(db);
    expect(await cardRow(db, starting)).toMatchObject({
      status: 'active',
      starts_on: dayIn(0),
      expires_on: dayIn(89),
    });
    // Frozen 5 days ago for 5 days (until yesterday): the expiry moves on by those 5 days.
    expect(await cardRow(db, thawing)).toMatchObject({
      status: 'active',
      frozen_until: null,
      expires_on: dayIn(25),
    });
    expect((await cardRow(db, ending)).status).toBe('expired');
    expect((await cardRow(db, neverStarted)).status).toBe('expired');
    expect((await cardRow(db, frozenPast)).status).toBe('frozen');
    expect((await ledgerOf(db, ending)).at(-1)).toMatchObject({ kind: 'expire', delta: 0 });
    expect((await auditOf(db, ending)).at(-1)).toMatchObject({
      from_state: 'active',
      to_state: 'expired',
      actor_account_id: null,
    });
    expect(await runMemberCardPass(db)).toBe(0);
  });

  it('keeps freezes within the type: allowed at all, number of freezes, total days; early unfreezing gives days back', async () => {
    const id = await cardIn('active');
    const tooLong = await call('POST', `/card/${id}/freeze`, { days: 31 });
    expect([tooLong.body.code, tooLong.body.message]).toEqual([
      -409,
      'This card may be frozen for 30 more days at most',
    ]);
    const frozen = await call('POST', `/card/${id}/freeze`, { days: 10, reason: '受伤' });
    expect(frozen.body.value).toMatchObject({
      status: 'frozen',
      frozen_until: dayIn(9),
      freeze_count: 1,
      freeze_days_used: 10,
    });
    // Unfrozen the same day: no day was frozen, the 10 are given back and the expiry stays.
    const thawed = await call('POST', `/card/${id}/unfreeze`);
    expect(thawed.body.value).toMatchObject({
      status: 'active',
      freeze_days_used: 0,
      expires_on: dayIn(20),
      frozen_at: null,
    });
    expect((await ledgerOf(db, id)).slice(-2).map((r) => r.kind)).toEqual(['freeze', 'unfreeze']);
    expect((await call('POST', `/card/${id}/freeze`, { days: 30 })).body.code).toBe(0);
    await call('POST', `/card/${id}/unfreeze`);
    const third = await call('POST', `/card/${id}/freeze`, { days: 1 }, 'zh');
    expect([third.body.code, third.body.message]).toEqual([-409, '该卡最多可冻结2次']);
    const none = await issueCard(t, me, member, await insertCardType(db, me.storeId));
    await setCard(db, none.id, { status: 'active', activated_at: new Date().toISOString() });
    const refused = await call('POST', `/card/${none.id}/freeze`, { days: 1 });
    expect([refused.body.code, refused.body.message]).toEqual([-409, 'This card type cannot be frozen']);
    for (const days of [0, 366, 1.5, '3'])
      expect((await call('POST', `/card/${id}/freeze`, { days })).body.code).toBe(-400);
  });

  it('quotes refunds: everything inside the cooling-off period, the unused share after a use, gifts in proportion', async () => {
    const gifted = await insertCardType(db, me.storeId, {
      sessions: 10,
      gift_sessions: 2,
      price_fen: 120_000,
      parallel_use: 1,
    });
    const card = await issueCard(t, me, member, gifted);
    expect((await call('GET', `/card/${card.id}/refund/quote`)).body.value).toMatchObject({
      basis: 'cooling_off',
      amount_fen: 120_000,
    });
    await call('POST', `/card/${card.id}/use`, useBody(member, { units: 4 }));
    const quote = (await call('GET', `/card/${card.id}/refund/quote`)).body.value;
    expect(quote).toMatchObject({
      basis: 'count',
      total_units: 12,
      remaining_units: 8,
      amount_fen: 80_000,
      formula: '1200.00 × 8 / 12 = 800.00',
    });

    const stale = await call('POST', `/card/${card.id}/refund`, {
      request_no: requestNo(),
      amount_fen: 120_000,
    });
    expect([stale.body.code, stale.body.message, stale.body.value.amount_fen]).toEqual([
      -409,
      'The refund amount has changed to 800.00 yuan; check the new quote and confirm again',
      80_000,
    ]);
    expect((await cardRow(db, card.id)).status).toBe('active');

    const body = { request_no: requestNo('refund'), amount_fen: 80_000, reason: '退卡' };
    const done = await call('POST', `/card/${card.id}/refund`, body);
    expect(done.body.value).toMatchObject({ status: 'refunded', balance: 0, refund_fen: 80_000 });
    const again = await call('POST', `/card/${card.id}/refund`, body);
    expect([again.body.code, again.body.value.refund_fen]).toEqual([0, 80_000]);
    const ledger = await ledgerOf(db, card.id);
    expect(ledger.filter((r) => r.kind === 'refund')).toEqual([
      expect.objectContaining({ delta: -8, balance_after: 0, amount_fen: 80_000 }),
    ]);
    expect(ledger.reduce((sum, r) => sum + r.delta, 0)).toBe(0);

    const stored = await issueCard(
      t,
      me,
      member,
      await insertCardType(db, me.storeId, {
        kind: 'stored_value',
        sessions: null,
        price_fen: 100_000,
        gift_fen: 25_000,
        parallel_use: 1,
      }),
    );
    await call('POST', `/card/${stored.id}/use`, useBody(member, { units: 75_000 }));
    expect((await call('GET', `/card/${stored.id}/refund/quote`)).body.value).toMatchObject({
      basis: 'stored_value',
      amount_fen: 40_000,
    });
  });
});
