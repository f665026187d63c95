import { type CardRefundBody, Code, type MemberCardDetail } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { isoNow } from '../../lib/time';
import { checkTransition } from '../../lib/transitions';
import { type CardActor, lockCard, moveCard } from './card-core';
import { postCardMoney } from './card-money';
import { createMemberCardRepository } from './member-card.repository';
import { quoteOf } from './member-card.service';
import { memberCardTransitions } from './member-card-transitions';

/**
 * Refunds a card (docs/cards.md "Refunds"). The caller sends the amount the quote showed; the
 * quote is computed again on the locked card and a different amount is a -409 carrying the new
 * quote (its value) and naming the amount. The card goes to refunded and its balance to 0
 * through a 'refund' ledger row with the amount; the money itself goes back through the
 * payments of a later issue. Once per request number: a repeat answers the card as the first refund left it.
 */
export const refundCard = async (
  db: Database,
  actor: CardActor,
  cardId: number,
  body: Required<CardRefundBody>,
  detail: (storeId: number, id: number, executor: Database) => Promise<MemberCardDetail>,
  now = new Date(),
): Promise<MemberCardDetail> =>
  withIdempotency(
    db,
    {
      scope: storeScope(actor.storeId),
      operation: 'card.refund',
      requestNo: body.request_no,
      request: { ...body, card_id: cardId },
    },
    async (trx) => {
      const repository = createMemberCardRepository(trx);
      const card = await lockCard(trx, actor.storeId, cardId);
      checkTransition(memberCardTransitions, card.status as 'active', 'refunded', actor.kind);
      const quote = quoteOf(card, now);
      if (quote.amount_fen !== body.amount_fen)
        throw new AppError(
          Code.CONFLICT,
          'memberCardRefundQuoteChanged',
          { amount: (quote.amount_fen / 100).toFixed(2) },
          quote,
        );
      const at = isoNow();
      const balanceAfter = card.balance === null ? null : 0;
      await moveCard(trx, actor, card, 'refunded', body.reason || 'refunded', {
        refunded_at: at,
        refund_fen: quote.amount_fen,
        balance: balanceAfter,
      });
      const entryId = await repository.insertLedger({
        card_id: cardId,
        store_id: actor.storeId,
        kind: 'refund',
        delta: -(card.balance ?? 0),
        balance_after: balanceAfter,
        member_id: card.member_id,
        amount_fen: quote.amount_fen,
        note: `${quote.formula}${body.reason ? ` ${body.reason}` : ''}`.slice(0, 200),
        staff_account_id: actor.accountId,
        request_no: body.request_no,
        created_at: at,
      });
      await postCardMoney(trx, actor, { entryId });
      return detail(actor.storeId, cardId, trx);
    },
  );
