import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { balanceOf, cardValueAccount, checkLedger, storeAccount } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type CardOwner,
  cardCall,
  cardOwner,
  cardRow,
  insertCardType,
  insertMember,
  issueCard,
  requestNo,
  useBody,
} from './member-card-test-kit';

/** A stored-value card's money in the ledger (docs/ledger.md "Stored-value cards"). */
describe('member cards: money in the ledger', () => {
  let t: TestApp;
  let db: Database;
  let me: CardOwner;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await cardOwner(db);
  });
  afterAll(() => t.close());

  const journalsOf = async (cardId: number) => {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('card_ledger as l', 'l.id', 'e.object_id')
      .select([
        'e.journal',
        'l.kind',
        'e.account_kind',
        'e.account_owner_id',
        'e.amount_fen',
        'e.actor_account_id',
      ])
      .where('e.object_kind', '=', 'card_ledger')
      .where('l.card_id', '=', cardId)
      .orderBy('e.id')
      .execute();
    return rows.map((r) => [r.kind, r.account_kind, r.account_owner_id, r.amount_fen]);
  };
  const storedType = () =>
    insertCardType(db, me.storeId, {
      kind: 'stored_value',
      sessions: null,
      price_fen: 10_000,
      gift_fen: 2_000,
      parallel_use: 1,
    });

  it('posts issue, use and refund as balanced journals and leaves the card account at 0', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, await storedType());
    expect(card.balance).toBe(12_000);
    const account = cardValueAccount(me.storeId, card.id);
    expect(await balanceOf(db, account)).toBe(12_000);

    const use = useBody(member, { units: 3_000 });
    expect((await cardCall(t, me, 'POST', `/card/${card.id}/use`, use)).body.code).toBe(0);
    // The same request again answers the first use and posts nothing more.
    expect((await cardCall(t, me, 'POST', `/card/${card.id}/use`, use)).body.code).toBe(0);
    expect(await balanceOf(db, account)).toBe(9_000);

    const quote = (await cardCall(t, me, 'GET', `/card/${card.id}/refund/quote`)).body.value;
    expect(quote.amount_fen).toBe(7_500);
    const refund = await cardCall(t, me, 'POST', `/card/${card.id}/refund`, {
      request_no: requestNo('refund'),
      amount_fen: 7_500,
      reason: '搬家',
    });
    expect(refund.body.code).toBe(0);

    expect(await journalsOf(card.id)).toEqual([
      ['issue', 'card_value', card.id, 12_000],
      ['issue', 'store_desk_takings', null, -10_000],
      ['issue', 'store_card_gift', null, -2_000],
      ['use', 'card_value', card.id, -3_000],
      ['use', 'store_card_revenue', null, 3_000],
      ['refund', 'card_value', card.id, -9_000],
      ['refund', 'store_card_refunds', null, 7_500],
      ['refund', 'store_card_gift', null, 1_500],
    ]);
    expect(await balanceOf(db, account)).toBe(0);
    expect((await cardRow(db, card.id)).balance).toBe(0);
    expect(await balanceOf(db, storeAccount('store_desk_takings', me.storeId))).toBe(-10_000);
    expect(await balanceOf(db, storeAccount('store_card_gift', me.storeId))).toBe(-500);
    expect(await balanceOf(db, storeAccount('store_card_revenue', me.storeId))).toBe(3_000);
    expect(await balanceOf(db, storeAccount('store_card_refunds', me.storeId))).toBe(7_500);
    const actors = await db
      .selectFrom('ledger_entries')
      .select(['actor_kind', 'actor_account_id'])
      .where('account_kind', '=', 'card_value')
      .where('account_owner_id', '=', card.id)
      .execute();
    expect(actors).toEqual(Array(3).fill({ actor_kind: 'merchant', actor_account_id: me.accountId }));
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it('posts nothing for a count card: sessions are not money', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, await insertCardType(db, me.storeId));
    expect((await cardCall(t, me, 'POST', `/card/${card.id}/use`, useBody(member))).body.code).toBe(0);
    expect(await journalsOf(card.id)).toEqual([]);
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it('posts each of 20 concurrent uses of one card once, and the cached balance stays the ledger’s', async () => {
    const member = await insertMember(db, me.storeId);
    const card = await issueCard(t, me, member, await storedType());
    const uses = Array.from({ length: 20 }, (_, i) =>
      useBody(member, { units: 1_000, request_no: `u-${card.id}-${i % 10}` }),
    );
    const answers = await Promise.all(
      uses.map((body) => cardCall(t, me, 'POST', `/card/${card.id}/use`, body)),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect((await cardRow(db, card.id)).balance).toBe(2_000);
    expect(await balanceOf(db, cardValueAccount(me.storeId, card.id))).toBe(2_000);
    expect((await checkLedger(db)).differences).toEqual([]);
  });
});
