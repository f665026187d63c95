import {
  type CardIssueBody,
  type CardKind,
  type CardLedgerEntry,
  type CardStatusCount,
  Code,
  type CursorPage,
  cardTermViolations,
  chinaDate,
  formatMessage,
  type IssueOptions,
  type Language,
  type ListQuery,
  MAX_START_DAYS_AHEAD,
  type MemberCardDetail,
  memberCardStatuses,
  type PrepaidRegion,
  prepaidCapViolations,
  quoteRefund,
  type RefundQuote,
  type SalesChannel,
  type SoldCardType,
} from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { CardTypeTable } from '../../db/tables-member';
import { AppError } from '../../lib/app-error';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { mapPage, planListQuery } from '../../lib/list-query';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import { lockCardType } from '../card-type';
import {
  activateCard,
  type CardActor,
  cardNotFound,
  lastDayFrom,
  memberNotFound,
  toLedgerEntry,
  toMemberCard,
} from './card-core';
import { postCardMoney } from './card-money';
import { formatCardNo } from './card-number';
import {
  type CardRow,
  cardLedgerList,
  createMemberCardRepository,
  memberCardList,
} from './member-card.repository';
import { MEMBER_CARD_ENTITY } from './member-card-transitions';

type CardTypeRow = Selectable<CardTypeTable>;

const termsOf = (type: CardTypeRow) => ({
  kind: type.kind as CardKind,
  price_fen: type.price_fen,
  validity_days: type.validity_days,
  gift_days: type.gift_days,
  sessions: type.sessions,
  gift_sessions: type.gift_sessions,
});

/** What a new card holds: sessions + gifts (count), price + gift fen (stored value), nothing (period). */
export const openingBalance = (
  type: Pick<CardTypeRow, 'kind' | 'sessions' | 'gift_sessions' | 'price_fen' | 'gift_fen'>,
) =>
  type.kind === 'count'
    ? (type.sessions ?? 0) + type.gift_sessions
    : type.kind === 'stored_value'
      ? type.price_fen + type.gift_fen
      : null;

/**
 * Member cards of the call's store (docs/cards.md): reading them, what may be sold, and selling
 * one. Uses, freezes, transfers and refunds live in their own files (card-*.ts).
 */
export const createMemberCardService = (db: Database) => {
  const cards = createMemberCardRepository(db);

  const detail = async (storeId: number, id: number, executor: Database = db): Promise<MemberCardDetail> => {
    const repository = createMemberCardRepository(executor);
    const row = await repository.find(storeId, id);
    if (!row) throw cardNotFound();
    const holders = await repository.holders(id);
    return {
      ...toMemberCard(row),
      holders: holders.map((h) => ({ ...h, role: h.role as 'owner' | 'shared' })),
    };
  };

  return {
    detail,

    list: async (storeId: number, query: ListQuery) =>
      mapPage(await cards.list(storeId, planListQuery(query, memberCardList)), toMemberCard),

    statusCount: async (storeId: number): Promise<CardStatusCount> => {
      const counts = Object.fromEntries(memberCardStatuses.map((s) => [s, 0])) as CardStatusCount;
      for (const row of await cards.statusCounts(storeId))
        if (row.status in counts) counts[row.status as keyof CardStatusCount] = Number(row.n);
      return counts;
    },

    soldTypes: async (storeId: number): Promise<SoldCardType[]> =>
      (await cards.soldTypes(storeId)).map((t) => ({ id: t.id, name: t.name, kind: t.kind as CardKind })),

    ledger: async (storeId: number, id: number, query: ListQuery): Promise<CursorPage<CardLedgerEntry>> => {
      if (!(await cards.find(storeId, id))) throw cardNotFound();
      return mapPage(await cards.ledgerPage(id, planListQuery(query, cardLedgerList)), toLedgerEntry);
    },

    quote: async (storeId: number, id: number, now = new Date()): Promise<RefundQuote> => {
      const row = await cards.find(storeId, id);
      if (!row) throw cardNotFound();
      return quoteOf(row, now);
    },

    /** The types on sale with their terms, and the caps each breaks on its own (in `lang`). */
    issueOptions: async (storeId: number, lang: Language): Promise<IssueOptions> => {
      const region = (await cards.prepaidRegion(storeId)) as PrepaidRegion;
      const types = await cards.onSaleTypes(storeId);
      return {
        prepaid_region: region,
        types: types.map((t) => ({
          id: t.id,
          name: t.name,
          kind: t.kind as CardKind,
          price_fen: t.price_fen,
          validity_days: t.validity_days,
          sessions: t.sessions,
          gift_sessions: t.gift_sessions,
          gift_days: t.gift_days,
          gift_fen: t.gift_fen,
          shareable: t.shareable === 1,
          max_holders: t.max_holders,
          parallel_use: t.parallel_use === 1,
          freeze_allowed: t.freeze_allowed === 1,
          max_freeze_days: t.max_freeze_days,
          max_freeze_times: t.max_freeze_times,
          description: t.description,
          cap_messages: cardTermViolations(region, termsOf(t)).map((v) =>
            formatMessage(v.messageKey, lang, v.params),
          ),
        })),
      };
    },

    /**
     * Sells a card of a type on sale to a member of the store, once per request number (a
     * repeat answers the card the first request made). The store is locked first, so that the
     * card sequence and the caps (what the member already holds) are decided on a list nobody
     * else is changing.
     */
    issue: async (actor: CardActor, body: CardIssueBody): Promise<MemberCardDetail> => {
      const today = chinaDate();
      if (
        body.starts_on !== undefined &&
        (body.starts_on < today || body.starts_on > chinaDate(new Date(), MAX_START_DAYS_AHEAD))
      )
        throw new AppError(Code.VALIDATION, 'memberCardStartsOnRange', { days: MAX_START_DAYS_AHEAD });
      const call = {
        scope: storeScope(actor.storeId),
        operation: 'card.issue',
        requestNo: body.request_no,
        request: { ...body },
      };
      return withIdempotency(db, call, async (trx) => {
        const cardId = await sellCard(trx, actor, {
          memberId: body.member_id,
          cardTypeId: body.card_type_id,
          startsOn: body.starts_on,
          requestNo: body.request_no,
          channel: 'desk',
        });
        return detail(actor.storeId, cardId, trx);
      });
    },
  };
};

