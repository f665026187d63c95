import type { Generated } from 'kysely';

/** One attempt counted by a generic limit (migration 2026-11-26-0004-rate-limit-hits). */
export interface RateLimitHitTable {
  id: Generated<number>;
  /** What is limited, e.g. `card-lookup:42` (a consumer's card lookups). */
  key: string;
  created_at: string;
}

export interface LimitTables {
  rate_limit_hits: RateLimitHitTable;
}
