import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger/ledger-check';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCardType, requestNo } from '../member-card/member-card-test-kit';
import {
  appCall,
  buyAndPay,
  type Consumer,
  type SellingStore,
  sellingStore,
  settleRefund,
  signInConsumer,
} from './order-test-kit';

/**
 * Refunds of orders of a card type (docs/orders.md "Refunds"): the amount is the card's refund
 * quote (packages/shared refund-quote: all of it within the cooling-off period while never
 * used, else the unused share), the card goes to refunded through the card ledger at approval,
 * the money goes back through the payment provider, and the ledger takes it out of the books
 * through `store_card_refunds`.
 */
describe('refunds of card orders: the card’s quote, the provider, the card ledger and the books', () => {
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

  /** Buys the card type in the app and answers the paid order with its card. */
  const buyCard = async (cardTypeId = shop.cardTypeId) => {
    const order = await buyAndPay(t, buyer, [{ item_type: 'card_type', item_id: cardTypeId }]);
    const cardId = order.items[0]?.card_id as number;
    expect(cardId).toBeGreaterThan(0);
    return { order, cardId };
  };
  const ask = (orderId: number) =>
    appCall(t, buyer, 'POST', `/app/order/${orderId}/refund`, {
      reason: 'moving away',
      request_no: requestNo('rf'),
    });
  const approve = (orderId: number) =>
    storeCall(t, shop, 'POST', `/order/${orderId}/refund/approve`, { request_no: requestNo('ap') });
  const settle = (orderId: number) => settleRefund(t, orderId);
  const card = (id: number) =>
    db().selectFrom('member_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The journals that name `kind` #`id`, as [journal, account, fen] lines. */
  const journalsOf = async (kind: string, id: number) =>
    (
      await db()
        .selectFrom('ledger_entries')
        .select(['journal', 'account_kind', 'amount_fen'])
        .where('object_kind', '=', kind)
        .where('object_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((e) => [e.journal, e.account_kind, Number(e.amount_fen)]);
  /** The card's refund row in its usage ledger (the card ledger's journal is keyed by it). */
  const refundRowOf = (cardId: number) =>
    db()
      .selectFrom('card_ledger')
      .select('id')
      .where('card_id', '=', cardId)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
  const refundOf = async (orderId: number) =>
    (await storeCall(t, shop, 'GET', `/order/${orderId}`)).body.value;

  it('an unused card within the cooling-off period: all of it back, the card refunded, the books even', async () => {
    const { order, cardId } = await buyCard();
    expect(order).toMatchObject({ kind: 'card', paid_fen: 100_000 });
    const quote = await storeCall(t, shop, 'GET', `/card/${cardId}/refund/quote`);
    expect(quote.body.value).toMatchObject({ basis: 'cooling_off', amount_fen: 100_000 });
    const asked = await ask(order.id);
    expect(asked.body).toMatchObject({ code: 0, value: { status: 'requested', amount_fen: 100_000 } });
    expect((await approve(order.id)).body).toMatchObject({ code: 0, value: { status: 'approved' } });
    // The card is refunded at approval, through the card ledger, before the provider answers.
    expect(await card(cardId)).toMatchObject({ status: 'refunded', refund_fen: 100_000, balance: 0 });
    expect(await settle(order.id)).toBe('refunded');
    const detail = await refundOf(order.id);
    expect(detail).toMatchObject({
      refund_status: 'refunded',
      refunded_fen: 100_000,
      refunds: [{ status: 'refunded', amount_fen: 100_000, provider_ref: expect.stringMatching(/^\S+$/) }],
      payments: [{ status: 'refunded' }],
      cards: [{ id: cardId, card_no: expect.any(String), status: 'refunded' }],
      vouchers: [],
    });
    const payment = await db()
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const refundEntry = await refundRowOf(cardId);
    const item = order.items[0]?.id as number;
    // Paid into custody, earned at delivery (a count card), paid back out of the earnings.
    expect([
      ...(await journalsOf('payment', payment.id)),
      ...(await journalsOf('order_item', item)),
      ...(await journalsOf('card_ledger', refundEntry.id)),
    ]).toEqual([
      [`payment:${payment.id}:paid`, 'store_custody', 100_000],
      [`payment:${payment.id}:paid`, 'store_channel_receipts', -100_000],
      [`order_item:${item}:card_delivered`, 'store_custody', -100_000],
      [`order_item:${item}:card_delivered`, 'store_card_revenue', 100_000],
      [`card_ledger:${refundEntry.id}:refund`, 'store_card_revenue', -100_000],
      [`card_ledger:${refundEntry.id}:refund`, 'store_card_refunds', 100_000],
    ]);
    // Nothing left: a second request is refused; the card cannot be used any more.
    expect((await ask(order.id)).body).toMatchObject({
      code: -409,
      message: 'Nothing of this order is left to refund',
    });
  });

  it('a card used once: the unused share of what was paid (the quote’s count basis)', async () => {
    const { order, cardId } = await buyCard();
    const used = await storeCall(t, shop, 'POST', `/card/${cardId}/use`, {
      member_id: (await card(cardId)).member_id,
      units: 1,
      request_no: requestNo('use'),
    });
    expect(used.body.code).toBe(0);
    const quote = await storeCall(t, shop, 'GET', `/card/${cardId}/refund/quote`);
    // 1 000.00 × 9 / 10: once used, the cooling-off refund of everything is over.
    expect(quote.body.value).toMatchObject({ basis: 'count', remaining_units: 9, amount_fen: 90_000 });
    expect((await ask(order.id)).body).toMatchObject({ code: 0, value: { amount_fen: 90_000 } });
    expect((await approve(order.id)).body.code).toBe(0);
    expect(await settle(order.id)).toBe('refunded');
    expect(await card(cardId)).toMatchObject({ status: 'refunded', refund_fen: 90_000, balance: 0 });
    const detail = await refundOf(order.id);
    expect(detail).toMatchObject({
      refunded_fen: 90_000,
      refunds: [{ status: 'refunded', amount_fen: 90_000 }],
    });
    // Only part of the payment came back: it stays succeeded.
    expect(detail.payments).toMatchObject([{ status: 'succeeded' }]);
    const refundEntry = await refundRowOf(cardId);
    expect(await journalsOf('card_ledger', refundEntry.id)).toEqual([
      [`card_ledger:${refundEntry.id}:refund`, 'store_card_revenue', -90_000],
      [`card_ledger:${refundEntry.id}:refund`, 'store_card_refunds', 90_000],
    ]);
  });

  it('a stored-value card with a gift: its value leaves the card, what was paid goes back, the gift is taken back', async () => {
    const typeId = await insertCardType(db(), shop.storeId, {
      name: '储值卡500元',
      kind: 'stored_value',
      price_fen: 50_000,
      gift_fen: 5_000,
      sessions: null,
    });
    const { order, cardId } = await buyCard(typeId);
    const member = (await card(cardId)).member_id;
    const used = await storeCall(t, shop, 'POST', `/card/${cardId}/use`, {
      member_id: member,
      units: 11_000,
      request_no: requestNo('use'),
    });
    expect(used.body.code).toBe(0);
    // 440.00 left of 550.00; paid 500.00: 440 × 500 / 550 = 400.00.
    const asked = await ask(order.id);
    expect(asked.body).toMatchObject({ code: 0, value: { amount_fen: 40_000 } });
    expect((await approve(order.id)).body.code).toBe(0);
    expect(await settle(order.id)).toBe('refunded');
    expect(await card(cardId)).toMatchObject({ status: 'refunded', refund_fen: 40_000, balance: 0 });
    const refundEntry = await refundRowOf(cardId);
    expect(await journalsOf('card_ledger', refundEntry.id)).toEqual([
      [`card_ledger:${refundEntry.id}:refund`, 'card_value', -44_000],
      [`card_ledger:${refundEntry.id}:refund`, 'store_card_refunds', 40_000],
      [`card_ledger:${refundEntry.id}:refund`, 'store_card_gift', 4_000],
    ]);
  });

  it('the ledger check passes after all of it', async () => {
    const report = await checkLedger(db());
    expect(report.differences).toEqual([]);
  });
});
