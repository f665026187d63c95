import { type NewSystemMessageInput, newSystemMessage } from '@merchant/shared';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { createOutbox, enqueueOutbox, type Outbox, type OutboxHandler } from '../../lib/outbox';
import { createMessageRepository } from './message.repository';

/** The outbox topic of system messages (docs/jobs-and-outbox.md). */
export const SYSTEM_MESSAGE_TOPIC = 'system-message';

const payloadSchema = z.object({ account_id: z.number().int().positive(), message: newSystemMessage });

/**
 * Queues a system message to `accountId` in the caller's transaction: it is delivered if and
 * only if the change commits, at least once, and shown once. `key` names the change (e.g.
 * `store-claim:12:approved`); with the account it is the outbox key and the message's dedupe
 * key, so the same key queued twice is one message. The message is checked here, in the
 * transaction, so that a message that could never be stored fails the change itself.
 */
export const queueSystemMessage = async (
  trx: Database,
  accountId: number,
  message: NewSystemMessageInput,
  key: string,
): Promise<void> => {
  await enqueueOutbox(trx, {
    topic: SYSTEM_MESSAGE_TOPIC,
    key: `${key}:account:${accountId}`,
    payload: { account_id: accountId, message: newSystemMessage.parse(message) },
  });
};

/**
 * The topic's handler: inserts the message, unless one with this key is there already (a
 * repeat delivery). Its time is when the change was made, not when it was delivered. An
 * account that no longer exists has nothing to receive: that is delivered too.
 */
export const deliverSystemMessage: OutboxHandler = async ({ db, key, payload, enqueuedAt }) => {
  const { account_id, message } = payloadSchema.parse(payload);
  await createMessageRepository(db).insertOnce({
    account_id,
    ...message,
    created_time: enqueuedAt,
    dedupe_key: key,
  });
};

/** Registers the topic's handler on an outbox (the app's, the command line's, the seed's). */
export const handleSystemMessages = (outbox: Outbox): Outbox => {
  outbox.handle(SYSTEM_MESSAGE_TOPIC, deliverSystemMessage);
  return outbox;
};

/** An outbox that delivers system messages, for the command line and the seed (no app there). */
export const systemMessageOutbox = (log: Parameters<typeof createOutbox>[0]): Outbox =>
  handleSystemMessages(createOutbox(log));
