import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCardShareDemo } from '../../seed/card-share.seed';
import { demoFirstStoreId } from '../../seed/demo-store';
import { seedDemo } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCard, insertMember } from './card-share-test-kit';

/** The demo's share requests, on the member-card seed's cards and on cards of the test's own. */
describe('demo share requests seed', () => {
  let t: TestApp;
  let storeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
    storeId = (await demoFirstStoreId(t.app.deps.db)) as number;
  });
  afterAll(() => t.close());

  const db = () => t.app.deps.db;
  const requests = () =>
    db()
      .selectFrom('card_share_requests')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
  const shareLedger = () => db().selectFrom('card_ledger').selectAll().where('kind', '=', 'share').execute();
  const sharers = () => db().selectFrom('card_holders').selectAll().where('role', '=', 'shared').execute();

  it('gives the demo one approved (a holder with its ledger row), three pending and one rejected request', async () => {
    const shareable = await db()
      .selectFrom('member_cards')
      .select('id')
      .where('store_id', '=', storeId)
      .where('shareable', '=', 1)
      .where('status', '=', 'active')
      .execute();
    // Without the member-card seed's cards there is nothing to share (and nothing is seeded).
    if (shareable.length === 0) {
      expect(await requests()).toEqual([]);
      return;
    }
    const rows = await requests();
    expect(rows.map((r) => r.status).sort()).toEqual([
      'approved',
      'pending',
      'pending',
      'pending',
      'rejected',
    ]);
    expect(rows.find((r) => r.status === 'rejected')?.reason).toBeTruthy();
    expect(rows.filter((r) => r.channel === 'app').length).toBeGreaterThan(0);
    const approved = rows.find((r) => r.status === 'approved');
    expect(await sharers()).toContainEqual(
      expect.objectContaining({ card_id: approved?.card_id, member_id: approved?.member_id }),
    );
    expect(await shareLedger()).toContainEqual(
      expect.objectContaining({ card_id: approved?.card_id, member_id: approved?.member_id, delta: 0 }),
    );
    // Nobody asks for a card they already hold.
    const holders = await db().selectFrom('card_holders').select(['card_id', 'member_id']).execute();
    for (const r of rows.filter((x) => x.status !== 'approved'))
      expect(holders).not.toContainEqual({ card_id: r.card_id, member_id: r.member_id });
  });

  it('makes a member join a card with room when no sharer exists yet, and skips cards that cannot share', async () => {
    // Start from no request, no sharer and no shareable card. (The demo's share ledger rows stay:
    // card_ledger is append-only, docs/ledger.md; the rows looked at below are this test's cards'.)
    await db().deleteFrom('card_holders').where('role', '=', 'shared').execute();
    await db().deleteFrom('card_share_requests').execute();
    await db().updateTable('member_cards').set({ shareable: 0 }).execute();
    const owner = await insertMember(db(), storeId);
    await insertCard(db(), storeId, owner, { shareable: false });
    await insertCard(db(), storeId, owner, { status: 'frozen' });
    const a = await insertCard(db(), storeId, owner, { max_holders: 3 });
    const b = await insertCard(db(), storeId, owner, { max_holders: 2 });
    for (let i = 0; i < 6; i++) await insertMember(db(), storeId);
    await seedCardShareDemo(db());

    const rows = await requests();
    expect(rows.map((r) => [r.card_id, r.status, r.channel])).toEqual([
      [a.id, 'approved', 'app'],
      [a.id, 'pending', 'desk'],
      [b.id, 'pending', 'app'],
      [a.id, 'pending', 'desk'],
      [b.id, 'rejected', 'desk'],
    ]);
    const approved = rows[0];
    expect(await sharers()).toEqual([
      expect.objectContaining({ card_id: a.id, member_id: approved?.member_id }),
    ]);
    expect((await shareLedger()).filter((r) => r.card_id === a.id || r.card_id === b.id)).toEqual([
      expect.objectContaining({ card_id: a.id, member_id: approved?.member_id, delta: 0, balance_after: 50 }),
    ]);
    expect(new Set(rows.map((r) => r.member_id)).size).toBe(5);
  });
});
