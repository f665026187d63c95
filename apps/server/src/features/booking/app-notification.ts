import {
  type AppNotification,
  formatMessage,
  type Language,
  type MessageKey,
  type MessageParams,
  messages,
} from '@merchant/shared';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { enqueueOutbox, type Outbox, type OutboxHandler } from '../../lib/outbox';

/**
 * Consumers' notifications (docs/bookings.md "Telling the consumer"): written to the outbox in
 * the change's transaction, delivered into app_notifications (once per key), read by
 * GET /app/notification/list in the reader's language. Push channels (WeChat subscription
 * messages, SMS) would be further handlers of the same topic.
 */
export const APP_NOTIFICATION_TOPIC = 'app-notification';

const payloadSchema = z.object({
  account_id: z.number().int().positive(),
  kind: z.string(),
  message_key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  booking_id: z.number().int().nullable(),
});

export const queueAppNotification = async (
  trx: Database,
  input: {
    accountId: number;
    kind: string;
    messageKey: MessageKey;
    params: MessageParams;
    bookingId: number | null;
    /** Names the change, e.g. `booking:12:promoted`. */
    key: string;
  },
): Promise<void> => {
  await enqueueOutbox(trx, {
    topic: APP_NOTIFICATION_TOPIC,
    key: input.key,
    payload: {
      account_id: input.accountId,
      kind: input.kind,
      message_key: input.messageKey,
      params: input.params,
      booking_id: input.bookingId,
    },
  });
};

const deliver: OutboxHandler = async ({ db, key, payload, enqueuedAt }) => {
  const row = payloadSchema.parse(payload);
  const existing = await db
    .selectFrom('app_notifications')
    .select('id')
    .where('dedupe_key', '=', key)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('app_notifications')
    .values({
      account_id: row.account_id,
      kind: row.kind,
      message_key: row.message_key,
      params: JSON.stringify(row.params),
      booking_id: row.booking_id,
      dedupe_key: key,
      read_at: null,
      created_at: enqueuedAt,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
};

export const handleAppNotifications = (outbox: Outbox) => outbox.handle(APP_NOTIFICATION_TOPIC, deliver);

const PAGE = 20;

/** The consumer's newest notifications before `before` (an id), 20 at a time. */
export const listAppNotifications = async (
  db: Database,
  accountId: number,
  before: number | undefined,
  lang: Language,
): Promise<{ content: AppNotification[]; next: number | null }> => {
  let query = db
    .selectFrom('app_notifications')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(PAGE + 1);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  const page = rows.slice(0, PAGE);
  return {
    content: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: Object.hasOwn(messages, row.message_key)
        ? formatMessage(row.message_key as MessageKey, lang, JSON.parse(row.params) as MessageParams)
        : row.message_key,
      booking_id: row.booking_id,
      created_at: row.created_at,
    })),
    next: rows.length > PAGE ? (page[page.length - 1]?.id ?? null) : null,
  };
};
