import { Code, formatMessage, type MemberCardDetail } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { accountScope, storeScope, withIdempotency } from '../../lib/idempotency';
import { isoNow } from '../../lib/time';
import { queueSystemMessage } from '../message';
import { auditCard, type CardActor, cardNotFound, ledgerNote, lockCard, memberNotFound } from './card-core';
import { type CardRow, createMemberCardRepository } from './member-card.repository';

/** The category of the store's messages about cards. */
export const CARD_MESSAGE_CATEGORY = 'card';

type Member = { id: number; full_name: string };

/**
 * Hands a locked card to another member of the store (docs/cards.md "Transfers"): the law lets
 * a holder transfer a prepaid card with notice to the merchant, so the owner changes, the old
 * owner stops holding it (sharers keep their place), the ledger and the operation log record
 * it, and the store's owners get a system message, queued in the outbox in the same transaction.
 * Expired and refunded cards cannot be transferred.
 */
const transferLocked = async (trx: Database, actor: CardActor, card: CardRow, to: Member, note: string) => {
  if (card.status === 'expired' || card.status === 'refunded')
    throw new AppError(Code.CONFLICT, 'memberCardNotTransferable');
  if (to.id === card.member_id) throw new AppError(Code.CONFLICT, 'memberCardTransferSameOwner');

  const repository = createMemberCardRepository(trx);
  const at = isoNow();
  await repository.removeHolder(card.id, card.member_id);
  await repository.removeHolder(card.id, to.id);
  await repository.insertHolder(card.id, to.id, 'owner', at);
  await repository.setOwner(card.id, to.id, at);
  const entryId = await ledgerNote(
    trx,
    actor,
    card,
    'transfer',
    `${card.member_name} → ${to.full_name}${note ? `: ${note}` : ''}`,
    to.id,
  );
  await auditCard(trx, actor, card, `transferred from member ${card.member_id} to member ${to.id}`);

  const params = { card_no: card.card_no, name: card.name, from: card.member_name, to: to.full_name };
  // Through the outbox: delivered once the transfer's transaction has committed, keyed by the
  // transfer's ledger row so that a repeated delivery adds no second message.
  const messageKey = `card-transfer:${entryId}`;
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

/** POST /card/{id}/transfer: the desk records a transfer, once per request number. */
export const transferCard = (
  db: Database,
  actor: CardActor,
  cardId: number,
  body: { request_no: string; to_member_id: number; note: string },
  detail: (storeId: number, id: number, executor: Database) => Promise<MemberCardDetail>,
): Promise<MemberCardDetail> =>
  withIdempotency(
    db,
    {
      scope: storeScope(actor.storeId),
      operation: 'card.transfer',
      requestNo: body.request_no,
      request: { ...body, card_id: cardId },
    },
    async (trx) => {
      const card = await lockCard(trx, actor.storeId, cardId);
      const to = await createMemberCardRepository(trx).member(actor.storeId, body.to_member_id);
      if (!to) throw memberNotFound();
      await transferLocked(trx, actor, card, to, body.note);
      return detail(actor.storeId, cardId, trx);
    },
  );

/**
 * POST /app/cards/{card_no}/transfer: the owner transfers from the app to the store's member
 * with that phone, once per request number. Who owns the card is read again after its row is
 * locked: a transfer that committed meanwhile has made the caller a stranger to it, so 20
 * concurrent transfers of one card give one success. A card the caller does not own through a
 * member row is "not found".
 */
export const transferCardFromApp = (
  db: Database,
  accountId: number,
  cardNo: string,
  body: { request_no: string; to_phone: string },
) =>
  withIdempotency(
    db,
    {
      scope: accountScope(accountId),
      operation: 'app.card.transfer',
      requestNo: body.request_no,
      request: { ...body, card_no: cardNo },
    },
    async (trx) => {
      const repository = createMemberCardRepository(trx);
      const found = await repository.findByCardNo(cardNo);
      if (!found) throw cardNotFound();
      const card = await lockCard(trx, found.store_id, found.id);
      const owner = await repository.findByCardNo(cardNo);
      if (owner?.app_account_id !== accountId) throw cardNotFound();
      const to = await repository.memberByPhone(card.store_id, body.to_phone);
      if (!to) throw new AppError(Code.VALIDATION, 'memberCardPhoneNotMember');
      return transferLocked(trx, { kind: 'app', accountId, storeId: card.store_id }, card, to, '');
    },
  );
