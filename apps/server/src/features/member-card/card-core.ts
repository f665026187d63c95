import {
  addDays,
  type CardHolderRole,
  type CardKind,
  type CardLedgerEntry,
  type CardLedgerKind,
  Code,
  type MemberCard,
  type MemberCardStatus,
  type SalesChannel,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isoNow } from '../../lib/time';
import { type Actor, recordAudit, transition } from '../../lib/transitions';
import { type CardRow, createMemberCardRepository, type LedgerRow } from './member-card.repository';
import { MEMBER_CARD_ENTITY, memberCardTransitions } from './member-card-transitions';

/** Who acts, in which store, for which request. */
export interface CardActor {
  kind: Actor['kind'];
  accountId: number | null;
  storeId: number;
  requestId?: string;
}

export const cardNotFound = () => new AppError(Code.NOT_FOUND, 'memberCardNotFound');
export const memberNotFound = () => new AppError(Code.NOT_FOUND, 'memberCardMemberNotFound');

/** The last valid day of a card whose first day is `first`. */
export const lastDayFrom = (first: string, card: { validity_days: number; gift_days: number }): string =>
  addDays(first, card.validity_days + card.gift_days - 1);

export const toMemberCard = (row: CardRow): MemberCard => ({
  id: row.id,
  card_no: row.card_no,
  card_type_id: row.card_type_id,
  member_id: row.member_id,
  member_name: row.member_name,
  member_phone: row.member_phone,
  status: row.status as MemberCardStatus,
  kind: row.kind as CardKind,
  name: row.name,
  paid_fen: row.paid_fen,
  validity_days: row.validity_days,
  sessions: row.sessions,
  gift_sessions: row.gift_sessions,
  gift_days: row.gift_days,
  gift_fen: row.gift_fen,
  shareable: row.shareable === 1,
  max_holders: row.max_holders,
  parallel_use: row.parallel_use === 1,
  freeze_allowed: row.freeze_allowed === 1,
  max_freeze_days: row.max_freeze_days,
  max_freeze_times: row.max_freeze_times,
  balance: row.balance,
  channel: row.channel as SalesChannel,
  issued_at: row.issued_at,
  activated_at: row.activated_at,
  starts_on: row.starts_on,
  expires_on: row.expires_on,
  frozen_at: row.frozen_at,
  frozen_until: row.frozen_until,
  freeze_days_used: row.freeze_days_used,
  freeze_count: row.freeze_count,
  refunded_at: row.refunded_at,
  refund_fen: row.refund_fen,
  holder_count: Number(row.holder_count),
});

export const toLedgerEntry = (row: LedgerRow): CardLedgerEntry => ({
  id: row.id,
  kind: row.kind as CardLedgerKind,
  delta: row.delta,
  balance_after: row.balance_after,
  member_id: row.member_id,
  member_name: row.member_name,
  session_id: row.session_id,
  service_kind: row.service_kind,
  service_id: row.service_id,
  use_starts_at: row.use_starts_at,
  use_ends_at: row.use_ends_at,
  amount_fen: row.amount_fen,
  note: row.note,
  staff_account_id: row.staff_account_id,
  staff_name: row.staff_name,
  request_no: row.request_no,
  created_at: row.created_at,
});

/** A card of the store, locked for the rest of the transaction; -404 when it is not the store's. */
export const lockCard = async (trx: Database, storeId: number, id: number): Promise<CardRow> => {
  const cards = createMemberCardRepository(trx);
  if (!(await cards.lock(storeId, id))) throw cardNotFound();
  const row = await cards.find(storeId, id);
  if (!row) throw cardNotFound();
  return row;
};

/** Why a card cannot be used now (-409 with its own message), or nothing. */
export const refuseUnusable = (card: CardRow, today: string): void => {
  if (card.status === 'frozen') throw new AppError(Code.CONFLICT, 'memberCardFrozen');
  if (card.status === 'refunded') throw new AppError(Code.CONFLICT, 'memberCardRefunded');
  if (card.status === 'expired' || (card.expires_on !== null && card.expires_on < today))
    throw new AppError(Code.CONFLICT, 'memberCardExpired');
};

/** Any change of a card that is not a change of state (use, transfer) still goes in the log. */
export const auditCard = (
  trx: Database,
  actor: CardActor,
  card: { id: number; status: string },
  reason: string,
) =>
  recordAudit(trx, {
    actor: actor.accountId,
    storeId: actor.storeId,
    entity: MEMBER_CARD_ENTITY,
    entityId: card.id,
    from: card.status,
    to: card.status,
    reason,
    requestId: actor.requestId ?? null,
  });

/** One state change of a card through its transition table, audited in `trx`. */
export const moveCard = (
  trx: Database,
  actor: CardActor,
  card: { id: number; status: string },
  to: MemberCardStatus,
  reason: string,
  extra: Record<string, unknown>,
) =>
  transition(trx, {
    table: 'member_cards',
    entity: MEMBER_CARD_ENTITY,
    transitions: memberCardTransitions,
    id: card.id,
    storeId: actor.storeId,
    from: card.status as MemberCardStatus,
    to,
    actor: { kind: actor.kind, accountId: actor.accountId, requestId: actor.requestId ?? null },
    reason,
    extra: { ...extra, updated_at: isoNow() },
  });

/**
 * Activates a card not started yet: its first day is the chosen start date if that has come,
 * else today (first use before the chosen date), and it runs validity + gift days from there.
 */
export const activateCard = async (trx: Database, actor: CardActor, card: CardRow, today: string) => {
  const first = card.starts_on !== null && card.starts_on <= today ? card.starts_on : today;
  await moveCard(trx, actor, card, 'active', 'activated', {
    activated_at: isoNow(),
    starts_on: first,
    expires_on: lastDayFrom(first, card),
  });
};

/** A ledger row of `kind` that moves nothing (freeze, unfreeze, transfer, expire). */
export const ledgerNote = (
  trx: Database,
  actor: CardActor,
  card: CardRow,
  kind: CardLedgerKind,
  note: string,
  memberId: number | null = null,
) =>
  createMemberCardRepository(trx).insertLedger({
    card_id: card.id,
    store_id: card.store_id,
    kind,
    delta: 0,
    balance_after: card.balance,
    member_id: memberId,
    note: note.slice(0, 200),
    staff_account_id: actor.kind === 'merchant' ? actor.accountId : null,
    created_at: isoNow(),
  });

export type HolderRole = CardHolderRole;
