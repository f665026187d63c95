import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger/ledger-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  appCall,
  buyAndPay,
  type Consumer,
  payOrder,
  placeOrder,
  postNotification,
  providersOf,
  type SellingStore,
  sellingStore,
  signInConsumer,
  waitForOrder,
} from './order-test-kit';

describe('paying an order through the sandbox (signed notifications, exactly once)', () => {
  let t: TestApp;
  let shop: SellingStore;
  let buyer: Consumer;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await sellingStore(t.app.deps.db);
    buyer = await signInConsumer(t);
  });
  afterAll(() => t.close());

  const notifications = (paymentNo: string) =>
    t.app.deps.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'amount_fen'])
      .where('payment_no', '=', paymentNo)
      .orderBy('id')
      .execute();
  const journals = (like: string) =>
    t.app.deps.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('journal', 'like', like)
      .orderBy('id')
      .execute();

  it('a listing bought twice and paid issues two 12-use vouchers of 12 random digits, and makes the buyer a member', async () => {
    const order = await buyAndPay(t, buyer, [{ item_type: 'listing', item_id: shop.listingId, quantity: 2 }]);
    expect(order).toMatchObject({ status: 'paid', total_fen: 39_800, paid_fen: 39_800, kind: 'item' });
    expect(order.vouchers).toHaveLength(2);
    for (const v of order.vouchers) {
      expect(v.code).toMatch(/^\d{12}$/);
      expect(v).toMatchObject({ uses_total: 12, uses_left: 12, status: 'active' });
    }
    expect(order.vouchers[0]?.code).not.toBe(order.vouchers[1]?.code);
    expect(order.items[0]?.snapshot).toMatchObject({ name: '燃脂搏击操', price_fen: 19_900, sessions: 12 });
    const member = await t.app.deps.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', order.member_id as number)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      store_id: shop.storeId,
      phone: buyer.phone,
      source: 'app',
      app_account_id: buyer.accountId,
    });
    const payment = await t.app.deps.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
    const entries = await journals(`payment:${payment.id}:paid`);
    expect(entries.map((e) => [e.account_kind, Number(e.amount_fen)])).toEqual([
      ['store_custody', 39_800],
      ['store_channel_receipts', -39_800],
    ]);
    // The store's managers get the new-order message (through the outbox) in three languages.
    // The notification's request delivers it after its commit, so the paid order can be seen
    // a moment before the message is there.
    const orderMessages = () =>
      t.app.deps.db
        .selectFrom('system_messages')
        .selectAll()
        .where('account_id', '=', shop.accountId)
        .where('category', '=', 'order')
        .execute();
    await expect.poll(async () => (await orderMessages()).length, { timeout: 5000 }).toBe(1);
    const messages = await orderMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toBe('新订单提醒 / New order / Nuevo pedido');
    expect(messages[0]?.content).toContain(order.order_no);
  });

  it('a failed payment leaves the order unpaid; it can be paid again', async () => {
    const order = await placeOrder(t, buyer, [{ item_type: 'count_service', item_id: shop.packId }]);
    const failed = await payOrder(t, buyer, order.id, { outcome: 'failure' });
    await expect
      .poll(async () => (await notifications(failed.payment_no)).map((n) => n.outcome))
      .toEqual(['failed_payment']);
    expect((await appCall(t, buyer, 'GET', `/app/order/${order.id}`)).body.value).toMatchObject({
      status: 'unpaid',
      vouchers: [],
    });
    await payOrder(t, buyer, order.id);
    const paid = await waitForOrder(t, buyer, order.id);
    expect(paid.vouchers).toEqual([expect.objectContaining({ uses_total: 10, uses_left: 10 })]);
  });

  it('refuses a forged signature (-, logged as bad_signature) and a wrong amount (logged), and changes nothing', async () => {
    const order = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    const pay = await payOrder(t, buyer, order.id, { outcome: 'never' });
    const sandbox = providersOf(t).sandbox;
    const genuine = await sandbox?.notificationFor(pay.payment_no);
    const forged = await postNotification(t, {
      ...genuine,
      trade_status: 'TRADE_SUCCESS',
      sign: 'a'.repeat(64),
    });
    expect(forged).toEqual({ status: 400, raw: 'fail' });
    // A body whose amount was changed after signing fails the signature too; a correctly
    // signed wrong amount (a channel's bug, or a key that leaked) is refused on the amount.
    const { sandboxSign } = await import('../../lib/payments');
    const secret = (await import('../../storage/storage-secret')).loadStorageSecret(
      undefined,
      t.app.deps.config.dataDir,
      'payment-sandbox-secret',
    );
    const wrong = { ...genuine, amount_fen: 1, trade_status: 'TRADE_SUCCESS', sign: undefined };
    const wrongSigned = { ...wrong, sign: sandboxSign(secret, wrong) };
    expect(await postNotification(t, wrongSigned)).toEqual({ status: 400, raw: 'fail' });
    expect((await notifications(pay.payment_no)).map((n) => n.outcome)).toEqual([
      'bad_signature',
      'wrong_amount',
    ]);
    expect((await appCall(t, buyer, 'GET', `/app/order/${order.id}`)).body.value.status).toBe('unpaid');
  });

  it('the same notification 10 times at once makes one paid order and one set of ledger entries', async () => {
    const order = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    const pay = await payOrder(t, buyer, order.id, { outcome: 'never' });
    // The buyer paid; the channel posts the same signed notification 10 times concurrently.
    await t.app.deps.db
      .updateTable('sandbox_payments')
      .set({ outcome: 'success', paid_at: new Date().toISOString() })
      .where('payment_no', '=', pay.payment_no)
      .execute();
    const body = await providersOf(t).sandbox?.notificationFor(pay.payment_no);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(t, body)));
    expect(answers.every((a) => a.status === 200 && a.raw === 'success')).toBe(true);
    const outcomes = (await notifications(pay.payment_no)).map((n) => n.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('repeat')]);
    const paid = await waitForOrder(t, buyer, order.id);
    expect(paid.vouchers).toHaveLength(1);
    const payment = await t.app.deps.db
      .selectFrom('payments')
      .select('id')
      .where('payment_no', '=', pay.payment_no)
      .executeTakeFirstOrThrow();
    expect(await journals(`payment:${payment.id}:%`)).toHaveLength(2);
    const audit = await t.app.deps.db
      .selectFrom('audit_events')
      .select('to_state')
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .execute();
    expect(audit.filter((a) => a.to_state === 'paid')).toHaveLength(1);
  });

  it('a payment time ahead of the server’s clock is taken as now: the vouchers start on the day of the sale', async () => {
    const order = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    const pay = await payOrder(t, buyer, order.id, { outcome: 'never' });
    // The channel's clock runs two days ahead of ours.
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await t.app.deps.db
      .updateTable('sandbox_payments')
      .set({ outcome: 'success', paid_at: ahead })
      .where('payment_no', '=', pay.payment_no)
      .execute();
    const before = new Date().toISOString();
    const answer = await postNotification(t, await providersOf(t).sandbox?.notificationFor(pay.payment_no));
    expect(answer.raw).toBe('success');
    const paid = await waitForOrder(t, buyer, order.id);
    const paidAt = paid.paid_at ?? '';
    expect(paidAt >= before && paidAt <= new Date().toISOString()).toBe(true);
    expect((paid.vouchers[0]?.valid_from ?? '') <= new Date().toISOString()).toBe(true);
  });

  it('a payment notified after the order was cancelled is refunded through the channel and recorded', async () => {
    const order = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    const pay = await payOrder(t, buyer, order.id, { delay_ms: 400 });
    expect((await appCall(t, buyer, 'POST', `/app/order/${order.id}/cancel`)).body.value.status).toBe(
      'cancelled',
    );
    await expect
      .poll(async () => (await notifications(pay.payment_no)).map((n) => n.outcome), { timeout: 5000 })
      .toEqual(['late_refunded']);
    const payment = await t.app.deps.db
      .selectFrom('payments')
      .selectAll()
      .where('payment_no', '=', pay.payment_no)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    // The channel's refund follows the commit through the outbox.
    const refunds = () =>
      t.app.deps.db
        .selectFrom('sandbox_refunds')
        .selectAll()
        .where('payment_no', '=', pay.payment_no)
        .execute();
    await expect
      .poll(refunds)
      .toEqual([expect.objectContaining({ amount_fen: 19_900, refund_no: `${pay.payment_no}L` })]);
    const entries = await journals(`payment:${payment.id}:%`);
    expect(entries.map((e) => Number(e.amount_fen))).toEqual([19_900, -19_900, -19_900, 19_900]);
    expect((await appCall(t, buyer, 'GET', `/app/order/${order.id}`)).body.value).toMatchObject({
      status: 'cancelled',
      vouchers: [],
    });
  });

  it('notifications are due in the sandbox’s table, not in a timer: the delivery job posts them, `repeat` times', async () => {
    const order = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    // Due in 10 minutes: no in-process nudge fires during the test.
    const pay = await payOrder(t, buyer, order.id, { delay_ms: 600_000, repeat: 3 });
    // As after a restart: the row says a notification is due now; the job (any process) posts it.
    await t.app.deps.db
      .updateTable('sandbox_payments')
      .set({ next_delivery_at: new Date(Date.now() - 1000).toISOString() })
      .where('payment_no', '=', pay.payment_no)
      .execute();
    for (let i = 0; i < 3; i++) {
      // Each repeat is due 200 ms after the one before.
      await t.app.deps.jobs.runNow('payment-sandbox-delivery', {
        now: new Date(Date.now() + (i + 1) * 60_000),
      });
    }
    expect((await notifications(pay.payment_no)).map((n) => n.outcome)).toEqual([
      'applied',
      'repeat',
      'repeat',
    ]);
    const row = await t.app.deps.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('payment_no', '=', pay.payment_no)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      deliveries_left: 0,
      next_delivery_at: null,
      status: 'paid',
      delivery_attempts: 3,
    });
    expect((await waitForOrder(t, buyer, order.id)).vouchers).toHaveLength(1);
  });

  it('refreshOrderUsage moves a paid order to partly used and used from its vouchers', async () => {
    const { refreshOrderUsage } = await import('./order-vouchers');
    const order = await buyAndPay(t, buyer, [
      { item_type: 'count_service', item_id: shop.packId, quantity: 2 },
    ]);
    const db = t.app.deps.db;
    const [first, second] = order.vouchers;
    await db
      .updateTable('vouchers')
      .set({ uses_left: 9 })
      .where('code', '=', first?.code as string)
      .execute();
    expect(await db.transaction().execute((trx) => refreshOrderUsage(trx, order.id))).toBe('partly_used');
    await db
      .updateTable('vouchers')
      .set({ uses_left: 0, status: 'used' })
      .where('code', 'in', [first?.code as string, second?.code as string])
      .execute();
    expect(await db.transaction().execute((trx) => refreshOrderUsage(trx, order.id))).toBe('used');
    expect((await appCall(t, buyer, 'GET', `/app/order/${order.id}`)).body.value.status).toBe('used');
  });

  it('the ledger check passes', async () => {
    expect((await checkLedger(t.app.deps.db)).differences).toEqual([]);
  });
});
