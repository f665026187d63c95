import { randomInt } from 'node:crypto';
import { chinaDate } from '@merchant/shared';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import type { OrderItemRow } from './order.repository';
import { chinaDays } from './order-items';

export const ORDER_ENTITY = 'order';

/** 12 digits, each from the CSPRNG: a code says nothing about any other code. */
export const newVoucherCode = (): string => Array.from({ length: 12 }, () => randomInt(10)).join('');

/** The China-time day of a UTC instant. */
const chinaDayOf = (iso: string) => chinaDate(new Date(iso));

/**
 * Issues the vouchers of one paid order line (docs/orders.md "Vouchers"): one code per unit
 * bought, each with the line's uses (a listing's sessions, a pack's visits, 1 for a timed
 * booking). Listings and packs are valid `validity_days` China-time days from the day of
 * payment; a timed booking on its slot's day. A code that happens to exist already is drawn
 * again (the unique index decides).
 */
export const issueVouchers = async (
  trx: Database,
  item: OrderItemRow,
  memberId: number,
  paidAt: Date,
): Promise<number> => {
  if (item.item_type === 'card_type' || item.uses_per_unit === null) return 0;
  const window =
    item.item_type === 'timed_service' && item.slot_starts_at
      ? chinaDays(chinaDayOf(item.slot_starts_at), 1)
      : chinaDays(chinaDate(paidAt), item.validity_days ?? 1);
  const now = isoNow();
  let issued = 0;
  while (issued < item.quantity) {
    const inserted = await trx
      .insertInto('vouchers')
      .values({
        code: newVoucherCode(),
        store_id: item.store_id,
        order_id: item.order_id,
        order_item_id: item.id,
        member_id: memberId,
        uses_total: item.uses_per_unit,
        uses_left: item.uses_per_unit,
        valid_from: window.valid_from,
        valid_to: window.valid_to,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) issued += 1;
  }
  return issued;
};

/**
 * Recomputes a paid order's usage state from its vouchers, by a guarded update (for the
 * redemption feature after each use or undo): every use spent → 'used'; some spent →
 * 'partly_used'; none → 'paid'. Refunded vouchers count as spent for this purpose only when
 * some use of them was made; an order with nothing usable left and no use made stays as it is
 * (the refund state tells that story). Answers the order's state after the call, or null when
 * the order is not in a usage state (unpaid, closed, cancelled) or does not exist.
 * The order row is locked first (a write that changes nothing), so two redemptions of two
 * vouchers of one order decide one after the other on what the other committed.
 */
export const refreshOrderUsage = async (
  trx: Database,
  orderId: number,
  actor: { accountId: number | null; requestId?: string | null } = { accountId: null },
): Promise<string | null> => {
  await trx
    .updateTable('orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', orderId)
    .execute();
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'store_id', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || !['paid', 'partly_used', 'used'].includes(order.status)) return null;
  const vouchers = await trx
    .selectFrom('vouchers')
    .select(['uses_total', 'uses_left', 'status'])
    .where('order_id', '=', orderId)
    .execute();
  if (vouchers.length === 0) return order.status;
  const total = vouchers.reduce((sum, v) => sum + v.uses_total, 0);
  const left = vouchers.reduce((sum, v) => sum + (v.status === 'active' ? v.uses_left : 0), 0);
  const spent = vouchers.reduce((sum, v) => sum + (v.uses_total - v.uses_left), 0);
  const next = spent === 0 ? 'paid' : left === 0 || spent >= total ? 'used' : 'partly_used';
  if (next === order.status) return next;
  const changed = await trx
    .updateTable('orders')
    .set({ status: next, updated_at: isoNow() })
    .where('id', '=', orderId)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return refreshOrderUsage(trx, orderId, actor);
  await recordAudit(trx, {
    actor: actor.accountId,
    storeId: order.store_id,
    entity: ORDER_ENTITY,
    entityId: orderId,
    from: order.status,
    to: next,
    reason: 'usage',
    requestId: actor.requestId ?? null,
  });
  return next;
};
