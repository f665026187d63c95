import { couponRedemptionListSpec } from '@merchant/shared';
import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CouponRedemptionTable } from '../../db/tables-coupon';
import { defineListFields, fetchCursorPage, type ListPlan } from '../../lib/list-query';

/** Where the redemption list's declared fields live (voucher `v`, member `m`, item `i`). */
export const couponRedemptionList = defineListFields(
  couponRedemptionListSpec,
  {
    code: 'v.code',
    member_phone: 'm.phone',
    staff_account_id: 'r.staff_account_id',
    item_name: 'i.name',
    state: 'r.status',
    created_at: 'r.created_at',
  },
  { idColumn: 'r.id' },
);

/** A voucher with what the desk and the rules need of its order, item, member and store. */
const voucherQuery = (db: Database) =>
  db
    .selectFrom('vouchers as v')
    .innerJoin('orders as o', 'o.id', 'v.order_id')
    .innerJoin('order_items as i', 'i.id', 'v.order_item_id')
    .innerJoin('stores as s', 's.id', 'v.store_id')
    .leftJoin('members as m', 'm.id', 'v.member_id')
    .select([
      'v.id',
      'v.code',
      'v.store_id',
      'v.order_id',
      'v.order_item_id',
      'v.member_id',
      'v.uses_total',
      'v.uses_left',
      'v.valid_from',
      'v.valid_to',
      'v.status',
      'o.order_no',
      'o.status as order_status',
      'o.refund_status as order_refund_status',
      'i.name as item_name',
      'i.item_type',
      'i.amount_fen as item_amount_fen',
      'i.category as item_category',
      's.name as store_name',
      'm.full_name as member_name',
      'm.phone as member_phone',
    ]);

export type VoucherRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof voucherQuery>['executeTakeFirst']>>
>;

const redemptionQuery = (db: Database) =>
  db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('vouchers as v', 'v.id', 'r.voucher_id')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('accounts as a', 'a.id', 'r.staff_account_id');

const redemptionColumns = <Q extends ReturnType<typeof redemptionQuery>>(query: Q) =>
  query
    .selectAll('r')
    .select([
      'v.code',
      'i.name as item_name',
      'i.item_type',
      'm.full_name as member_name',
      'm.phone as member_phone',
      'a.name as staff_name',
    ]);

export type RedemptionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof redemptionColumns>['executeTakeFirst']>>
>;

