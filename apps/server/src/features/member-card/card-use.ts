import type { cardUseBody } from '@merchant/shared';
import {
  type CardUseBody,
  type CardUseResult,
  Code,
  chinaDate,
  DEFAULT_USE_WINDOW_MINUTES,
} from '@merchant/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { isoNow } from '../../lib/time';
import { recordMemberVisit } from '../member';
import {
  activateCard,
  auditCard,
  type CardActor,
  lockCard,
  refuseUnusable,
  toLedgerEntry,
  toMemberCard,
} from './card-core';
import { postCardMoney } from './card-money';
import { type CardRow, createMemberCardRepository } from './member-card.repository';

type UseBody = z.output<typeof cardUseBody>;

/**
 * The window a use occupies: the session's (whose course the card must be valid for), else the
 * times given, else two hours from now.
 */
const windowOf = async (trx: Database, storeId: number, card: CardRow, body: UseBody, now: Date) => {
  if (body.session_id !== undefined) {
    const repository = createMemberCardRepository(trx);
    const session = await repository.session(storeId, body.session_id);
    if (!session) throw new AppError(Code.NOT_FOUND, 'memberCardSessionNotFound');
    if (!(await repository.typeCoversCourse(card.card_type_id, session.course_id)))
      throw new AppError(Code.CONFLICT, 'memberCardCourseNotCovered', { course: session.course_name });
    return { startsAt: session.starts_at, endsAt: session.ends_at };
  }
  if (body.starts_at !== undefined && body.ends_at !== undefined)
    return { startsAt: new Date(body.starts_at).toISOString(), endsAt: new Date(body.ends_at).toISOString() };
  return {
    startsAt: now.toISOString(),
    endsAt: new Date(now.getTime() + DEFAULT_USE_WINDOW_MINUTES * 60_000).toISOString(),
  };
};

/** Sessions (count, default 1) or fen (stored value, required) the use takes; period cards take none. */
const unitsOf = (card: CardRow, body: UseBody): number => {
  if (card.kind === 'count') return body.units ?? 1;
  if (card.kind === 'stored_value') {
    if (body.units === undefined) throw new AppError(Code.VALIDATION, 'memberCardUnitsRequired');
    return body.units;
  }
  return 0;
};

const result = async (
  trx: Database,
  storeId: number,
  cardId: number,
  entryId: number,
): Promise<CardUseResult> => {
  const repository = createMemberCardRepository(trx);
  const [card, entry] = await Promise.all([
    repository.find(storeId, cardId),
    repository.ledgerEntry(entryId),
  ]);
  return { card: toMemberCard(card as CardRow), entry: toLedgerEntry(entry as NonNullable<typeof entry>) };
};

/**
 * A check-in on a card (docs/cards.md "Uses"), once per request number: a repeat answers the
 * first use. The card's row is locked first, so the uses of one card run one after another and
 * the parallel-use check sees every earlier window. The balance still moves by one guarded
 * statement (`balance >= n`), so it can never go below zero whatever the interleaving.
 */
export const useCard = async (
  db: Database,
  actor: CardActor,
  cardId: number,
  input: CardUseBody,
  now = new Date(),
): Promise<CardUseResult> => {
  const body = input as UseBody;
  const call = {
    scope: storeScope(actor.storeId),
    operation: 'card.use',
    requestNo: body.request_no,
    request: { ...body, card_id: cardId },
  };
  return withIdempotency(db, call, (trx) => useCardIn(trx, actor, cardId, body, now));
};

/**
 * The use itself, in the caller's transaction (`trx`): what `useCard` runs once per request
 * number, and what a booking's check-in runs inside its own idempotent transaction
 * (features/booking). Throws the use's refusals.
 */
export const useCardIn = async (
  trx: Database,
  actor: CardActor,
  cardId: number,
  input: CardUseBody,
  now = new Date(),
): Promise<CardUseResult> => {
  const body = input as UseBody;
  const repository = createMemberCardRepository(trx);
  const card = await lockCard(trx, actor.storeId, cardId);
  if (!(await repository.isHolder(cardId, body.member_id)))
    throw new AppError(Code.VALIDATION, 'memberCardNotHolder');
  const today = chinaDate(now);
  refuseUnusable(card, today);
  const units = unitsOf(card, body);
  const { startsAt, endsAt } = await windowOf(trx, actor.storeId, card, body, now);
  if (card.parallel_use !== 1 && (await repository.overlappingUse(cardId, startsAt, endsAt)))
    throw new AppError(Code.CONFLICT, 'memberCardInUse');

  if (card.status === 'not_started') await activateCard(trx, actor, card, today);
  const at = isoNow();
  if (units > 0 && !(await repository.takeBalance(cardId, units, at)))
    throw new AppError(Code.CONFLICT, 'memberCardBalanceLow', {
      balance: card.kind === 'stored_value' ? ((card.balance ?? 0) / 100).toFixed(2) : (card.balance ?? 0),
    });
  const balanceAfter = await repository.balanceOf(cardId);
  const entryId = await repository.insertLedger({
    card_id: cardId,
    store_id: actor.storeId,
    kind: 'use',
    delta: -units,
    balance_after: balanceAfter,
    member_id: body.member_id,
    session_id: body.session_id ?? null,
    service_kind: body.service_kind ?? null,
    service_id: body.service_id ?? null,
    use_starts_at: startsAt,
    use_ends_at: endsAt,
    note: body.note,
    staff_account_id: actor.accountId,
    request_no: body.request_no,
    created_at: at,
  });
  await postCardMoney(trx, actor, { entryId });
  await recordMemberVisit(trx, body.member_id, at);
  await auditCard(trx, actor, { id: cardId, status: 'active' }, `used ${units}`);
  return result(trx, actor.storeId, cardId, entryId);
};
