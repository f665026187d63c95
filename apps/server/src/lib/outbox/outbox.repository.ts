import type { Database } from '../../db/database';
import { isoAt } from '../time';

/** The outbox_messages rows (docs/jobs-and-outbox.md "The outbox"). */
export const createOutboxRepository = (db: Database) => ({
  /** In the caller's transaction; a row with the same topic and key already there wins. Answers the new id. */
  insert: async (row: {
    topic: string;
    key: string;
    payload: string;
    at: string;
  }): Promise<number | undefined> => {
    const inserted = await db
      .insertInto('outbox_messages')
      .values({
        topic: row.topic,
        key: row.key,
        payload: row.payload,
        created_at: row.at,
        next_attempt_at: row.at,
        locked_until: null,
        last_error: null,
        delivered_at: null,
      })
      .onConflict((oc) => oc.columns(['topic', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  },

  /** Undelivered rows that are due and not being delivered, of the given topics, oldest due first. */
  due: (topics: string[], now: number, limit: number) => {
    const at = isoAt(now);
    return db
      .selectFrom('outbox_messages')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', at)
      .where('topic', 'in', topics)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /**
   * The guarded update that claims one row for one delivery attempt: only when it is still
   * undelivered, due and not claimed by a live attempt elsewhere. Two processes never deliver
   * the same row at the same moment; a claim whose process died runs out after `lockMs`.
   */
  claim: (id: number, topics: string[], now: number, lockMs: number) => {
    const at = isoAt(now);
    return db
      .updateTable('outbox_messages')
      .set((eb) => ({ locked_until: isoAt(now + lockMs), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('topic', 'in', topics)
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .returning(['id', 'topic', 'key', 'payload', 'attempts', 'created_at'])
      .executeTakeFirst();
  },

  delivered: async (id: number, now: number) => {
    await db
      .updateTable('outbox_messages')
      .set({ delivered_at: isoAt(now), locked_until: null, last_error: null })
      .where('id', '=', id)
      .execute();
  },

  failed: async (id: number, error: string, retryAt: number) => {
    await db
      .updateTable('outbox_messages')
      .set({ locked_until: null, last_error: error, next_attempt_at: isoAt(retryAt) })
      .where('id', '=', id)
      .execute();
  },

  /** Drops delivered rows older than `before` (bounded per call). */
  pruneDelivered: async (before: number): Promise<number> => {
    const old = db
      .selectFrom('outbox_messages')
      .select('id')
      .where('delivered_at', 'is not', null)
      .where('delivered_at', '<', isoAt(before))
      .limit(1000);
    const result = await db.deleteFrom('outbox_messages').where('id', 'in', old).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});
