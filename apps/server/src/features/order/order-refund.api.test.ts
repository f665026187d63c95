import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger/ledger-check';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { couponEmployee } from '../coupon/coupon-test-kit';
import { cardOwner, requestNo } from '../member-card/member-card-test-kit';
import {
  appCall,
  buyAndPay,
  type Consumer,
  type SellingStore,
  sellingStore,
  settleRefund,
  signInConsumer,
} from './order-test-kit';

const HOUR = 3_600_000;

describe('refunds: request, approve or reject, the 24-hour job, the provider and the ledger', () => {
  let t: TestApp;
  let shop: SellingStore;
  let buyer: Consumer;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await sellingStore(t.app.deps.db);
    buyer = await signInConsumer(t);
  });
  afterAll(() => t.close());
  const db = () => t.app.deps.db;
  const buyListing = () =>
    buyAndPay(t, buyer, [{ item_type: 'listing', item_id: shop.listingId, quantity: 1 }]);
  const ask = (orderId: number, no = requestNo('rf'), reason = 'moving away') =>
    appCall(t, buyer, 'POST', `/app/order/${orderId}/refund`, { reason, request_no: no });
  const approve = (orderId: number, who: { token: string; storeId: number } = shop) =>
    storeCall(t, who, 'POST', `/order/${orderId}/refund/approve`, { request_no: requestNo('ap') });
  const redeem = (code: string, times = 1) =>
    storeCall(t, shop, 'POST', `/member/coupon/validate/${code}/${times}`, {
      confirm: true,
      request_no: requestNo('rd'),
    });
  const settle = (orderId: number) => settleRefund(t, orderId);

  it('refunds the unused uses at the settlement’s per-use amount: approve → provider → vouchers refunded', async () => {
    const order = await buyListing();
    const code = order.vouchers[0]?.code as string;
    expect((await redeem(code, 2)).body.code).toBe(0);
    const asked = await ask(order.id);
    // 19 900 fen over 12 uses: 1 658 a use, the remainder 4 with the last use; 10 unused.
    expect(asked.body).toMatchObject({ code: 0, value: { status: 'requested', amount_fen: 16_584 } });
    const again = await ask(order.id);
    expect(again.body).toMatchObject({ code: -409, message: 'A refund of this order is already under way' });
    const message = await db()
      .selectFrom('outbox_messages')
      .select('key')
      .where('key', 'like', `order_refund:${asked.body.value.id}:requested%`)
      .execute();
    expect(message.length).toBeGreaterThan(0);

    const approved = await approve(order.id);
    expect(approved.body).toMatchObject({
      code: 0,
      value: { status: 'approved', decided_by_name: expect.any(String) },
    });
    expect(await settle(order.id)).toBe('refunded');
    const detail = await storeCall(t, shop, 'GET', `/order/${order.id}`);
    expect(detail.body.value).toMatchObject({
      refund_status: 'refunded',
      refunded_fen: 16_584,
      vouchers: [{ code, status: 'refunded', uses_left: 10 }],
      refunds: [
        { status: 'refunded', amount_fen: 16_584, reason: 'moving away', provider_ref: expect.any(String) },
      ],
      redemptions: [{ code, times: 2 }],
    });
    expect(detail.body.value.log.map((e: { to: string }) => e.to)).toEqual(
      expect.arrayContaining(['refund_requested', 'refund_approved', 'refund_refunded']),
    );
    const refused = await redeem(code);
    expect(refused.body).toMatchObject({
      code: -409,
      message: 'This voucher was refunded and cannot be redeemed',
    });
    const nothing = await ask(order.id);
    expect(nothing.body).toMatchObject({ code: -409, message: 'Nothing of this order is left to refund' });
  });

  it('rejects with a reason; an employee without order:refund is refused; another store’s order is -404', async () => {
    const order = await buyListing();
    expect((await ask(order.id)).body.code).toBe(0);
    const desk = await couponEmployee(db(), shop, ['coupon:validate', 'order:view']);
    expect((await approve(order.id, desk)).body.code).toBe(-403);
    const stranger = await cardOwner(db());
    expect((await approve(order.id, stranger)).body.code).toBe(-404);
    const rejected = await storeCall(t, shop, 'POST', `/order/${order.id}/refund/reject`, {
      reason: 'already attended',
      request_no: requestNo('rj'),
    });
    expect(rejected.body).toMatchObject({
      code: 0,
      value: { status: 'rejected', reject_reason: 'already attended' },
    });
    const detail = await storeCall(t, shop, 'GET', `/order/${order.id}`);
    expect(detail.body.value).toMatchObject({ refund_status: 'rejected', vouchers: [{ status: 'active' }] });
    const listed = await storeCall(t, shop, 'POST', '/order/list', {
      restrictions: [{ name: 'refund_status', operator: '=', value: 'rejected' }],
    });
    expect(listed.body.value.content.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await approve(order.id)).body).toMatchObject({
      code: -409,
      message: 'This order has no refund request waiting for a decision',
    });
  });

  it('approves by itself after 24 hours; the same request_no twice asks once', async () => {
    const order = await buyListing();
    const no = requestNo('twice');
    const first = await ask(order.id, no);
    const second = await ask(order.id, no);
    expect(second.body.value.id).toBe(first.body.value.id);
    expect(await t.app.deps.jobs.runNow('order-refund-auto-approve')).toBe(0);
    expect(
      await t.app.deps.jobs.runNow('order-refund-auto-approve', { now: new Date(Date.now() + 25 * HOUR) }),
    ).toBe(1);
    expect(await settle(order.id)).toBe('refunded');
    const detail = await storeCall(t, shop, 'GET', `/order/${order.id}`);
    expect(detail.body.value.refunds).toMatchObject([
      { status: 'refunded', auto_approved: true, decided_by_name: null, amount_fen: 19_900 },
    ]);
  });

  it('two concurrent approvals refund once', async () => {
    const order = await buyListing();
    expect((await ask(order.id)).body.code).toBe(0);
    const answers = await Promise.all([approve(order.id), approve(order.id), approve(order.id)]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await settle(order.id)).toBe('refunded');
    const row = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.refunded_fen)).toBe(19_900);
    const journals = await db()
      .selectFrom('ledger_entries')
      .select('journal')
      .distinct()
      .where('object_kind', '=', 'order_refund')
      .where('journal', 'like', 'order_refund:%')
      .execute();
    const refunds = await db()
      .selectFrom('order_refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(journals.filter((j) => j.journal === `order_refund:${refunds[0]?.id}:refunded`)).toHaveLength(1);
  });

  it('an expired voucher is refundable only when the listing is 随时退、过期退 (copied at order time)', async () => {
    const order = await buyListing();
    const past = new Date(Date.now() - HOUR).toISOString();
    await db().updateTable('vouchers').set({ valid_to: past }).where('order_id', '=', order.id).execute();
    expect((await ask(order.id)).body).toMatchObject({
      code: -409,
      message: 'The vouchers of this order have expired and this item is not refundable on expiry',
    });
    await db().updateTable('courses').set({ refund_anytime: 1 }).where('id', '=', shop.listingId).execute();
    const anytime = await buyListing();
    const item = await db()
      .selectFrom('order_items')
      .select('refund_anytime')
      .where('order_id', '=', anytime.id)
      .executeTakeFirstOrThrow();
    expect(item.refund_anytime).toBe(1);
    await db().updateTable('vouchers').set({ valid_to: past }).where('order_id', '=', anytime.id).execute();
    expect((await ask(anytime.id)).body).toMatchObject({ code: 0, value: { amount_fen: 19_900 } });
    await db().updateTable('courses').set({ refund_anytime: 0 }).where('id', '=', shop.listingId).execute();
  });

  it('the ledger check passes after all of it', async () => {
    const report = await checkLedger(db());
    expect(report.differences).toEqual([]);
  });

  it('the ledger check reports a refund marked refunded whose money never went back through the channel', async () => {
    const refunded = await db()
      .selectFrom('order_refunds')
      .selectAll()
      .where('status', '=', 'refunded')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...row } = refunded;
    // Written by hand, without its journal: the payment's receipts no longer explain its refunds.
    const { id } = await db()
      .insertInto('order_refunds')
      .values({ ...row, refund_no: `${row.refund_no}x`, amount_fen: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await db()
      .selectFrom('payments')
      .select(['payment_no', 'status'])
      .where('id', '=', row.payment_id)
      .executeTakeFirstOrThrow();
    const found = (await checkLedger(db())).differences;
    await db().deleteFrom('order_refunds').where('id', '=', id).execute();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      identity: 'payment_has_journal',
      store_id: row.store_id,
      account: `store_channel_receipts@store:${row.store_id} payment ${payment.payment_no} (${payment.status})`,
    });
    expect(Number(found[0]?.expected) - Number(found[0]?.actual)).toBe(100);
    expect((await checkLedger(db())).differences).toEqual([]);
  });
});