/** What one sale of a card needs: who, which type, when it starts, and through which channel. */
export interface CardSale {
  memberId: number;
  cardTypeId: number;
  startsOn?: string;
  requestNo: string | null;
  /** 'desk': paid at the desk; 'app': bought and paid in the app (the order's payment funds it). */
  channel: SalesChannel;
  /** What the member paid, when not the type's price now (an app order's price at ordering). */
  paidFen?: number;
}

/**
 * Sells a card inside the caller's transaction with the desk's rules (the type on sale, the
 * prepaid caps on what the member holds, the store locked for the card sequence): the desk's
 * issue and an app order's delivery at payment both come here. Answers the card's id; a refusal
 * is an AppError.
 */
export const sellCard = async (trx: Database, actor: CardActor, input: CardSale): Promise<number> => {
  const today = chinaDate();
  const repository = createMemberCardRepository(trx);
  await lockStore(trx, actor.storeId);
  if (!(await repository.member(actor.storeId, input.memberId))) throw memberNotFound();
  const type = await lockCardType(trx, actor.storeId, input.cardTypeId);
  if (!type) throw new AppError(Code.NOT_FOUND, 'memberCardTypeNotFound');
  if (type.status !== 'on_sale') throw new AppError(Code.CONFLICT, 'memberCardTypeOffSale');
  const region = (await repository.prepaidRegion(actor.storeId)) as PrepaidRegion;
  const held = (await repository.heldCards(actor.storeId, input.memberId)).map((c) => ({
    kind: c.kind as CardKind,
    paid_fen: c.paid_fen,
  }));
  const [broken] = prepaidCapViolations(region, termsOf(type), held);
  if (broken) throw new AppError(Code.CONFLICT, broken.messageKey, broken.params);

  const now = isoNow();
  const balance = openingBalance(type);
  const cardId = await repository.insertCard({
    store_id: actor.storeId,
    card_type_id: type.id,
    card_no: formatCardNo(actor.storeId, (await repository.cardCount(actor.storeId)) + 1),
    member_id: input.memberId,
    status: 'not_started',
    kind: type.kind,
    name: type.name,
    paid_fen: input.paidFen ?? type.price_fen,
    validity_days: type.validity_days,
    sessions: type.sessions,
    gift_sessions: type.gift_sessions,
    gift_days: type.gift_days,
    gift_fen: type.gift_fen,
    shareable: type.shareable,
    max_holders: type.shareable === 1 ? type.max_holders : 1,
    parallel_use: type.parallel_use,
    freeze_allowed: type.freeze_allowed,
    max_freeze_days: type.max_freeze_days,
    max_freeze_times: type.max_freeze_times,
    balance,
    channel: input.channel,
    issued_at: now,
    starts_on: input.startsOn ?? null,
    // Not started yet: the last day it may start (docs/cards.md); activation moves it.
    expires_on: lastDayFrom(input.startsOn ?? today, type),
    // The number is kept on the issue's ledger row and keyed in idempotency_keys; the
    // card's own column (unique per store on SQLite still) is no longer written.
    request_no: null,
    created_by: input.channel === 'desk' ? actor.accountId : null,
    created_at: now,
    updated_at: now,
  });
  await repository.insertHolder(cardId, input.memberId, 'owner', now);
  const entryId = await repository.insertLedger({
    card_id: cardId,
    store_id: actor.storeId,
    kind: 'issue',
    delta: balance ?? 0,
    balance_after: balance,
    member_id: input.memberId,
    amount_fen: input.paidFen ?? type.price_fen,
    staff_account_id: input.channel === 'desk' ? actor.accountId : null,
    request_no: input.requestNo,
    created_at: now,
  });
  await postCardMoney(trx, actor, { entryId });
  await recordAudit(trx, {
    actor: actor.accountId,
    storeId: actor.storeId,
    entity: MEMBER_CARD_ENTITY,
    entityId: cardId,
    from: null,
    to: 'not_started',
    reason: 'issued',
    requestId: actor.requestId ?? null,
  });
  if (input.startsOn === today) {
    const row = (await repository.find(actor.storeId, cardId)) as CardRow;
    await activateCard(trx, actor, row, today);
  }
  return cardId;
};

/** The quote of a card row (the shared calculator on the row's own terms). */
export const quoteOf = (row: CardRow, now: Date): RefundQuote =>
  quoteRefund(
    {
      kind: row.kind as CardKind,
      status: row.status as MemberCardDetail['status'],
      paid_fen: row.paid_fen,
      validity_days: row.validity_days,
      sessions: row.sessions,
      gift_sessions: row.gift_sessions,
      gift_days: row.gift_days,
      gift_fen: row.gift_fen,
      balance: row.balance,
      issued_at: row.issued_at,
      activated_at: row.activated_at,
      expires_on: row.expires_on,
      frozen_at: row.frozen_at,
    },
    now,
  );

export type MemberCardService = ReturnType<typeof createMemberCardService>;
