import type { Generated, Insertable, Selectable } from 'kysely';

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
}

export interface Tables {
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
}

export type Account = Selectable<AccountTable>;
export type Session = Selectable<SessionTable>;
export type NewAnnouncement = Insertable<AnnouncementTable>;
export type NewSystemMessage = Insertable<SystemMessageTable>;
