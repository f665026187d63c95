import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';

/** The order states that follow the use of its vouchers (paid → partly_used → used and back on undo). */
const USAGE_STATES = ['paid', 'partly_used', 'used'] as const;

/**
 * Sets an order's usage status from its vouchers (docs/coupons.md "Order usage"), inside the
 * caller's transaction: 'paid' while no use was taken, 'used' once every live voucher is used
 * up, 'partly_used' between. Refunded vouchers do not count. The order row is locked first (a
 * write that changes nothing), so two redemptions of two vouchers of one order decide one after
 * the other on what the other committed. The update is guarded: only an order in a usage state
 * changes (never a closed or cancelled one).
 *
 * TEMPORARY: the orders feature adds `refreshOrderUsage(trx, orderId)` in features/order; the
 * coordinator keeps one of the two at merge (this one has the same signature).
 */
export const refreshOrderUsage = async (trx: Database, orderId: number): Promise<string | null> => {
  await trx
    .updateTable('orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', orderId)
    .execute();
  const totals = await trx
    .selectFrom('vouchers')
    .select([
      sql<number>`coalesce(sum(uses_total), 0)`.as('total'),
      sql<number>`coalesce(sum(uses_left), 0)`.as('left'),
    ])
    .where('order_id', '=', orderId)
    .where('status', '<>', 'refunded')
    .executeTakeFirstOrThrow();
  const total = Number(totals.total);
  const left = Number(totals.left);
  if (total === 0) return null;
  const status = left === total ? 'paid' : left === 0 ? 'used' : 'partly_used';
  await trx
    .updateTable('orders')
    .set({ status, updated_at: isoNow() })
    .where('id', '=', orderId)
    .where('status', 'in', [...USAGE_STATES])
    .where('status', '<>', status)
    .execute();
  return status;
};
