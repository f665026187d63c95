import { randomInt } from 'node:crypto';
import {
  type AppOrderCreateBody,
  type AppOrderDetail,
  type AppOrderPayBody,
  type AppOrderPayResult,
  type CardKind,
  Code,
  type CursorPage,
  chinaDate,
  type ListQuery,
  type MemberCardStatus,
  ORDER_PAY_MINUTES,
  type OrderDetail,
  type OrderSummary,
  type PrepaidRegion,
  prepaidCapViolations,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { accountScope, withIdempotency } from '../../lib/idempotency';
import { mapPage, planListQuery } from '../../lib/list-query';
import type { PaymentProviders } from '../../lib/payments';
import { lockStore } from '../../lib/store-lock';
import { isoAt, isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import {
  createOrderRepository,
  type OrderItemRow,
  type OrderRow,
  orderList,
  type PaymentRow,
  type VoucherRow,
} from './order.repository';
import { type PricedLine, priceLine } from './order-items';
import { buyerPhoneOf, memberForOrder } from './order-members';
import { createOrderRefundService } from './order-refund';
import { ORDER_ENTITY } from './order-vouchers';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const orderNotFound = () => new AppError(Code.NOT_FOUND, 'orderNotFound');

export const toOrderSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  order_no: row.order_no,
  store_id: row.store_id,
  kind: row.kind as OrderSummary['kind'],
  status: row.status as OrderSummary['status'],
  refund_status: row.refund_status,
  buyer_phone: row.buyer_phone,
  member_id: row.member_id,
  member_name: row.member_name,
  member_phone: row.member_phone,
  title: row.title,
  category: row.category,
  item_count: row.item_count,
  total_fen: Number(row.total_fen),
  paid_fen: Number(row.paid_fen),
  refunded_fen: Number(row.refunded_fen),
  pay_deadline_at: row.pay_deadline_at,
  paid_at: row.paid_at,
  closed_at: row.closed_at,
  cancelled_at: row.cancelled_at,
  created_at: row.created_at,
});

const toItem = (row: OrderItemRow) => ({
  id: row.id,
  line: row.line,
  item_type: row.item_type as OrderDetail['items'][number]['item_type'],
  item_id: row.item_id,
  name: row.name,
  category: row.category,
  unit_price_fen: Number(row.unit_price_fen),
  quantity: row.quantity,
  amount_fen: Number(row.amount_fen),
  uses_per_unit: row.uses_per_unit,
  validity_days: row.validity_days,
  slot_starts_at: row.slot_starts_at,
  slot_ends_at: row.slot_ends_at,
  units: row.units,
  card_id: row.card_id,
  snapshot: JSON.parse(row.snapshot) as Record<string, unknown>,
});

const toVoucher = (row: VoucherRow) => ({
  code: row.code,
  uses_total: row.uses_total,
  uses_left: row.uses_left,
  valid_from: row.valid_from,
  valid_to: row.valid_to,
  status: row.status as OrderDetail['vouchers'][number]['status'],
  order_item_id: row.order_item_id,
});

const toPayment = (row: PaymentRow) => ({
  id: row.id,
  payment_no: row.payment_no,
  provider: row.provider,
  amount_fen: Number(row.amount_fen),
  status: row.status as OrderDetail['payments'][number]['status'],
  provider_ref: row.provider_ref,
  failure_reason: row.failure_reason,
  paid_at: row.paid_at,
  created_at: row.created_at,
});

/** The consumer's and the merchant's reading of one order. */
const appDetailOf = async (db: Database, row: OrderRow): Promise<AppOrderDetail> => {
  const orders = createOrderRepository(db);
  const paid = !['unpaid', 'closed', 'cancelled'].includes(row.status) || Number(row.paid_fen) > 0;
  return {
    ...toOrderSummary(row),
    store_name: await orders.storeName(row.store_id),
    items: (await orders.items(row.id)).map(toItem),
    vouchers: paid ? (await orders.vouchers(row.id)).map(toVoucher) : [],
  };
};

export interface OrderCaller {
  accountId: number;
  requestId?: string;
}

