/**
 * The stores an account-level audit event concerns (migration 2026-11-26-0004-audit-scope):
 * one employee change across three stores is one event listed under each of them. Rows are
 * only ever added (a trigger refuses UPDATE and DELETE).
 */
export interface AuditEventStoreTable {
  event_id: number;
  /** Not a foreign key: the log outlives the store. */
  store_id: number;
}

export interface AuditTables {
  audit_event_stores: AuditEventStoreTable;
}
