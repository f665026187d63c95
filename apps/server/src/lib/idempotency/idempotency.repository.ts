import type { Database } from '../../db/database';

export interface KeyOf {
  scope: string;
  operation: string;
  requestNo: string;
}

export interface StoredAnswer {
  code: number;
  messageKey: string | null;
  params: string | null;
  value: string | null;
}

/** The idempotency_keys table: claim a number, record its answer, read it back, expire old ones. */
export const createIdempotencyRepository = (db: Database) => ({
  /**
   * Inserts the key, or nothing when it exists. On PostgreSQL an insert that meets a key still
   * being written by another transaction waits for that transaction: after its commit this
   * inserts nothing (and the caller reads the answer), after its rollback this inserts.
   */
  claim: async (
    key: KeyOf,
    fingerprint: string,
    at: string,
    expiresAt: string,
  ): Promise<number | undefined> =>
    (
      await db
        .insertInto('idempotency_keys')
        .values({
          scope: key.scope,
          operation: key.operation,
          request_no: key.requestNo,
          fingerprint,
          created_at: at,
          expires_at: expiresAt,
        })
        .onConflict((oc) => oc.columns(['scope', 'operation', 'request_no']).doNothing())
        .returning('id')
        .executeTakeFirst()
    )?.id,

  find: (key: KeyOf) =>
    db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'code', 'message_key', 'params', 'value'])
      .where('scope', '=', key.scope)
      .where('operation', '=', key.operation)
      .where('request_no', '=', key.requestNo)
      .executeTakeFirst(),

  answer: async (id: number, answer: StoredAnswer): Promise<void> => {
    await db
      .updateTable('idempotency_keys')
      .set({ code: answer.code, message_key: answer.messageKey, params: answer.params, value: answer.value })
      .where('id', '=', id)
      .execute();
  },

  /** Removes up to `limit` keys that expired before `now`; answers how many. */
  expire: async (now: string, limit: number): Promise<number> => {
    const ids = await db
      .selectFrom('idempotency_keys')
      .select('id')
      .where('expires_at', '<', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    if (ids.length === 0) return 0;
    const result = await db
      .deleteFrom('idempotency_keys')
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});
