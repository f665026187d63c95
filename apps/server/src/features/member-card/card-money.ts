import type { Database } from '../../db/database';
import {
  cardValueAccount,
  type LedgerLine,
  type PostedJournal,
  postJournal,
  storeAccount,
} from '../../lib/ledger';
import type { CardActor } from './card-core';
import { type CardMovementRow, createCardMoneyRepository } from './card-money.repository';

/** The usage ledger row a money movement comes from. */
export type CardMoneyRef = { entryId: number };

/**
 * The money journal of a card's usage ledger row (docs/ledger.md "Stored-value cards"). Every journal sums to zero:
 * - issue: the card's value +(price + gift) against the desk takings −price and the gift −gift;
 *   a card bought in the app is paid from the store's custody (where its order's payment went)
 *   instead of the desk takings;
 * - use: the card's value −n against the store's card revenue +n;
 * - refund: the card's value −balance against the refunds paid +amount, and the gift +(balance −
 *   amount): the part of the remaining value that is not paid back.
 * A count or period card posts only its refund, and only when bought in the app: the amount
 * paid back leaves the card revenue its delivery earned, against the refunds paid.
 */
export const cardMoneyLines = (row: CardMovementRow): LedgerLine[] => {
  const store = (kind: Parameters<typeof storeAccount>[0]) => storeAccount(kind, row.store_id);
  if (row.card_kind !== 'stored_value') {
    // A count or period card bought in the app was earned whole at delivery (the order's
    // `order_item:{id}:card_delivered`); what its refund pays back leaves those earnings. A
    // desk card's money never entered the books, so its refund posts nothing either.
    const paidBack = row.amount_fen ?? 0;
    if (row.kind !== 'refund' || row.card_channel !== 'app' || paidBack === 0) return [];
    return [
      { account: store('store_card_revenue'), amount_fen: -paidBack },
      { account: store('store_card_refunds'), amount_fen: paidBack },
    ];
  }
  const card = cardValueAccount(row.store_id, row.card_id);
  const lines: LedgerLine[] = [];
  switch (row.kind) {
    case 'issue': {
      const paid = row.amount_fen ?? row.paid_fen;
      lines.push(
        { account: card, amount_fen: row.delta },
        {
          account: store(row.card_channel === 'app' ? 'store_custody' : 'store_desk_takings'),
          amount_fen: -paid,
        },
        { account: store('store_card_gift'), amount_fen: paid - row.delta },
      );
      break;
    }
    case 'use':
      lines.push(
        { account: card, amount_fen: row.delta },
        { account: store('store_card_revenue'), amount_fen: -row.delta },
      );
      break;
    case 'refund': {
      const paidBack = row.amount_fen ?? 0;
      lines.push(
        { account: card, amount_fen: row.delta },
        { account: store('store_card_refunds'), amount_fen: paidBack },
        { account: store('store_card_gift'), amount_fen: -row.delta - paidBack },
      );
      break;
    }
  }
  // A leg of 0 fen moves nothing (a gift of 0, a refund of an empty card) and is left out.
  return lines.filter((line) => line.amount_fen !== 0);
};

/**
 * Posts the money of one card usage ledger row in the caller's transaction, right after the
 * row is written (issue, use, refund; the seed's cards too). The movement is the row itself, so
 * it posts once whatever retries; rows that move no money post nothing.
 */
export const postCardMoney = async (
  trx: Database,
  actor: Pick<CardActor, 'kind' | 'accountId' | 'requestId'>,
  ref: CardMoneyRef,
): Promise<PostedJournal | null> => {
  const repository = createCardMoneyRepository(trx);
  const row = await repository.byId(ref.entryId);
  if (!row) throw new Error(`card_ledger row ${JSON.stringify(ref)} not found for its money journal`);
  const entries = cardMoneyLines(row);
  if (entries.length === 0) return null;
  return postJournal(trx, {
    movement: { kind: 'card_ledger', id: row.id, key: row.kind },
    actor: { kind: actor.kind, accountId: actor.accountId },
    requestId: actor.requestId ?? null,
    entries,
  });
};
