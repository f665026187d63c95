import type { Generated } from 'kysely';

/**
 * Orders, their items, payments and the voucher codes a paid order issues (migration
 * 2026-11-27-0001-orders; docs/orders.md). Money is integer fen (bigint on PostgreSQL, read back
 * as numbers). States are plain strings so that guarded updates (lib/transitions) take them.
 */
export interface OrderTable {
  id: Generated<number>;
  /** The number people read and search: 'O' + China-date yyyymmdd + 10 random digits; unique. */
  order_no: string;
  store_id: number;
  /** 'item' (listings, visit packs, timed bookings: /classorder) | 'card' (card types: /shareorder). */
  kind: string;
  /** The app account that buys and pays (a child's guardian for a child member). */
  buyer_account_id: number;
  /** Copied from the buyer's account for the phone filter. */
  buyer_phone: string;
  /** The store member the order is for; null until the buyer becomes a member (at payment). */
  member_id: number | null;
  /** 'unpaid' | 'paid' | 'partly_used' | 'used' | 'closed' | 'cancelled' */
  status: string;
  /** null | 'requested' | 'approved' | 'rejected' | 'refunded': separate from `status`. */
  refund_status: string | null;
  total_fen: number;
  paid_fen: Generated<number>;
  refunded_fen: Generated<number>;
  /** The first item's name and category, copied for the list and its filters. */
  title: string;
  category: number | null;
  item_count: number;
  /** After this instant an unpaid order closes (30 minutes after creation). */
  pay_deadline_at: string;
  paid_at: string | null;
  closed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  store_id: number;
  /** 1.. within the order. */
  line: number;
  /** 'listing' | 'card_type' | 'count_service' | 'timed_service' */
  item_type: string;
  item_id: number;
  name: string;
  /** The listing's category; null for other item types. */
  category: number | null;
  unit_price_fen: number;
  quantity: number;
  amount_fen: number;
  /** Uses each voucher of this item carries (a listing's sessions, a pack's visits, 1); null for cards. */
  uses_per_unit: number | null;
  validity_days: number | null;
  /** 1: unused vouchers are refundable at any time and on expiry (随时退、过期退). */
  refund_anytime: Generated<number>;
  /** Timed bookings: the slot bought. */
  slot_starts_at: string | null;
  slot_ends_at: string | null;
  units: number | null;
  /** JSON of the item as sold (its wire fields), kept for the order detail. */
  snapshot: string;
  /** Card types: the member card issued when the order was paid. */
  card_id: number | null;
  created_at: string;
}

export interface PaymentTable {
  id: Generated<number>;
  /** Our number, sent to the provider as its merchant order number; unique. */
  payment_no: string;
  order_id: number;
  store_id: number;
  /** 'sandbox' | 'alipay' */
  provider: string;
  amount_fen: number;
  /** 'pending' | 'succeeded' | 'failed' | 'refunded' */
  status: string;
  /** The provider's trade number, once known. */
  provider_ref: string | null;
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every notification received, verified or not: the record of what the provider said. */
export interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  payment_no: string | null;
  provider_ref: string | null;
  amount_fen: number | null;
  /** 'applied' | 'repeat' | 'failed_payment' | 'bad_signature' | 'wrong_amount' | 'unknown_payment' | 'late_refunded' */
  outcome: string;
  /** The body as received (truncated to 4,000 characters). */
  body: string;
  created_at: string;
}

export interface VoucherTable {
  id: Generated<number>;
  /** 12 random digits, unique, not derivable from other codes. */
  code: string;
  store_id: number;
  order_id: number;
  order_item_id: number;
  member_id: number;
  uses_total: number;
  uses_left: number;
  /** UTC instants; valid_to is the end of the last valid China-time day. */
  valid_from: string;
  valid_to: string;
  /** 'active' | 'used' | 'refunded' | 'expired' */
  status: string;
  created_at: string;
  updated_at: string;
}

/** The item names a store has sold, per order kind (the order list's item-name search). */
export interface OrderTitleTable {
  store_id: number;
  kind: string;
  title: string;
}

export interface OrderTables {
  orders: OrderTable;
  order_titles: OrderTitleTable;
  order_items: OrderItemTable;
  payments: PaymentTable;
  payment_notifications: PaymentNotificationTable;
  vouchers: VoucherTable;
}
