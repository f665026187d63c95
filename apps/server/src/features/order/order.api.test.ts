import { ORDER_PAY_MINUTES } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger/ledger-check';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cardOwner, insertCardType, insertMember, requestNo } from '../member-card/member-card-test-kit';
import { approveService, insertServiceArea } from '../service/service-test-kit';
import {
  appCall,
  buyAndPay,
  type Consumer,
  payOrder,
  placeOrder,
  type SellingStore,
  sellingStore,
  signInConsumer,
  waitForOrder,
} from './order-test-kit';

describe('orders: buying, the merchant lists and detail, the jobs', () => {
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

  it('prices from the server, keeps a snapshot, and answers the same order for a repeated request_no', async () => {
    const body = {
      items: [{ item_type: 'listing', item_id: shop.listingId, quantity: 3 }],
      request_no: requestNo('o'),
    };
    const first = await appCall(t, buyer, 'POST', '/app/order', body);
    expect(first.body).toMatchObject({
      code: 0,
      value: {
        status: 'unpaid',
        kind: 'item',
        total_fen: 59_700,
        title: '燃脂搏击操',
        category: 7,
        store_id: shop.storeId,
        buyer_phone: buyer.phone,
        vouchers: [],
        items: [
          {
            item_type: 'listing',
            unit_price_fen: 19_900,
            quantity: 3,
            amount_fen: 59_700,
            uses_per_unit: 12,
          },
        ],
      },
    });
    expect(first.body.value.order_no).toMatch(/^O\d{18}$/);
    // The buyer has exactly the payment window, counted from the order's own instant.
    expect(Date.parse(first.body.value.pay_deadline_at) - Date.parse(first.body.value.created_at)).toBe(
      ORDER_PAY_MINUTES * 60_000,
    );
    const again = await appCall(t, buyer, 'POST', '/app/order', body);
    expect(again.body.value.id).toBe(first.body.value.id);
    const reused = await appCall(t, buyer, 'POST', '/app/order', {
      ...body,
      items: [{ ...body.items[0], quantity: 1 }],
    });
    expect(reused.body.code).toBe(-409);
    // A price sent by the app is not part of the contract: the body is refused or ignored, never used.
    const offline = await appCall(t, buyer, 'POST', '/app/order', {
      items: [{ item_type: 'listing', item_id: 999_999 }],
      request_no: requestNo('o'),
    });
    expect(offline.body).toMatchObject({ code: -404, message: 'This item is not on sale' });
  });

  it('refuses items of two stores in one order, and a card with anything else', async () => {
    const other = await sellingStore(db());
    const two = await appCall(t, buyer, 'POST', '/app/order', {
      items: [
        { item_type: 'listing', item_id: shop.listingId },
        { item_type: 'listing', item_id: other.listingId },
      ],
      request_no: requestNo('o'),
    });
    expect(two.body).toMatchObject({ code: -400, message: 'One order may hold items of one store only' });
    const mixed = await appCall(t, buyer, 'POST', '/app/order', {
      items: [
        { item_type: 'card_type', item_id: shop.cardTypeId },
        { item_type: 'listing', item_id: shop.listingId },
      ],
      request_no: requestNo('o'),
    });
    expect(mixed.body).toMatchObject({
      code: -400,
      message: 'A card is bought one at a time, on an order of its own',
    });
  });

  it('a card type bought and paid issues the card through the card service and makes the buyer a member', async () => {
    const consumer = await signInConsumer(t);
    const order = await buyAndPay(t, consumer, [{ item_type: 'card_type', item_id: shop.cardTypeId }]);
    expect(order).toMatchObject({ kind: 'card', status: 'paid', total_fen: 100_000, vouchers: [] });
    const cardId = order.items[0]?.card_id as number;
    const card = await db()
      .selectFrom('member_cards')
      .selectAll()
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      channel: 'app',
      member_id: order.member_id,
      paid_fen: 100_000,
      balance: 10,
      kind: 'count',
    });
    const member = await db()
      .selectFrom('members')
      .selectAll()
      .where('id', '=', card.member_id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ source: 'app', phone: consumer.phone, store_id: shop.storeId });
    // The desk sees it like any other card (the card service's list).
    const listed = await storeCall(t, shop, 'POST', '/card/list', {
      restrictions: [{ name: 'member_id', operator: '=', value: member.id }],
    });
    expect(listed.body.value.content).toHaveLength(1);
    // Money: the payment into custody, then the card delivered from it.
    const entries = await db()
      .selectFrom('ledger_entries')
      .select(['journal', 'account_kind', 'amount_fen'])
      .where('object_kind', 'in', ['payment', 'order_item'])
      .where('store_id', '=', shop.storeId)
      .orderBy('id')
      .execute();
    expect(entries.slice(-4).map((e) => [e.account_kind, Number(e.amount_fen)])).toEqual([
      ['store_custody', 100_000],
      ['store_channel_receipts', -100_000],
      ['store_custody', -100_000],
      ['store_card_revenue', 100_000],
    ]);
    // The share-order list shows it; the class-order list does not.
    const share = await storeCall(t, shop, 'POST', '/order/share/list', {});
    expect(share.body.value.content.map((o: { id: number }) => o.id)).toContain(order.id);
    const classes = await storeCall(t, shop, 'POST', '/order/list', {});
    expect(classes.body.value.content.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('a stored-value card bought in the app is funded from custody (the desk issue journal with custody in place of the desk takings)', async () => {
    const typeId = await insertCardType(db(), shop.storeId, {
      name: '储值卡',
      kind: 'stored_value',
      price_fen: 50_000,
      gift_fen: 5_000,
      sessions: null,
    });
    const consumer = await signInConsumer(t);
    const order = await buyAndPay(t, consumer, [{ item_type: 'card_type', item_id: typeId }]);
    const cardId = order.items[0]?.card_id as number;
    const issue = await db()
      .selectFrom('ledger_entries')
      .select(['account_kind', 'amount_fen'])
      .where('object_kind', '=', 'card_ledger')
      .where('store_id', '=', shop.storeId)
      .where('journal', 'like', 'card_ledger:%:issue')
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(issue.map((e) => [e.account_kind, Number(e.amount_fen)]).reverse()).toEqual([
      ['card_value', 55_000],
      ['store_custody', -50_000],
      ['store_card_gift', -5_000],
    ]);
    const card = await db()
      .selectFrom('member_cards')
      .select('balance')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    expect(card.balance).toBe(55_000);
  });

  it("a child's order must be placed by the guardian; anyone else is refused", async () => {
    const guardian = await signInConsumer(t);
    const stranger = await signInConsumer(t);
    const child = await insertMember(db(), shop.storeId, { full_name: '小明', phone: null });
    await db()
      .updateTable('members')
      .set({ guardian_name: '明爸', guardian_phone: guardian.phone })
      .where('id', '=', child)
      .execute();
    const items = [{ item_type: 'listing' as const, item_id: shop.listingId }];
    const refused = await appCall(t, stranger, 'POST', '/app/order', {
      items,
      member_id: child,
      request_no: requestNo('o'),
    });
    expect(refused.body).toMatchObject({
      code: -403,
      message:
        "A child's purchase must be made by the child's guardian (a minor's prepayment needs guardian consent)",
    });
    const order = await buyAndPay(t, guardian, items, { member_id: child });
    expect(order.member_id).toBe(child);
    expect(order.vouchers).toHaveLength(1);
    const vouchers = await db()
      .selectFrom('vouchers')
      .select('member_id')
      .where('order_id', '=', order.id)
      .execute();
    expect(vouchers).toEqual([{ member_id: child }]);
  });

  it('a timed booking is priced by the service pricing and gets a 1-use voucher for its day', async () => {
    await approveService(db(), shop.storeId, 'timed');
    const areaId = await insertServiceArea(db(), shop.storeId);
    const now = new Date().toISOString();
    const hours = JSON.stringify(
      Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['08:00', '22:00']]])),
    );
    const { id: serviceId } = await db()
      .insertInto('timed_services')
      .values({
        store_id: shop.storeId,
        name: '羽毛球场',
        resource_kind: 'area',
        resource_id: areaId,
        unit_minutes: 30,
        unit_price_fen: 2_000,
        min_units: 2,
        max_units: 4,
        capacity: 1,
        opening_hours: hours,
        cancel_fee_tiers: '[]',
        description: '',
        status: 'online',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = new Date(Date.now() + 8 * 3600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const slot = {
      item_type: 'timed_service' as const,
      item_id: serviceId,
      slot_date: day,
      slot_start: '10:00',
      units: 3,
    };
    const order = await buyAndPay(t, buyer, [slot]);
    expect(order.items[0]).toMatchObject({
      amount_fen: 6_000,
      slot_starts_at: `${day}T02:00:00.000Z`,
      slot_ends_at: `${day}T03:30:00.000Z`,
      units: 3,
    });
    const [dayBefore] = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().split('T');
    expect(order.vouchers).toEqual([
      expect.objectContaining({
        uses_total: 1,
        valid_from: `${dayBefore}T16:00:00.000Z`,
        valid_to: `${day}T15:59:59.999Z`,
      }),
    ]);
    // The slot is taken (capacity 1); one unit too few is outside the service's minimum.
    const full = await appCall(t, buyer, 'POST', '/app/order', {
      items: [{ ...slot, slot_start: '11:00', units: 2 }],
      request_no: requestNo('o'),
    });
    expect(full.body).toMatchObject({ code: -409, message: 'This time is fully booked' });
    const short = await appCall(t, buyer, 'POST', '/app/order', {
      items: [{ ...slot, slot_start: '15:00', units: 1 }],
      request_no: requestNo('o'),
    });
    expect(short.body).toMatchObject({ code: -409, message: 'This time is not bookable' });
  });

  it('lists the buyer’s own orders, and the store’s by filters, by cursor; the detail has payments, vouchers and the log', async () => {
    const order = await buyAndPay(t, buyer, [
      { item_type: 'count_service', item_id: shop.packId, quantity: 2 },
    ]);
    const mine = await appCall(t, buyer, 'POST', '/app/order/list', { pageable: { size: 2 } });
    expect(mine.body.value.content[0].id).toBe(order.id);
    expect(mine.body.value.next).toEqual(expect.any(String));
    const filtered = await storeCall(t, shop, 'POST', '/order/list', {
      restrictions: [
        { name: 'buyer_phone', operator: '=', value: buyer.phone },
        { name: 'title', operator: 'like', value: '游泳' },
        { name: 'status', operator: '=', value: 'paid' },
        { name: 'total_fen', operator: '>=', value: 60_000 },
        { name: 'paid_at', operator: '>=', value: new Date(Date.now() - 60_000).toISOString() },
      ],
    });
    expect(filtered.body.value.content.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const byNo = await storeCall(t, shop, 'POST', '/order/list', {
      restrictions: [{ name: 'order_no', operator: '=', value: order.order_no }],
    });
    expect(byNo.body.value.content).toHaveLength(1);
    const detail = await storeCall(t, shop, 'GET', `/order/${order.id}`);
    expect(detail.body.value).toMatchObject({
      id: order.id,
      status: 'paid',
      items: [{ snapshot: { name: '10次游泳', visits: 10 } }],
      payments: [{ status: 'succeeded', provider: 'sandbox', amount_fen: 60_000 }],
      vouchers: [
        { uses_total: 10, uses_left: 10 },
        { uses_total: 10, uses_left: 10 },
      ],
    });
    expect(detail.body.value.log.map((e: { to: string }) => e.to)).toEqual(['unpaid', 'paid']);
    // Another store's order, and another consumer's, do not exist for them.
    const stranger = await cardOwner(db());
    expect((await storeCall(t, stranger, 'GET', `/order/${order.id}`)).body.code).toBe(-404);
    const otherBuyer = await signInConsumer(t);
    expect((await appCall(t, otherBuyer, 'GET', `/app/order/${order.id}`)).body.code).toBe(-404);
    expect((await appCall(t, otherBuyer, 'POST', `/app/order/${order.id}/cancel`)).body.code).toBe(-404);
  });

  it('the close job asks the channel first: a lost notification is applied, an unpaid order closes', async () => {
    const lost = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    const lostPay = await payOrder(t, buyer, lost.id, { outcome: 'success', delay_ms: 600_000 });
    // The buyer paid, the channel's notification is lost (it will never be posted).
    await db()
      .updateTable('sandbox_payments')
      .set({ paid_at: new Date().toISOString(), deliveries_left: 0, next_delivery_at: null })
      .where('payment_no', '=', lostPay.payment_no)
      .execute();
    const unpaid = await placeOrder(t, buyer, [{ item_type: 'listing', item_id: shop.listingId }]);
    await payOrder(t, buyer, unpaid.id, { outcome: 'never' });

    // Not yet 30 minutes: the close job leaves both; the lost-notification query (2 minutes on) finds the payment.
    expect(await t.app.deps.jobs.runNow('order-close-unpaid')).toBe(0);
    await t.app.deps.jobs.runNow('order-payment-query', { now: new Date(Date.now() + 3 * 60_000) });
    expect((await waitForOrder(t, buyer, lost.id)).vouchers).toHaveLength(1);

    await t.app.deps.jobs.runNow('order-close-unpaid', { now: new Date(Date.now() + 31 * 60_000) });
    const closed = await appCall(t, buyer, 'GET', `/app/order/${unpaid.id}`);
    expect(closed.body.value).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    const pay = await appCall(t, buyer, 'POST', `/app/order/${unpaid.id}/pay`, {
      channel: 'sandbox',
      request_no: requestNo('p'),
    });
    expect(pay.body).toMatchObject({ code: -409, message: 'This order is no longer waiting for payment' });
  });

  it('the ledger check passes', async () => {
    expect((await checkLedger(db())).differences).toEqual([]);
  });
});
