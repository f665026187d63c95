import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { OrderRefundTable } from '../../db/tables-refund';

export type RefundRow = Selectable<OrderRefundTable>;

/** The order_refunds table, and the order's redemptions for its detail. */
export const createOrderRefundRepository = (db: Database) => ({
  insert: async (row: Insertable<OrderRefundTable>) =>
    (await db.insertInto('order_refunds').values(row).returning('id').executeTakeFirstOrThrow()).id,
  find: (id: number) => db.selectFrom('order_refunds').selectAll().where('id', '=', id).executeTakeFirst(),
  latest: (orderId: number) =>
    db
      .selectFrom('order_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  count: async (orderId: number) =>
    Number(
      (
        await db
          .selectFrom('order_refunds')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('order_id', '=', orderId)
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  ofOrder: (orderId: number) =>
    db
      .selectFrom('order_refunds as r')
      .leftJoin('accounts as a', 'a.id', 'r.decided_by')
      .selectAll('r')
      .select('a.name as decided_by_name')
      .where('r.order_id', '=', orderId)
      .orderBy('r.id', 'desc')
      .execute(),
  /** Requests past their deadline, by id (the auto-approval job). */
  due: (nowIso: string, after: number, size: number) =>
    db
      .selectFrom('order_refunds')
      .select('id')
      .where('status', '=', 'requested')
      .where('deadline_at', '<=', nowIso)
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)
      .execute(),
  redemptions: (orderId: number) =>
    db
      .selectFrom('coupon_redemptions as r')
      .innerJoin('vouchers as v', 'v.id', 'r.voucher_id')
      .leftJoin('accounts as a', 'a.id', 'r.staff_account_id')
      .select([
        'r.id',
        'v.code',
        'r.times',
        'r.status',
        'a.name as staff_name',
        'r.gross_fen',
        'r.created_at',
        'r.undone_at',
      ])
      .where('r.order_id', '=', orderId)
      .orderBy('r.id', 'desc')
      .execute(),
});
