import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverSystemMessage, queueSystemMessage } from '../../features/message';
import {
  applyFor,
  call,
  createStore,
  newMerchant,
  platformToken,
} from '../../features/onboarding/onboarding-test-kit';
import { createMerchant } from '../../test/factories';
import { deliverOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueOutbox } from './index';

describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const messagesTo = (accountId: number) =>
    t.app.deps.db
      .selectFrom('system_messages')
      .select(['title', 'content', 'category', 'dedupe_key'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  const rowOf = (topic: string, key: string) =>
    t.app.deps.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('topic', '=', topic)
      .where('key', '=', key)
      .executeTakeFirst();
  const message = {
    title: '审核通过 / Approved',
    content: '门店已开通 / The store is open',
    category: 'review',
  };

  it('delivers on the third try a message whose delivery failed twice: one message', async () => {
    const { accountId } = await createMerchant(t.app.deps.db, { stores: 0 });
    let calls = 0;
    // A receiver that is down twice, then up: the real system-message handler behind it.
    t.app.deps.outbox.handle('test-flaky-message', async (delivery) => {
      calls += 1;
      if (calls <= 2) throw new Error(`receiver down (call ${calls})`);
      await deliverSystemMessage(delivery);
    });
    await t.app.deps.db.transaction().execute(async (trx) => {
      await enqueueOutbox(trx, {
        topic: 'test-flaky-message',
        key: 'flaky-1',
        payload: { account_id: accountId, message },
      });
    });
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    expect(await deliverOutbox(t, at(0))).toBe(0);
    expect(await rowOf('test-flaky-message', 'flaky-1')).toMatchObject({
      attempts: 1,
      last_error: 'receiver down (call 1)',
      delivered_at: null,
      locked_until: null,
      next_attempt_at: at(2000).toISOString(),
    });
    // Not due again before its backoff (2 s after the first failure, then 4 s).
    expect(await deliverOutbox(t, at(1999))).toBe(0);
    expect(calls).toBe(1);
    expect(await deliverOutbox(t, at(2000))).toBe(0);
    expect(await rowOf('test-flaky-message', 'flaky-1')).toMatchObject({
      attempts: 2,
      last_error: 'receiver down (call 2)',
      next_attempt_at: at(6000).toISOString(),
    });
    expect(await deliverOutbox(t, at(5999))).toBe(0);
    expect(await deliverOutbox(t, at(6000))).toBe(1);
    const delivered = await rowOf('test-flaky-message', 'flaky-1');
    expect(delivered).toMatchObject({ attempts: 3, last_error: null });
    expect(delivered?.delivered_at).not.toBeNull();
    expect(await deliverOutbox(t, at(60_000))).toBe(0);
    expect(calls).toBe(3);
    expect(await messagesTo(accountId)).toEqual([{ ...message, dedupe_key: 'flaky-1' }]);
    // At least once: a repeat of the same delivery (same key) is ignored by the receiver.
    await deliverSystemMessage({
      db: t.app.deps.db,
      topic: 'test-flaky-message',
      key: 'flaky-1',
      payload: { account_id: accountId, message },
      attempt: 4,
      enqueuedAt: new Date().toISOString(),
    });
    expect(await messagesTo(accountId)).toHaveLength(1);
  });

  it('sends nothing for a change whose transaction rolls back', async () => {
    const { accountId, storeIds } = await createMerchant(t.app.deps.db, { stores: 1 });
    await expect(
      t.app.deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('stores')
          .set({ name: '改名' })
          .where('id', '=', storeIds[0] as number)
          .execute();
        await queueSystemMessage(trx, accountId, message, 'rolled-back-change');
        throw new Error('the change fails after queueing its message');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowOf('system-message', `rolled-back-change:account:${accountId}`)).toBeUndefined();
    await deliverOutbox(t);
    expect(await messagesTo(accountId)).toEqual([]);
  });

  it('delivers once what is queued twice with one key', async () => {
    const { accountId } = await createMerchant(t.app.deps.db, { stores: 0 });
    for (let i = 0; i < 2; i++)
      await t.app.deps.db
        .transaction()
        .execute((trx) => queueSystemMessage(trx, accountId, message, 'twice'));
    expect(
      await t.app.deps.db
        .transaction()
        .execute((trx) =>
          enqueueOutbox(trx, { topic: 'system-message', key: `twice:account:${accountId}`, payload: {} }),
        ),
    ).toBe(false);
    expect(await deliverOutbox(t)).toBe(1);
    expect(await deliverOutbox(t)).toBe(0);
    expect(await messagesTo(accountId)).toEqual([{ ...message, dedupe_key: `twice:account:${accountId}` }]);
  });

  it('never hands one row to two deliverers at once', async () => {
    const { accountId } = await createMerchant(t.app.deps.db, { stores: 0 });
    const handled: string[] = [];
    t.app.deps.outbox.handle('test-counted', async ({ key }) => {
      handled.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await t.app.deps.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++)
        await enqueueOutbox(trx, {
          topic: 'test-counted',
          key: `c-${i}`,
          payload: { account_id: accountId },
        });
    });
    const { outbox, db } = t.app.deps;
    const delivered = await Promise.all([
      outbox.deliverDue(db),
      outbox.deliverDue(db),
      outbox.deliverDue(db),
    ]);
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(30);
    expect(handled).toHaveLength(30);
    expect(new Set(handled).size).toBe(30);
  });

  it('delivers a review decision’s message before the call answers, through the outbox', async () => {
    const platform = await platformToken(t.app.deps.db);
    const me = await newMerchant(t.app.deps.db);
    const store = await createStore(t.app, me.token);
    const claim = await applyFor(t.app, me.token, store.id);
    const res = await call(t.app, 'POST', `/api/platform/claims/${claim.id}/reject`, {
      token: platform,
      payload: { reason: '资料不全' },
    });
    expect(res.body.code).toBe(0);
    const row = await rowOf('system-message', `store-claim:${claim.id}:rejected:account:${me.accountId}`);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row?.delivered_at).not.toBeNull();
    const messages = await messagesTo(me.accountId);
    expect(messages.map((m) => m.dedupe_key)).toEqual([
      `store-claim:${claim.id}:rejected:account:${me.accountId}`,
    ]);
    expect(messages[0]?.content).toContain('资料不全');
  });
});
