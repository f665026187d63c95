import type { Generated } from 'kysely';

/**
 * Members, membership cards, sharing and service applications (migration
 * 2026-11-25-0001-members-cards). Money is integer fen; booleans are 0/1.
 */
export interface MemberTable {
  id: Generated<number>;
  store_id: number;
  full_name: string;
  /** Null for a child without a phone (the guardian's phone is then required). */
  phone: string | null;
  /** Keyed hash of the full ID card number (exact match), and the masked copy shown. */
  id_card_hash: string | null;
  id_card_masked: string | null;
  guardian_name: string | null;
  guardian_phone: string | null;
  /** 'desk' | 'app' */
  source: Generated<string>;
  app_account_id: number | null;
  last_visit_at: string | null;
  /** The member's latest paid order's paid_at, and the one before it (member-paid.ts). */
  last_paid_at: string | null;
  prior_paid_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface MemberNoteTable {
  id: Generated<number>;
  member_id: number;
  body: string;
  created_by: number | null;
  created_at: string;
}

export interface CardTypeTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  /** 'period' | 'count' | 'stored_value' */
  kind: string;
  price_fen: number;
  validity_days: number;
  sessions: number | null;
  gift_sessions: Generated<number>;
  gift_days: Generated<number>;
  gift_fen: Generated<number>;
  all_courses: Generated<number>;
  shareable: Generated<number>;
  max_holders: Generated<number>;
  parallel_use: Generated<number>;
  freeze_allowed: Generated<number>;
  max_freeze_days: Generated<number>;
  max_freeze_times: Generated<number>;
  description: Generated<string>;
  /** 'on_sale' | 'off_sale' (plain string: guarded updates take it). */
  status: string;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CardTypeCourseTable {
  card_type_id: number;
  course_id: number;
}

export interface MemberCardTable {
  id: Generated<number>;
  store_id: number;
  card_type_id: number;
  card_no: string;
  member_id: number;
  /** 'not_started' | 'active' | 'frozen' | 'expired' | 'refunded' */
  status: string;
  kind: string;
  name: string;
  paid_fen: number;
  validity_days: number;
  sessions: number | null;
  gift_sessions: Generated<number>;
  gift_days: Generated<number>;
  gift_fen: Generated<number>;
  shareable: number;
  max_holders: number;
  parallel_use: number;
  freeze_allowed: number;
  max_freeze_days: number;
  max_freeze_times: number;
  /** Sessions or fen left; null for period cards. Changed only with a card_ledger row. */
  balance: number | null;
  /** 'desk' | 'app' */
  channel: Generated<string>;
  issued_at: string;
  activated_at: string | null;
  starts_on: string | null;
  expires_on: string | null;
  frozen_at: string | null;
  frozen_until: string | null;
  freeze_days_used: Generated<number>;
  freeze_count: Generated<number>;
  refunded_at: string | null;
  refund_fen: number | null;
  /** Cards sold before request numbers moved to idempotency_keys (2026-11-26); null since. */
  request_no: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CardHolderTable {
  card_id: number;
  member_id: number;
  /** 'owner' | 'shared' */
  role: string;
  created_at: string;
}

export interface CardLedgerTable {
  id: Generated<number>;
  card_id: number;
  store_id: number;
  /** 'issue' | 'use' | 'freeze' | 'unfreeze' | 'transfer' | 'refund' | 'expire' | 'share' */
  kind: string;
  delta: Generated<number>;
  balance_after: number | null;
  member_id: number | null;
  session_id: number | null;
  /** 'timed' | 'count' */
  service_kind: string | null;
  service_id: number | null;
  use_starts_at: string | null;
  use_ends_at: string | null;
  amount_fen: number | null;
  note: Generated<string>;
  staff_account_id: number | null;
  request_no: string | null;
  created_at: string;
}

export interface CardShareRequestTable {
  id: Generated<number>;
  store_id: number;
  card_id: number;
  member_id: number;
  /** 'app' | 'desk' */
  channel: string;
  /** 'pending' | 'approved' | 'rejected' | 'cancelled' */
  status: string;
  reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export interface ServiceApplicationTable {
  id: Generated<number>;
  store_id: number;
  /** 'timed' | 'count' */
  type: string;
  /** 'draft' | 'pending' | 'approved' | 'rejected' */
  status: string;
  description: Generated<string>;
  /** JSON of the pre-filled qualification facts. */
  qualification: Generated<string>;
  reject_reason: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  decided_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ServiceApplicationFileTable {
  application_id: number;
  upload_id: number;
  sort: number;
}

/**
 * The member list's search by name and phone (migration 2026-11-28-0001-member-search,
 * features/member/member-search.ts): each distinct 1-, 2- and 3-character substring of a
 * member's case-folded name (`field` 'name') and phone ('phone').
 */
export interface MemberSearchGramTable {
  store_id: number;
  field: string;
  gram: string;
  member_id: number;
}

export interface MemberTables {
  members: MemberTable;
  member_search_grams: MemberSearchGramTable;
  member_notes: MemberNoteTable;
  card_types: CardTypeTable;
  card_type_courses: CardTypeCourseTable;
  member_cards: MemberCardTable;
  card_holders: CardHolderTable;
  card_ledger: CardLedgerTable;
  card_share_requests: CardShareRequestTable;
  service_applications: ServiceApplicationTable;
  service_application_files: ServiceApplicationFileTable;
}
