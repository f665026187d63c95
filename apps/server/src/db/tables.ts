import type { Generated, Insertable, Selectable } from 'kysely';
import type { AuditTables } from './tables-audit';
import type { BookingTables } from './tables-booking';
import type { CoachTables } from './tables-coach';
import type { ConsumerReviewTables } from './tables-consumer-review';
import type { CouponTables } from './tables-coupon';
import type { CourseTables } from './tables-course';
import type { CoverTables } from './tables-cover';
import type { EmployeeTables } from './tables-employee';
import type { FinanceTables } from './tables-finance';
import type { IdempotencyTables } from './tables-idempotency';
import type { JobTables } from './tables-jobs';
import type { LedgerTables } from './tables-ledger';
import type { LimitTables } from './tables-limits';
import type { MemberTables } from './tables-member';
import type { OrderTables } from './tables-order';
import type { PayoutSandboxTables } from './tables-payout-sandbox';
import type { RefundTables } from './tables-refund';
import type { ReviewTables } from './tables-review';
import type { SandboxPaymentTables } from './tables-sandbox-payment';
import type { ServiceTables } from './tables-service';
import type { SharedStateTables } from './tables-shared-state';
import type { StatisticsTables } from './tables-statistics';
import type { StorefrontTables } from './tables-storefront';
import type { TimetableTables } from './tables-timetable';

/**
 * Kysely's view of the schema. Times are ISO-8601 UTC strings (text on both databases, so that
 * they compare the same way everywhere); booleans are integers 0/1 for the same reason.
 */
export interface AccountTable {
  id: Generated<number>;
  username: string;
  phone: string | null;
  password_hash: string;
  name: string;
  avatar: string;
  /** Role code of spec §3: 0 platform, 1 app user, 2 merchant, 3 coach. */
  role: number;
  created_at: string;
  /** 1 for an account made for an employee until it sets its first password. */
  must_set_password: Generated<number>;
}

export interface SessionTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  store_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** 'logout' | 'password' | 'elsewhere' | 'refreshed' */
  revoke_reason: string | null;
  ip: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username: string;
  ip: string;
  created_at: string;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  failed_attempts: number;
}

export interface StoreTable {
  id: Generated<number>;
  name: string;
  city: string;
  address: string;
  phone: string;
  created_at: string;
  /** The merchant who added it in the onboarding wizard; null for stores made otherwise. */
  created_by: number | null;
  /** Whose prepaid-card caps apply to card sales: 'none' | 'shanghai'. */
  prepaid_region: Generated<string>;
}

export interface StoreManagerTable {
  account_id: number;
  store_id: number;
  created_at: string;
}

export interface MenuTable {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_zh: string;
  name_es: string;
  url: string;
  favicon: string;
  sort: number;
  /** Who may hold the screen's permissions: 'always' | 'owner' | 'grant' (reference/menu-functions.ts). */
  access: Generated<string>;
}

export interface MenuFunctionTable {
  id: number;
  menu_id: number;
  /** The permission code that the console's can(code) asks for, e.g. 'message:delete'. */
  name: string;
  title_en: string;
  title_zh: string;
  title_es: string;
}

export interface RoleFunctionTable {
  role: number;
  function_id: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  content: string;
  start_time: string;
  end_time: string;
  created_time: string;
}

export interface AnnouncementReadTable {
  account_id: number;
  announcement_id: number;
  read_at: string;
}

export interface SystemMessageTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  content: string;
  category: string;
  read_at: string | null;
  created_time: string;
  /** The outbox key it was delivered under (a repeat delivery is ignored); null before 2026-11-26. */
  dedupe_key: string | null;
}

export interface UploadedFileTable {
  id: Generated<number>;
  /** Null for an account's own files (uploaded with no store selected: `accounts/{account_id}/…`). */
  store_id: number | null;
  /** Who uploaded it. */
  account_id: number;
  /** The object's key in storage: `stores/{store_id}/…` or `accounts/{account_id}/…`. */
  key: string;
  file_name: string;
  /** Bytes; bigint in the database (videos reach 5 GB), read back as a number. */
  size: number;
  content_type: string;
  md5: string | null;
  /** 'image' | 'video' | 'document' */
  purpose: string;
  created_at: string;
}

/** A merchant's claim of a store; at most one pending or approved claim per store. */
export interface StoreClaimTable {
  id: Generated<number>;
  store_id: number;
  account_id: number;
  /** 'pending' | 'approved' | 'rejected' */
  status: string;
  /** The rejection reason. */
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  /** The platform account that decided; null when decided with the command-line tool. */
  decided_by: number | null;
}

/** The qualifications sent with a claim (one row per claim, updated by resubmissions). */
export interface StoreQualificationTable {
  id: Generated<number>;
  claim_id: number;
  account_id: number;
  licence_code: string;
  /** uploaded_files ids */
  licence_photo_id: number;
  legal_name: string;
  id_card_number: string;
  id_card_front_id: number;
  id_card_back_id: number;
  contact_phone: string;
  created_at: string;
  updated_at: string;
}

/** One state change of an entity (lib/transitions), written with the change. */
export interface AuditEventTable {
  id: Generated<number>;
  /** Who changed it; null for the command-line tool and the system. */
  actor_account_id: number | null;
  /**
   * The store the entity belongs to; the log is read per store. Null for an account-level
   * event (its stores are listed in audit_event_stores) and a platform-level one (none listed).
   * Not a foreign key: the log outlives the store (migration 2026-11-26-0004-audit-scope).
   */
  store_id: number | null;
  /** The entity kind, e.g. 'store_claim'. */
  entity: string;
  entity_id: number;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  at: string;
  /** The API request that made the change (its log line); null outside a request. */
  request_id: string | null;
}

export interface Tables
  extends EmployeeTables,
    CoachTables,
    CoverTables,
    CourseTables,
    ReviewTables,
    TimetableTables,
    StorefrontTables,
    MemberTables,
    ServiceTables,
    IdempotencyTables,
    LedgerTables,
    JobTables,
    AuditTables,
    LimitTables,
    OrderTables,
    ConsumerReviewTables,
    BookingTables,
    PayoutSandboxTables,
    CouponTables,
    FinanceTables,
    StatisticsTables,
    SandboxPaymentTables,
    SharedStateTables,
    RefundTables {
  accounts: AccountTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  sms_codes: SmsCodeTable;
  stores: StoreTable;
  store_managers: StoreManagerTable;
  menus: MenuTable;
  menu_functions: MenuFunctionTable;
  role_functions: RoleFunctionTable;
  announcements: AnnouncementTable;
  announcement_reads: AnnouncementReadTable;
  system_messages: SystemMessageTable;
  uploaded_files: UploadedFileTable;
  store_claims: StoreClaimTable;
  store_qualifications: StoreQualificationTable;
  audit_events: AuditEventTable;
}

export type Account = Selectable<AccountTable>;
export type Session = Selectable<SessionTable>;
export type NewAnnouncement = Insertable<AnnouncementTable>;
export type NewSystemMessage = Insertable<SystemMessageTable>;
