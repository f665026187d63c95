import { formatMessage, type Language, type MessageKey, type MessageParams } from '@merchant/shared';
import type { Database } from '../../db/database';
import { queueSystemMessage } from '../message';
import { createReviewRepository } from './review.repository';
import { REVIEW_MESSAGE_CATEGORY } from './review-wire';

const ORDER: readonly Language[] = ['zh', 'en', 'es'];

/** The system message in Chinese, English and Spanish together (the platform's messages do this too). */
export const threeLanguages = (title: MessageKey, content: MessageKey, params: MessageParams) => ({
  title: ORDER.map((lang) => formatMessage(title, lang, params)).join(' / '),
  content: ORDER.map((lang) => formatMessage(content, lang, params)).join('\n'),
  category: REVIEW_MESSAGE_CATEGORY,
});

/** Through the outbox, to every owner of the store, in the caller's transaction; `key` names the event. */
export const notifyStore = async (
  trx: Database,
  storeId: number,
  message: ReturnType<typeof threeLanguages>,
  key: string,
) => {
  for (const accountId of await createReviewRepository(trx).storeManagerIds(storeId))
    await queueSystemMessage(trx, accountId, message, key);
};
