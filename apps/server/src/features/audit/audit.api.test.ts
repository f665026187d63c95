import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  applyFor,
  call,
  createStore,
  newMerchant,
  platformToken,
  qualificationPayload,
} from '../onboarding/onboarding-test-kit';

/**
 * The operation log on a real database (SQLite, or PostgreSQL with DATABASE_URL): the claim
 * review writes its rows in the same transaction as the decision, and each store reads its own.
 */
describe('operation log', () => {
  let t: TestApp;
  let platform: string;
  let platformId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const p = await createMerchant(t.app.deps.db, { stores: 0, role: 0 });
    platformId = p.accountId;
    platform = await createSessionToken(t.app.deps.db, p.accountId);
    await platformToken(t.app.deps.db);
  });
  afterAll(() => t.close());

  /** A merchant with a claim that has qualifications, waiting for the review. */
  const pendingClaim = async () => {
    const { db } = t.app.deps;
    const merchant = await newMerchant(db);
    const store = await createStore(t.app, merchant.token);
    const claim = await applyFor(t.app, merchant.token, store.id);
    const payload = await qualificationPayload(db, merchant.accountId, claim.id);
    await call(t.app, 'POST', '/api/claim/qualification', { token: merchant.token, payload });
    return { merchant, store, claim };
  };
  const rowsOf = (claim_id: number) =>
    t.app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'store_claim')
      .where('entity_id', '=', claim_id)
      .orderBy('id')
      .execute();
  const approve = (id: number) =>
    call(t.app, 'POST', `/api/platform/claims/${id}/approve`, { token: platform });

  it('records the claim created pending, then exactly one row for its approval', async () => {
    const { store, claim } = await pendingClaim();
    expect((await approve(claim.id)).body.code).toBe(Code.OK);
    const rows = await rowsOf(claim.id);
    expect(rows.map((r) => [r.from_state, r.to_state])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
    ]);
    expect(rows[1]).toMatchObject({ actor_account_id: platformId, store_id: store.id, reason: null });
    expect(rows[1]?.request_id).toEqual(expect.any(String));
  });

  it('writes nothing when the approval is refused (already decided)', async () => {
    const { claim } = await pendingClaim();
    await approve(claim.id);
    const again = await approve(claim.id);
    expect(again.body.code).toBe(-409);
    expect((await rowsOf(claim.id)).filter((r) => r.to_state === 'approved')).toHaveLength(1);
  });

  it('writes nothing when the approval fails after the state change (the message cannot be queued)', async () => {
    const { claim } = await pendingClaim();
    const { db } = t.app.deps;
    // The decision message is queued in the outbox after the claim row changed; make that insert fail.
    await db.schema.alterTable('outbox_messages').renameTo('outbox_messages_away').execute();
    try {
      const res = await approve(claim.id);
      expect(res.body.code).toBe(Code.SERVER_ERROR);
    } finally {
      await db.schema.alterTable('outbox_messages_away').renameTo('outbox_messages').execute();
    }
    const row = await db
      .selectFrom('store_claims')
      .select('status')
      .where('id', '=', claim.id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    expect((await rowsOf(claim.id)).map((r) => r.to_state)).toEqual(['pending']);
  });

  it('lets one of two simultaneous approvals win; the other is -409 and leaves no row', async () => {
    const { claim } = await pendingClaim();
    const answers = await Promise.all([approve(claim.id), approve(claim.id)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([-409, 0]);
    expect((await rowsOf(claim.id)).filter((r) => r.to_state === 'approved')).toHaveLength(1);
  });

  it("lists the caller's store's events, filtered by entity, entity_id, actor and at, never another store's", async () => {
    const first = await pendingClaim();
    const second = await pendingClaim();
    await approve(first.claim.id);
    await approve(second.claim.id);
    // The first merchant now manages the first store (the approval selected it).
    const token = await createSessionToken(t.app.deps.db, first.merchant.accountId, {
      storeId: first.store.id,
    });
    const list = (payload: object) => call(t.app, 'POST', '/api/audit/list', { token, payload });

    const all = (await list({})).body.value;
    expect(all.total).toBe(2);
    expect(all.content.map((e: { to_state: string }) => e.to_state)).toEqual(['approved', 'pending']);
    expect(all.content[0]).toMatchObject({
      actor_account_id: platformId,
      actor_name: expect.any(String),
      store_id: first.store.id,
      entity: 'store_claim',
      entity_id: first.claim.id,
      from_state: 'pending',
    });
    expect(all.content.every((e: { store_id: number }) => e.store_id === first.store.id)).toBe(true);

    const where = (name: string, operator: string, value: unknown) => ({
      restrictions: [{ name, operator, value }],
    });
    expect((await list(where('entity_id', '=', second.claim.id))).body.value.total).toBe(0);
    expect((await list(where('entity_id', '=', first.claim.id))).body.value.total).toBe(2);
    expect((await list(where('entity', 'in', ['store_claim']))).body.value.total).toBe(2);
    expect((await list(where('actor', '=', platformId))).body.value.total).toBe(1);
    expect((await list(where('actor', '=', first.merchant.accountId))).body.value.total).toBe(1);
    expect((await list(where('at', '>=', '2000-01-01'))).body.value.total).toBe(2);
    expect((await list(where('at', '<', '2000-01-01'))).body.value.total).toBe(0);
    expect((await list(where('store_id', '=', second.store.id))).body.code).toBe(-400);
  });

  it('refuses the store log to a caller without a managed store', async () => {
    const { merchant } = await pendingClaim();
    const res = await call(t.app, 'POST', '/api/audit/list', { token: merchant.token, payload: {} });
    expect(res.body.code).toBe(Code.FORBIDDEN);
  });

  it("shows a merchant its own claim's log before it manages the store, and nobody else's", async () => {
    const { merchant, claim } = await pendingClaim();
    const reason = 'The licence photo is blurred';
    await call(t.app, 'POST', `/api/platform/claims/${claim.id}/reject`, {
      token: platform,
      payload: { reason },
    });
    const mine = await call(t.app, 'GET', `/api/claim/${claim.id}/audit`, { token: merchant.token });
    expect(mine.body.value.map((e: { to_state: string }) => e.to_state)).toEqual(['pending', 'rejected']);
    expect(mine.body.value[1]).toMatchObject({ reason, actor_account_id: platformId });
    const stranger = await newMerchant(t.app.deps.db);
    const theirs = await call(t.app, 'GET', `/api/claim/${claim.id}/audit`, { token: stranger.token });
    expect(theirs.body.code).toBe(Code.NOT_FOUND);

    // Resubmitting reopens the claim: the merchant's own transition, logged too.
    const payload = await qualificationPayload(t.app.deps.db, merchant.accountId, claim.id);
    await call(t.app, 'POST', '/api/claim/qualification', { token: merchant.token, payload });
    const after = await call(t.app, 'GET', `/api/claim/${claim.id}/audit`, { token: merchant.token });
    expect(after.body.value.at(-1)).toMatchObject({
      from_state: 'rejected',
      to_state: 'pending',
      actor_account_id: merchant.accountId,
    });
  });
});
