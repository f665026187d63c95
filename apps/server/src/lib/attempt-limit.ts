import { Code } from '@merchant/shared';
import type { Database } from '../db/database';
import { AppError } from './app-error';
import { lockKeys } from './key-lock';
import { isoAgo, isoNow } from './time';

/**
 * Sliding-window limits on attempts (sign-in failures, phone codes, consumers' card lookups),
 * exact under concurrency and across processes (docs/decisions.md "Limits take their slot under
 * a lock"). An attempt is a row; a limit is "at most `max` rows of one key within `windowMs`".
 * The check and the insert run in one transaction that first takes a lock per key (lib/key-lock.ts), so that two
 * callers never both see the last free slot, and a refused caller writes nothing (counting
 * after inserting made concurrent callers refuse each other).
 */

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Seconds to wait before every limit has room again. `blockingAt` is the time of the event
 * that keeps a limit full (the max-th newest in its window, or undefined when the limit has
 * room); the limit frees up when that event leaves the window. 0 means "go ahead".
 */
export const secondsToWait = (
  blocks: { blockingAt: string | undefined; windowMs: number }[],
  now: number = Date.now(),
): number =>
  blocks.reduce((longest, { blockingAt, windowMs }) => {
    if (blockingAt === undefined) return longest;
    // At least 1: a limit that is full now must never answer "retry in 0 seconds".
    const seconds = Math.max(1, Math.ceil((Date.parse(blockingAt) + windowMs - now) / 1000));
    return Math.max(longest, seconds);
  }, 0);

export const rateLimited = (seconds: number) =>
  new AppError(Code.RATE_LIMITED, 'tooManyAttempts', { seconds }, { retry_after: seconds });

/** The tables whose rows count as attempts (one row per attempt, with `created_at`). */
export type AttemptTable = 'login_failures' | 'sms_codes' | 'rate_limit_hits';

/**
 * The time of the n-th newest row of `table` since `since` for one key column value (a user
 * name, phone, address or limiter key); undefined when there are fewer than n.
 */
export const nthNewestAttemptSince = async (
  db: Database,
  table: AttemptTable,
  by: { column: 'username' | 'phone' | 'ip' | 'key'; value: string },
  since: string,
  n: number,
): Promise<string | undefined> => {
  // The column is one of the table's own (the callers' types say which); Kysely cannot see
  // that through the union, hence the cast.
  const row = await db
    .selectFrom(table)
    .select('created_at')
    .where(by.column as 'ip', '=', by.value)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row?.created_at;
};

/**
 * Throws -429 (with the seconds to wait) when one of `checks` is full; call it in the
 * transaction that holds the keys' locks, before inserting the attempt.
 */
export const refuseWhenFull = async (
  trx: Database,
  table: AttemptTable,
  checks: { column: 'username' | 'phone' | 'ip' | 'key'; value: string; limit: Limit }[],
): Promise<void> => {
  const blocks = [];
  for (const { column, value, limit } of checks)
    blocks.push({
      blockingAt: await nthNewestAttemptSince(
        trx,
        table,
        { column, value },
        isoAgo(limit.windowMs),
        limit.max,
      ),
      windowMs: limit.windowMs,
    });
  const wait = secondsToWait(blocks);
  if (wait > 0) throw rateLimited(wait);
};

/**
 * Takes one slot of every limit of `key` (e.g. `card-lookup:42`), or throws -429 and takes
 * nothing. Rows older than the longest window are dropped on the way (under the key's lock).
 */
export const takeLimitSlot = async (db: Database, key: string, limits: readonly Limit[]): Promise<void> => {
  const longest = Math.max(...limits.map((l) => l.windowMs));
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx, [key]);
    await trx
      .deleteFrom('rate_limit_hits')
      .where('key', '=', key)
      .where('created_at', '<', isoAgo(longest))
      .execute();
    await refuseWhenFull(
      trx,
      'rate_limit_hits',
      limits.map((limit) => ({ column: 'key' as const, value: key, limit })),
    );
    await trx.insertInto('rate_limit_hits').values({ key, created_at: isoNow() }).execute();
  });
};
