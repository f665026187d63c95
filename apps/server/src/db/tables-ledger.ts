import type { Generated } from 'kysely';

/**
 * The append-only money ledger (migration 2026-11-26-0003-ledger; docs/ledger.md). Rows are
 * only ever inserted: a trigger refuses UPDATE and DELETE on both databases. bigint columns are
 * read back as numbers (database.ts parses INT8; fen stay far below 2^53).
 */
export interface LedgerEntryTable {
  id: Generated<number>;
  /** The movement's key; every entry of one journal carries it, and they sum to zero. */
  journal: string;
  /** The entry's place in its journal, from 1; (journal, line) is unique. */
  line: number;
  /** The store whose books hold the account; null for platform accounts. No foreign key. */
  store_id: number | null;
  /** docs/ledger.md "Accounts", e.g. 'card_value', 'store_desk_takings'. */
  account_kind: string;
  /** The owner below the store (a card id for card_value); null when the store or platform owns it. */
  account_owner_id: number | null;
  /** Signed fen, never 0. */
  amount_fen: number;
  /** The business object the movement comes from, e.g. ('card_ledger', 42). */
  object_kind: string;
  object_id: number;
  /** The entry this one reverses (at most one reversal per entry). */
  reverses_entry_id: number | null;
  /** 'merchant' | 'platform' | 'system' | 'app' | 'cli' */
  actor_kind: string;
  actor_account_id: number | null;
  request_id: string | null;
  created_at: string;
}

/**
 * The running balance of each account (migration 2026-11-28-0002-ledger-balances): the sum of
 * its entries, added to by every journal in the transaction that posts it. "None" is 0 in the
 * key (NO_ID in lib/ledger/ledger-balances.ts): store_id 0 is the platform's books,
 * account_owner_id 0 an account the store or the platform owns.
 */
export interface LedgerBalanceTable {
  store_id: number;
  account_kind: string;
  account_owner_id: number;
  /** Signed fen. */
  balance_fen: number;
}

export interface LedgerTables {
  ledger_entries: LedgerEntryTable;
  ledger_balances: LedgerBalanceTable;
}
