import type { Generated } from 'kysely';

/** One caller's request number within a scope and operation, and its first answer (lib/idempotency). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  scope: string;
  operation: string;
  request_no: string;
  fingerprint: string;
  code: number | null;
  message_key: string | null;
  /** JSON of the message's parameters. */
  params: string | null;
  /** JSON of the answer's value. */
  value: string | null;
  created_at: string;
  expires_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
