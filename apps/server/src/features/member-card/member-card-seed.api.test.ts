import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFirstStoreId } from '../../seed/demo-store';
import { seedMemberCardDemo } from '../../seed/member-card.seed';
import { seedDemo } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCardType, insertMember } from './member-card-test-kit';

/** The demo's cards: every state, shareable ones with room and full, balances the ledger explains. */
describe('member card demo seed', () => {
  let t: TestApp;
  let storeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    await seedDemo(db);
    storeId = (await demoFirstStoreId(db)) as number;
    const cards = await db.selectFrom('member_cards').select('id').where('store_id', '=', storeId).execute();
    if (cards.length === 0) {
      // The member and card-type seeds are other streams': stand in for them when they are absent.
      for (let i = 0; i < 12; i++) await insertMember(db, storeId);
      await insertCardType(db, storeId, { freeze_allowed: 1, max_freeze_days: 30, max_freeze_times: 2 });
      await insertCardType(db, storeId, { kind: 'period', sessions: null, validity_days: 30 });
      await insertCardType(db, storeId, { shareable: 1, max_holders: 3, sessions: 20 });
      await insertCardType(db, storeId, { kind: 'stored_value', sessions: null, gift_fen: 10_000 });
      await seedMemberCardDemo(db);
    }
  });
  afterAll(() => t.close());

  it('has a card in every state, a shareable card with room and a full one', async () => {
    const { db } = t.app.deps;
    const cards = await db.selectFrom('member_cards').selectAll().where('store_id', '=', storeId).execute();
    expect(new Set(cards.map((c) => c.status))).toEqual(
      new Set(['not_started', 'active', 'frozen', 'expired', 'refunded']),
    );
    const holders = await db.selectFrom('card_holders').select(['card_id']).execute();
    const shared = cards.filter((c) => c.shareable === 1 && c.status === 'active');
    const heldBy = (id: number) => holders.filter((h) => h.card_id === id).length;
    expect(shared.some((c) => heldBy(c.id) < c.max_holders && heldBy(c.id) > 1)).toBe(true);
    expect(shared.some((c) => heldBy(c.id) === c.max_holders)).toBe(true);
  });

  it('keeps every balance equal to the sum of its ledger deltas', async () => {
    const { db } = t.app.deps;
    const cards = await db.selectFrom('member_cards').selectAll().where('store_id', '=', storeId).execute();
    for (const card of cards) {
      const ledger = await db.selectFrom('card_ledger').selectAll().where('card_id', '=', card.id).execute();
      expect(ledger[0]?.kind, card.card_no).toBe('issue');
      if (card.balance !== null)
        expect(
          ledger.reduce((s, r) => s + r.delta, 0),
          card.card_no,
        ).toBe(card.balance);
    }
  });
});