/** The order feature's calls (docs/orders.md). */
export const createOrderService = (db: Database, providers: () => PaymentProviders) => {
  const orders = createOrderRepository(db);

  /** The buyer's own order, else -404 (another consumer's order does not exist for them). */
  const buyersOrder = async (executor: Database, accountId: number, id: number) => {
    const row = await createOrderRepository(executor).find(id);
    if (!row || row.buyer_account_id !== accountId) throw orderNotFound();
    return row;
  };

  /** The store's order, else -404. */
  const storesOrder = async (storeId: number, id: number) => {
    const row = await orders.find(id);
    if (!row || row.store_id !== storeId) throw orderNotFound();
    return row;
  };

  return {
    /**
     * Places an order (once per request number): prices every item from the database, one
     * store per order, a card type alone; checks who it is for (guardian rule) and, for a card,
     * the prepaid caps on what the member holds; keeps a snapshot of each item.
     */
    create: async (caller: OrderCaller, body: AppOrderCreateBody): Promise<AppOrderDetail> => {
      const phone = await buyerPhoneOf(db, caller.accountId);
      if (!phone) throw new AppError(Code.FORBIDDEN, 'forbidden');
      const call = {
        scope: accountScope(caller.accountId),
        operation: 'app.order.create',
        requestNo: body.request_no,
        request: { ...body },
      };
      return withIdempotency(db, call, async (trx) => {
        const now = new Date();
        const lines: PricedLine[] = [];
        for (const item of body.items) lines.push(await priceLine(trx, item, now));
        const storeId = (lines[0] as PricedLine).storeId;
        if (lines.some((l) => l.storeId !== storeId)) throw new AppError(Code.VALIDATION, 'orderOneStore');
        const hasCard = lines.some((l) => l.item_type === 'card_type');
        if (hasCard && lines.length > 1) throw new AppError(Code.VALIDATION, 'orderCardQuantity');
        await lockStore(trx, storeId);
        const memberId = await memberForOrder(trx, storeId, caller.accountId, phone, body.member_id);
        const repository = createOrderRepository(trx);
        if (hasCard && memberId !== null) {
          // The desk's caps, told now rather than after the money moved (checked again at payment).
          const type = await trx
            .selectFrom('card_types')
            .selectAll()
            .where('id', '=', (lines[0] as PricedLine).item_id)
            .executeTakeFirstOrThrow();
          const region = ((
            await trx
              .selectFrom('stores')
              .select('prepaid_region')
              .where('id', '=', storeId)
              .executeTakeFirst()
          )?.prepaid_region ?? 'none') as PrepaidRegion;
          const held = await trx
            .selectFrom('member_cards')
            .select(['kind', 'paid_fen'])
            .where('store_id', '=', storeId)
            .where('member_id', '=', memberId)
            .where('status', 'in', ['not_started', 'active', 'frozen'])
            .execute();
          const [broken] = prepaidCapViolations(
            region,
            {
              kind: type.kind as CardKind,
              price_fen: type.price_fen,
              validity_days: type.validity_days,
              gift_days: type.gift_days,
              sessions: type.sessions,
              gift_sessions: type.gift_sessions,
            },
            held.map((c) => ({ kind: c.kind as CardKind, paid_fen: c.paid_fen })),
          );
          if (broken) throw new AppError(Code.CONFLICT, broken.messageKey, broken.params);
        }
        for (const line of lines)
          if (line.item_type === 'timed_service' && line.slot_starts_at && line.slot_ends_at) {
            const taken = await repository.slotTaken(
              storeId,
              line.item_id,
              line.slot_starts_at,
              line.slot_ends_at,
            );
            if (taken + line.quantity > (line.capacity ?? 1))
              throw new AppError(Code.CONFLICT, 'orderSlotFull');
          }
        const at = now.toISOString();
        const first = lines[0] as PricedLine;
        const orderId = await repository.insertOrder({
          order_no: `O${chinaDate(now).replaceAll('-', '')}${digits(10)}`,
          store_id: storeId,
          kind: hasCard ? 'card' : 'item',
          buyer_account_id: caller.accountId,
          buyer_phone: phone,
          member_id: memberId,
          status: 'unpaid',
          refund_status: null,
          total_fen: lines.reduce((sum, l) => sum + l.amount_fen, 0),
          title: first.name.slice(0, 100),
          category: first.category,
          item_count: lines.length,
          pay_deadline_at: isoAt(now.getTime() + ORDER_PAY_MINUTES * 60_000),
          paid_at: null,
          closed_at: null,
          cancelled_at: null,
          created_at: at,
          updated_at: at,
        });
        let line = 0;
        for (const l of lines) {
          line += 1;
          await repository.insertItem({
            order_id: orderId,
            store_id: storeId,
            line,
            item_type: l.item_type,
            item_id: l.item_id,
            name: l.name.slice(0, 100),
            category: l.category,
            unit_price_fen: l.unit_price_fen,
            quantity: l.quantity,
            amount_fen: l.amount_fen,
            uses_per_unit: l.uses_per_unit,
            validity_days: l.validity_days,
            refund_anytime: l.refund_anytime ?? 0,
            slot_starts_at: l.slot_starts_at,
            slot_ends_at: l.slot_ends_at,
            units: l.units,
            snapshot: JSON.stringify({ ...l.snapshot, sold_at: at, store_id: storeId }),
            card_id: null,
            created_at: at,
          });
        }
        await recordAudit(trx, {
          actor: caller.accountId,
          storeId,
          entity: ORDER_ENTITY,
          entityId: orderId,
          from: null,
          to: 'unpaid',
          reason: 'created',
          requestId: caller.requestId ?? null,
        });
        return appDetailOf(trx, (await repository.find(orderId)) as OrderRow);
      });
    },

    /**
     * Opens a payment of an unpaid order with the configured provider (once per request
     * number: a repeat answers the same payment), then asks the provider what the app needs.
     * The provider is called after the payment row commits: it is the channel's idempotency
     * key, so a repeat asks again for the same payment.
     */
    pay: async (
      caller: OrderCaller,
      id: number,
      body: AppOrderPayBody,
      notifyBase: string,
    ): Promise<AppOrderPayResult> => {
      const { current, sandbox } = providers();
      if (body.channel !== current.name) throw new AppError(Code.CONFLICT, 'orderChannelUnavailable');
      if (body.sandbox !== undefined && sandbox === null)
        throw new AppError(Code.VALIDATION, 'orderSandboxOff');
      const call = {
        scope: accountScope(caller.accountId),
        operation: 'app.order.pay',
        requestNo: body.request_no,
        request: { ...body, order_id: id },
      };
      const opened = await withIdempotency(db, call, async (trx) => {
        const repository = createOrderRepository(trx);
        await repository.lockOrder(id);
        const order = await buyersOrder(trx, caller.accountId, id);
        if (order.status !== 'unpaid') throw new AppError(Code.CONFLICT, 'orderNotUnpaid');
        if (order.pay_deadline_at <= isoNow()) throw new AppError(Code.CONFLICT, 'orderPayExpired');
        const now = isoNow();
        const paymentNo = `P${now.slice(0, 10).replaceAll('-', '')}${digits(14)}`;
        await repository.insertPayment({
          payment_no: paymentNo,
          order_id: order.id,
          store_id: order.store_id,
          provider: current.name,
          amount_fen: Number(order.total_fen),
          status: 'pending',
          provider_ref: null,
          failure_reason: null,
          paid_at: null,
          created_at: now,
          updated_at: now,
        });
        return {
          order_id: order.id,
          payment_no: paymentNo,
          provider: current.name,
          amount_fen: Number(order.total_fen),
          subject: order.title,
          expires_at: order.pay_deadline_at,
        };
      });
      const created = await current.createPayment({
        paymentNo: opened.payment_no,
        amountFen: opened.amount_fen,
        subject: opened.subject,
        notifyUrl: `${notifyBase}/api/pay/notify/${current.name}`,
        expiresAt: opened.expires_at,
        options: body.sandbox,
      });
      return {
        order_id: opened.order_id,
        payment_no: opened.payment_no,
        provider: opened.provider,
        amount_fen: opened.amount_fen,
        payload: created.payload,
      };
    },

    /** The buyer cancels an unpaid order (a payment that still comes is refunded). */
    cancel: async (caller: OrderCaller, id: number): Promise<AppOrderDetail> =>
      db.transaction().execute(async (trx) => {
        const repository = createOrderRepository(trx);
        await repository.lockOrder(id);
        const order = await buyersOrder(trx, caller.accountId, id);
        if (order.status === 'cancelled') return appDetailOf(trx, order);
        if (order.status !== 'unpaid') throw new AppError(Code.CONFLICT, 'orderNotUnpaid');
        const now = isoNow();
        const moved = await trx
          .updateTable('orders')
          .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'unpaid')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw new AppError(Code.CONFLICT, 'stateChanged');
        await recordAudit(trx, {
          actor: caller.accountId,
          storeId: order.store_id,
          entity: ORDER_ENTITY,
          entityId: id,
          from: 'unpaid',
          to: 'cancelled',
          reason: 'cancelled_by_buyer',
          requestId: caller.requestId ?? null,
        });
        return appDetailOf(trx, (await repository.find(id)) as OrderRow);
      }),

    appDetail: async (caller: OrderCaller, id: number) =>
      appDetailOf(db, await buyersOrder(db, caller.accountId, id)),

    appList: async (caller: OrderCaller, query: ListQuery): Promise<CursorPage<OrderSummary>> =>
      mapPage(await orders.buyerPage(caller.accountId, planListQuery(query, orderList)), (row) =>
        toOrderSummary(row as OrderRow),
      ),

    list: async (
      storeId: number,
      kind: 'item' | 'card',
      query: ListQuery,
    ): Promise<CursorPage<OrderSummary>> =>
      mapPage(await orders.page(storeId, kind, planListQuery(query, orderList)), (row) =>
        toOrderSummary(row as OrderRow),
      ),

    detail: async (storeId: number, id: number): Promise<OrderDetail> => {
      const row = await storesOrder(storeId, id);
      const detail = await appDetailOf(db, row);
      const cardIds = detail.items.flatMap((item) => (item.card_id === null ? [] : [item.card_id]));
      return {
        ...detail,
        cards: (await orders.cards(storeId, cardIds)).map((c) => ({
          id: c.id,
          card_no: c.card_no,
          status: c.status as MemberCardStatus,
        })),
        payments: (await orders.payments(id)).map(toPayment),
        log: (await orders.log(id)).map((e) => ({
          at: e.at,
          from: e.from_state,
          to: e.to_state,
          reason: e.reason,
          actor_name: e.actor_name,
        })),
        ...(await createOrderRefundService(db).ofOrder(id)),
      };
    },
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
