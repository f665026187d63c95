import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger';
import { generateTestKeys, signNotification } from '../../lib/payments/alipay/alipay-test-gateway';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestNo } from '../member-card/member-card-test-kit';
import { appCall, placeOrder, type SellingStore, sellingStore, signInConsumer } from './order-test-kit';

/**
 * The orders feature on PAYMENT_PROVIDER=alipay (docs/alipay.md): the app gets a signed order
 * string, and Alipay's form-encoded RSA2 notification pays the order exactly once through the
 * same notify route and guarded update as the sandbox's. Keys are generated here; no network.
 */
describe('paying an order through Alipay', () => {
  const keys = generateTestKeys();
  const appId = '2021000000000001';
  let t: TestApp;
  let store: SellingStore;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'alipay',
        ALIPAY_APP_ID: appId,
        ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
        ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
      },
    });
    store = await sellingStore(t.app.deps.db);
  });
  afterAll(() => t.close());

  const notify = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/alipay',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('answers a signed order string, and one signed notification pays the order once', async () => {
    const who = await signInConsumer(t);
    const order = await placeOrder(t, who, [{ item_type: 'listing', item_id: store.listingId, quantity: 1 }]);
    const pay = await appCall(t, who, 'POST', `/app/order/${order.id}/pay`, {
      channel: 'alipay',
      request_no: requestNo('pay'),
    });
    expect(pay.body.code).toBe(0);
    const orderString = String(pay.body.value.payload.order_string);
    expect(orderString).toContain(`app_id=${appId}`);
    expect(orderString).toContain('sign=');
    const payment = await t.app.deps.db
      .selectFrom('payments')
      .select(['id', 'payment_no'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();

    const paid = signNotification(
      {
        notify_time: '2026-11-27 10:01:03',
        notify_type: 'trade_status_sync',
        notify_id: 'ac05099524730693a8b330c5ecf72da9786',
        charset: 'utf-8',
        version: '1.0',
        app_id: appId,
        trade_no: '2026112722001400000000000001',
        out_trade_no: payment.payment_no,
        total_amount: '199.00',
        receipt_amount: '199.00',
        trade_status: 'TRADE_SUCCESS',
        gmt_payment: '2026-11-27 10:01:02',
      },
      keys.alipayPrivateKey,
    );
    // One character changed after signing (the amount) is refused and logged, never applied.
    const forged = await notify({ ...paid, total_amount: '1.00' });
    expect([forged.statusCode, forged.body]).toEqual([400, 'failure']);

    const answers = await Promise.all([notify(paid), notify(paid), notify(paid)]);
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [200, 'success'],
      [200, 'success'],
      [200, 'success'],
    ]);
    const detail = await appCall(t, who, 'GET', `/app/order/${order.id}`);
    expect(detail.body.value.status).toBe('paid');
    expect(detail.body.value.vouchers).toHaveLength(1);
    const journals = await t.app.deps.db
      .selectFrom('ledger_entries')
      .select('journal')
      .distinct()
      .where('object_kind', '=', 'payment')
      .where('object_id', '=', payment.id)
      .execute();
    expect(journals.map((j) => j.journal)).toEqual([`payment:${payment.id}:paid`]);
    const outcomes = await t.app.deps.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('provider', '=', 'alipay')
      .orderBy('id')
      .execute();
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'bad_signature', 'repeat', 'repeat']);
    expect((await checkLedger(t.app.deps.db)).differences).toEqual([]);
  });
});
