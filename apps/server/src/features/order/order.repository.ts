import { orderListSpec } from '@merchant/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { OrderItemTable, OrderTable, PaymentTable, VoucherTable } from '../../db/tables-order';
import { defineListFields, fetchCursorPage, type ListPlan, whereStore } from '../../lib/list-query';
import { narrowTitleSearch } from './order-title-search';

export type OrderRow = Selectable<OrderTable> & { member_name: string | null; member_phone: string | null };
export type OrderItemRow = Selectable<OrderItemTable>;
export type PaymentRow = Selectable<PaymentTable>;
export type VoucherRow = Selectable<VoucherTable>;

/** Where the order lists' declared fields live (the member is joined as `m`). */
export const orderList = defineListFields(
  orderListSpec,
  {
    order_no: 'o.order_no',
    buyer_phone: 'o.buyer_phone',
    member_phone: 'm.phone',
    member_id: 'o.member_id',
    title: 'o.title',
    category: 'o.category',
    status: 'o.status',
    total_fen: 'o.total_fen',
    paid_at: 'o.paid_at',
    created_at: 'o.created_at',
    refund_status: 'o.refund_status',
  },
  { idColumn: 'o.id' },
);

/** Orders, their items, payments and vouchers; every read of the merchant's is scoped to a store. */
export const createOrderRepository = (db: Database) => {
  const withMember = () =>
    db
      .selectFrom('orders as o')
      .leftJoin('members as m', 'm.id', 'o.member_id')
      .selectAll('o')
      .select(['m.full_name as member_name', 'm.phone as member_phone']);

  return {
    page: async (storeId: number, kind: 'item' | 'card', plan: ListPlan) =>
      fetchCursorPage(
        db,
        whereStore(
          db.selectFrom('orders as o').leftJoin('members as m', 'm.id', 'o.member_id'),
          'o.store_id',
          storeId,
        ).where('o.kind', '=', kind),
        await narrowTitleSearch(db, storeId, kind, plan),
        (query) => query.selectAll('o').select(['m.full_name as member_name', 'm.phone as member_phone']),
        // Counted without the member join unless a filter reads it: PostgreSQL kept the left join
        // in the capped count and took 130–160 ms for a store's first 10,001 orders (2 ms without).
        whereStore(db.selectFrom('orders as o'), 'o.store_id', storeId).where('o.kind', '=', kind),
      ),

    /** The buyer's own orders, newest first (the app's list). */
    buyerPage: (accountId: number, plan: ListPlan) =>
      fetchCursorPage(
        db,
        db
          .selectFrom('orders as o')
          .leftJoin('members as m', 'm.id', 'o.member_id')
          .where('o.buyer_account_id', '=', accountId),
        plan,
        (query) => query.selectAll('o').select(['m.full_name as member_name', 'm.phone as member_phone']),
      ),

    find: (id: number): Promise<OrderRow | undefined> =>
      withMember().where('o.id', '=', id).executeTakeFirst() as Promise<OrderRow | undefined>,

    items: (orderId: number) =>
      db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('line').execute(),

    /** The member cards the order's card lines delivered (its store's only). */
    cards: (storeId: number, cardIds: number[]) =>
      cardIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('member_cards')
            .select(['id', 'card_no', 'status'])
            .where('store_id', '=', storeId)
            .where('id', 'in', cardIds)
            .orderBy('id')
            .execute(),

    payments: (orderId: number) =>
      db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    vouchers: (orderId: number) =>
      db.selectFrom('vouchers').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    storeName: async (storeId: number) =>
      (await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst())?.name ?? '',

    log: (orderId: number) =>
      db
        .selectFrom('audit_events as e')
        .leftJoin('accounts as a', 'a.id', 'e.actor_account_id')
        .select(['e.at', 'e.from_state', 'e.to_state', 'e.reason', 'a.name as actor_name'])
        .where('e.entity', '=', 'order')
        .where('e.entity_id', '=', orderId)
        .orderBy('e.id')
        .execute(),

    /** Inserts the order and records its title among the store's sold titles (order-title-search.ts). */
    insertOrder: async (row: Insertable<OrderTable>) => {
      const { id } = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('order_titles')
        .values({ store_id: row.store_id, kind: row.kind, title: row.title })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return id;
    },

    insertItem: async (row: Insertable<OrderItemTable>) =>
      (await db.insertInto('order_items').values(row).returning('id').executeTakeFirstOrThrow()).id,

    insertPayment: async (row: Insertable<PaymentTable>) =>
      (await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow()).id,

    paymentByNo: (paymentNo: string) =>
      db.selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst(),

    /** A write that changes nothing on the payment row: holds it for the rest of the transaction. */
    lockPayment: async (paymentNo: string) =>
      Number(
        (
          await db
            .updateTable('payments')
            .set((eb) => ({ status: eb.ref('status') }))
            .where('payment_no', '=', paymentNo)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** The same for an order. */
    lockOrder: async (id: number) => {
      await db
        .updateTable('orders')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .execute();
    },

    /** Bookings of a timed service overlapping [from, to) on live orders (the slot's capacity). */
    slotTaken: async (storeId: number, serviceId: number, from: string, to: string) =>
      Number(
        (
          await db
            .selectFrom('order_items as i')
            .innerJoin('orders as o', 'o.id', 'i.order_id')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('i.quantity'), eb.lit(0)).as('n'))
            .where('i.store_id', '=', storeId)
            .where('i.item_type', '=', 'timed_service')
            .where('i.item_id', '=', serviceId)
            .where('i.slot_starts_at', '<', to)
            .where('i.slot_ends_at', '>', from)
            .where('o.status', 'not in', ['closed', 'cancelled'])
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Unpaid orders past their deadline (the close job), oldest first. */
    overdue: (now: string, afterId: number, size: number) =>
      db
        .selectFrom('orders')
        .select(['id'])
        .where('status', '=', 'unpaid')
        .where('pay_deadline_at', '<=', now)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)
        .execute(),

    /** Payments still pending that were opened before `before` (the lost-notification query). */
    pendingBefore: (before: string, afterId: number, size: number) =>
      db
        .selectFrom('payments')
        .select(['id', 'payment_no', 'provider'])
        .where('status', '=', 'pending')
        .where('created_at', '<=', before)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(size)
        .execute(),

    pendingOf: (orderId: number) =>
      db
        .selectFrom('payments')
        .select(['id', 'payment_no', 'provider'])
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .execute(),

    storeManagers: async (storeId: number) =>
      (
        await db.selectFrom('store_managers').select('account_id').where('store_id', '=', storeId).execute()
      ).map((r) => r.account_id),
  };
};
