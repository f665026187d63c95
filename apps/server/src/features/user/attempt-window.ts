import type { Database } from '../../db/database';

/** The tables whose rows count as attempts for a rate limit (one row per attempt). */
type AttemptTable = 'login_failures' | 'sms_codes';

/**
 * The time of the n-th newest row of `table` since `since` for one user name, phone or
 * address, leaving out row `exceptId` (the attempt asking); undefined when there are fewer
 * than n. Sign-in failures and phone codes are limited the same way, so they share this query.
 */
export const nthNewestAttemptSince = async (
  db: Database,
  table: AttemptTable,
  by: { column: 'username' | 'phone' | 'ip'; value: string },
  since: string,
  n: number,
  exceptId: number,
): Promise<string | undefined> => {
  // The column is one of the table's own (the callers' types say which); Kysely cannot see
  // that through the union, hence the cast.
  const row = await db
    .selectFrom(table)
    .select('created_at')
    .where(by.column as 'ip', '=', by.value)
    .where('created_at', '>=', since)
    .where('id', '!=', exceptId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row?.created_at;
};
