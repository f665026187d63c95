import { Code, formatMessage } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isoNow } from '../../lib/time';
import { queueSystemMessage } from '../message';
import { auditCard, type CardActor, cardNotFound, ledgerNote, lockCard, memberNotFound } from './card-core';
import { createMemberCardRepository } from './member-card.repository';

/** The category of the store's messages about cards. */
export const CARD_MESSAGE_CATEGORY = 'card';

/**
 * Hands a card to another member of the store (docs/cards.md "Transfers"): the law lets a holder
 * transfer a prepaid card with notice to the merchant, so the owner changes, the old owner stops
 * holding it (sharers keep their place), the ledger and the operation log record it, and the
 * store's owners get a system message in the same transaction. Expired and refunded cards
 * cannot be transferred.
 */
const transferLocked = async (
  trx: Database,
  actor: CardActor,
  cardId: number,
  toMemberId: number,
  note: string,
) => {
  const repository = createMemberCardRepository(trx);
  const card = await lockCard(trx, actor.storeId, cardId);
  if (card.status === 'expired' || card.status === 'refunded')
    throw new AppError(Code.CONFLICT, 'memberCardNotTransferable');
  const to = await repository.member(actor.storeId, toMemberId);
  if (!to) throw memberNotFound();
  if (to.id === card.member_id) throw new AppError(Code.CONFLICT, 'memberCardTransferSameOwner');

  const at = isoNow();
  await repository.removeHolder(cardId, card.member_id);
  await repository.removeHolder(cardId, to.id);
  await repository.insertHolder(cardId, to.id, 'owner', at);
  await repository.setOwner(cardId, to.id, at);
  await ledgerNote(
    trx,
    actor,
    card,
    'transfer',
    `${card.member_name} → ${to.full_name}${note ? `: ${note}` : ''}`,
    to.id,
  );
  await auditCard(trx, actor, card, `transferred from member ${card.member_id} to member ${to.id}`);

  const params = { card_no: card.card_no, name: card.name, from: card.member_name, to: to.full_name };
  // Through the outbox: delivered once the transfer's transaction has committed.
  const messageKey = `card-transfer:${cardId}:${to.id}:${at}`;
  for (const accountId of await repository.storeManagerIds(actor.storeId))
    await queueSystemMessage(
      trx,
      accountId,
      {
        title: `${formatMessage('memberCardTransferTitle', 'zh', params)} / ${formatMessage('memberCardTransferTitle', 'en', params)}`,
        content: `${formatMessage('memberCardTransferContent', 'zh', params)}\n${formatMessage('memberCardTransferContent', 'en', params)}`,
        category: CARD_MESSAGE_CATEGORY,
      },
      messageKey,
    );
  return { card_no: card.card_no, to_member_name: to.full_name };
};

/** POST /card/{id}/transfer: the desk records a transfer. */
export const transferCard = (
  db: Database,
  actor: CardActor,
  cardId: number,
  toMemberId: number,
  note: string,
) => db.transaction().execute((trx) => transferLocked(trx, actor, cardId, toMemberId, note));

/**
 * POST /app/cards/{card_no}/transfer: the owner transfers from the app to the store's member
 * with that phone. A card the caller does not own through a member row is "not found".
 */
export const transferCardFromApp = async (
  db: Database,
  accountId: number,
  cardNo: string,
  toPhone: string,
) => {
  const repository = createMemberCardRepository(db);
  const card = await repository.findByCardNo(cardNo);
  if (!card || card.app_account_id !== accountId) throw cardNotFound();
  const to = await repository.memberByPhone(card.store_id, toPhone);
  if (!to) throw new AppError(Code.VALIDATION, 'memberCardPhoneNotMember');
  return transferCard(db, { kind: 'app', accountId, storeId: card.store_id }, card.id, to.id, '');
};