/** Vouchers, their redemptions and the fee rates; the only place of this feature that touches Kysely. */
export const createCouponRepository = (db: Database) => ({
  voucherByCode: (code: string) => voucherQuery(db).where('v.code', '=', code).executeTakeFirst(),
  voucherById: (id: number) => voucherQuery(db).where('v.id', '=', id).executeTakeFirst(),

  /** The member's usable vouchers in the store (by the member's phone), newest first. */
  vouchersOfPhone: (storeId: number, phone: string, nowIso: string) =>
    voucherQuery(db)
      .where('v.store_id', '=', storeId)
      .where('m.phone', '=', phone)
      .where('v.status', '=', 'active')
      .where('v.uses_left', '>', 0)
      .where('v.valid_to', '>=', nowIso)
      .orderBy('v.id', 'desc')
      .limit(50)
      .execute(),

  /**
   * Takes `times` uses in one guarded statement: only an active voucher with at least `times`
   * left changes, so concurrent redemptions can never take it below zero. 'used' at 0 left.
   */
  takeUses: async (storeId: number, voucherId: number, times: number, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('vouchers')
      .set({
        uses_left: sql`uses_left - ${times}`,
        status: sql`case when uses_left - ${times} = 0 then 'used' else status end`,
        updated_at: at,
      })
      .where('id', '=', voucherId)
      .where('store_id', '=', storeId)
      .where('status', '=', 'active')
      .where('uses_left', '>=', times)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives `times` uses back (an undo): never above the total, never to a refunded voucher. */
  giveUsesBack: async (voucherId: number, times: number, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('vouchers')
      .set({
        uses_left: sql`uses_left + ${times}`,
        status: sql`case when status = 'used' then 'active' else status end`,
        updated_at: at,
      })
      .where('id', '=', voucherId)
      .where('status', 'in', ['active', 'used', 'expired'])
      .where(sql<boolean>`uses_left + ${times} <= uses_total`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  usesLeft: async (voucherId: number) =>
    (
      await db
        .selectFrom('vouchers')
        .select('uses_left')
        .where('id', '=', voucherId)
        .executeTakeFirstOrThrow()
    ).uses_left,

  /** How many vouchers the item issued, and whether `voucherId` is the last of them (by id). */
  itemVouchers: async (orderItemId: number) =>
    (
      await db
        .selectFrom('vouchers')
        .select('id')
        .where('order_item_id', '=', orderItemId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id),

  /** Whether a live (not undone) redemption of the voucher already carries the rounding remainder. */
  remainderTaken: async (voucherId: number) =>
    (await db
      .selectFrom('coupon_redemptions')
      .select('id')
      .where('voucher_id', '=', voucherId)
      .where('carries_remainder', '=', 1)
      .where('status', '<>', 'undone')
      .executeTakeFirst()) !== undefined,

  /** The fee rate of the category, else the default row's (category null); undefined when neither exists. */
  feeRate: async (category: number | null) => {
    const rows = await db
      .selectFrom('platform_fee_rates')
      .select(['category', 'rate_bp'])
      .where((eb) =>
        category === null
          ? eb('category', 'is', null)
          : eb.or([eb('category', 'is', null), eb('category', '=', category)]),
      )
      .execute();
    return (rows.find((r) => r.category !== null) ?? rows[0])?.rate_bp;
  },

  insertRedemption: async (row: Insertable<CouponRedemptionTable>) =>
    (await db.insertInto('coupon_redemptions').values(row).returning('id').executeTakeFirstOrThrow()).id,

  redemption: (storeId: number, id: number) =>
    redemptionColumns(redemptionQuery(db))
      .where('r.store_id', '=', storeId)
      .where('r.id', '=', id)
      .executeTakeFirst(),

  isOwner: async (accountId: number, storeId: number) =>
    (await db
      .selectFrom('store_managers')
      .select('store_id')
      .where('account_id', '=', accountId)
      .where('store_id', '=', storeId)
      .executeTakeFirst()) !== undefined,

  /** undoable → undone, only while the window is open (a guarded update: the job cannot settle it meanwhile). */
  markUndone: async (id: number, by: number, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('coupon_redemptions')
      .set({ status: 'undone', undone_at: at, undone_by: by })
      .where('id', '=', id)
      .where('status', '=', 'undoable')
      .where('undo_deadline_at', '>', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** undoable → settled, only once the window has closed. */
  markSettled: async (id: number, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('coupon_redemptions')
      .set({ status: 'settled', settled_at: at })
      .where('id', '=', id)
      .where('status', '=', 'undoable')
      .where('undo_deadline_at', '<=', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Redemptions whose undo window has closed and that are not settled yet, by id after `after`. */
  dueForSettlement: (nowIso: string, after: number, size: number) =>
    db
      .selectFrom('coupon_redemptions')
      .select(['id', 'store_id'])
      .where('status', '=', 'undoable')
      .where('undo_deadline_at', '<=', nowIso)
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)
      .execute(),

  settlementRow: (id: number) =>
    db
      .selectFrom('coupon_redemptions')
      .select(['id', 'store_id', 'gross_fen', 'fee_fen', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** One cursor page of the store's redemptions (an index on (store_id, created_at, id) keeps it cheap). */
  page: (storeId: number, plan: ListPlan) =>
    fetchCursorPage(
      db,
      redemptionQuery(db).where('r.store_id', '=', storeId),
      plan,
      redemptionColumns,
      db.selectFrom('coupon_redemptions as r').where('r.store_id', '=', storeId),
    ),
});

export type CouponRepository = ReturnType<typeof createCouponRepository>;
