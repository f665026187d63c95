import {
  type CardKind,
  Code,
  type ListQuery,
  type MemberCardStatus,
  maskName,
  type Page,
  type SalesChannel,
  type ShareApproveBody,
  type ShareCardSummary,
  type SharedCardHolder,
  type ShareRequest,
  type ShareRequestStatus,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { planListQuery } from '../../lib/list-query';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { type Actor, recordAudit, transition } from '../../lib/transitions';
import {
  type CardFactsRow,
  cardShareList,
  createCardShareRepository,
  type ShareRequestRow,
  sharedCardList,
} from './card-share.repository';
import { assertCanShare, shareRefusal } from './card-share-checks';
import { CARD_SHARE_ENTITY, cardShareTransitions } from './card-share-transitions';

/** Who acts at the desk, in which store, for which request (the operation log). */
export interface ShareActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}

export const shareRequestNotFound = () => new AppError(Code.NOT_FOUND, 'shareRequestNotFound');

export const toSummary = (card: CardFactsRow): ShareCardSummary => ({
  card_no: card.card_no,
  name: card.name,
  kind: card.kind as CardKind,
  owner_name: maskName(card.owner_name),
  holders: Number(card.holders),
  max_holders: card.max_holders,
  expires_on: card.expires_on,
  status: card.status as MemberCardStatus,
});

const toRequest = (row: ShareRequestRow): ShareRequest => ({
  ...row,
  card_kind: row.card_kind as CardKind,
  card_status: row.card_status as MemberCardStatus,
  holders: Number(row.holders),
  channel: row.channel as SalesChannel,
  status: row.status as ShareRequestStatus,
});

/**
 * Checks the card (and the member, when one is named) and answers the card's summary, or
 * throws the first failure (card-share-checks.ts).
 */
export const checkShare = async (
  db: Database,
  card: CardFactsRow | undefined,
  memberId: number | undefined,
): Promise<CardFactsRow> => {
  const member =
    card && memberId !== undefined
      ? await createCardShareRepository(db).memberFacts(card, memberId)
      : undefined;
  assertCanShare(card && { ...card, holders: Number(card.holders) }, member);
  return card as CardFactsRow;
};

/**
 * Creates a pending request for the member `memberOf` finds (or makes) in the transaction,
 * after the member's checks, with its audit row; nothing is left behind when a check fails.
 * The partial unique index allows one pending request per card and member, and members one
 * row per phone: a request that loses a race is tried once more, and then sees the winner
 * (already pending, -409).
 */
export const insertShareRequest = async (
  db: Database,
  card: CardFactsRow,
  channel: SalesChannel,
  actor: Actor,
  memberOf: (trx: Database) => Promise<number>,
): Promise<number> => {
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const memberId = await memberOf(trx);
      await checkShare(trx, card, memberId);
      const id = await createCardShareRepository(trx).insertRequest({
        store_id: card.store_id,
        card_id: card.id,
        member_id: memberId,
        channel,
        created_at: isoNow(),
      });
      await recordAudit(trx, {
        actor: actor.accountId,
        storeId: card.store_id,
        entity: CARD_SHARE_ENTITY,
        entityId: id,
        from: null,
        to: 'pending',
        reason: channel,
        requestId: actor.requestId ?? null,
      });
      return id;
    });
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error)) throw shareRefusal('already_pending');
    throw error;
  }
};

/**
 * The desk's side of card sharing (/membereview, shareCard): look a card up, enter a request
 * for a member, review the store's requests (approve, reject with a reason), count the
 * waiting ones for the badge, and list the holders of shareable cards.
 */
export const createCardShareService = (db: Database) => {
  const repository = createCardShareRepository(db);

  const show = async (storeId: number, id: number, executor: Database = db): Promise<ShareRequest> => {
    const row = await createCardShareRepository(executor).findRequest(storeId, id);
    if (!row) throw shareRequestNotFound();
    return toRequest(row);
  };

  const memberOfStore = async (storeId: number, memberId: number) => {
    const member = await repository.memberOfStore(storeId, memberId);
    if (!member) throw new AppError(Code.NOT_FOUND, 'shareMemberNotFound');
    return member;
  };

  return {
    lookup: async (storeId: number, cardNo: string, memberId?: number): Promise<ShareCardSummary> => {
      if (memberId !== undefined) await memberOfStore(storeId, memberId);
      const card = await checkShare(db, await repository.cardByNo(cardNo, storeId), memberId);
      return toSummary(card);
    },

    request: async (actor: ShareActor, cardNo: string, memberId: number): Promise<ShareRequest> => {
      await memberOfStore(actor.storeId, memberId);
      const card = await repository.cardByNo(cardNo, actor.storeId);
      if (!card) throw shareRefusal('card_not_found');
      const id = await insertShareRequest(
        db,
        card,
        'desk',
        { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
        async () => memberId,
      );
      return show(actor.storeId, id);
    },

    list: (storeId: number, query: ListQuery): Promise<Page<ShareRequest>> =>
      repository
        .listRequests(storeId, planListQuery(query, cardShareList))
        .then((page) => ({ ...page, content: page.content.map(toRequest) })),

    get: show,

    /**
     * Once per request number (a repeat answers the first approval). Under the store's lock,
     * so that two approvals of one card run in turn: the second sees
     * the first holder and may find the card full (-409). The card is checked again (it may
     * have expired, been frozen or refunded since the request), then the holder row and a
     * ledger row (kind 'share', nothing moves) are written with the state change.
     */
    approve: (actor: ShareActor, id: number, body: ShareApproveBody): Promise<ShareRequest> =>
      withIdempotency(
        db,
        {
          scope: storeScope(actor.storeId),
          operation: 'card.share.approve',
          requestNo: body.request_no,
          request: { ...body, share_request_id: id },
        },
        async (trx) => {
          await lockStore(trx, actor.storeId);
          const locked = createCardShareRepository(trx);
          const request = await locked.findRequest(actor.storeId, id);
          if (!request) throw shareRequestNotFound();
          if (request.status !== 'pending') throw new AppError(Code.CONFLICT, 'shareRequestDecided');
          const card = await locked.cardById(request.card_id);
          const facts = card && (await locked.memberFacts(card, request.member_id));
          // A pending request is this member's own: it is not a reason to refuse.
          assertCanShare(
            card && { ...card, holders: Number(card.holders) },
            facts && { ...facts, hasPending: false },
          );
          const at = isoNow();
          await transition(trx, {
            table: 'card_share_requests',
            entity: CARD_SHARE_ENTITY,
            transitions: cardShareTransitions,
            id,
            storeId: actor.storeId,
            from: 'pending',
            to: 'approved',
            actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
            extra: { decided_by: actor.accountId, decided_at: at },
          });
          await locked.insertHolder(request.card_id, request.member_id, at);
          await locked.insertShareLedger({
            card_id: request.card_id,
            store_id: actor.storeId,
            member_id: request.member_id,
            balance_after: card?.balance ?? null,
            staff_account_id: actor.accountId,
            created_at: at,
          });
          return show(actor.storeId, id, trx);
        },
      ),

    reject: async (actor: ShareActor, id: number, reason: string): Promise<ShareRequest> => {
      if (reason.trim() === '') throw new AppError(Code.VALIDATION, 'shareRejectReasonRequired');
      await db.transaction().execute(async (trx) => {
        const request = await createCardShareRepository(trx).findRequest(actor.storeId, id);
        if (!request) throw shareRequestNotFound();
        if (request.status !== 'pending') throw new AppError(Code.CONFLICT, 'shareRequestDecided');
        await transition(trx, {
          table: 'card_share_requests',
          entity: CARD_SHARE_ENTITY,
          transitions: cardShareTransitions,
          id,
          storeId: actor.storeId,
          from: 'pending',
          to: 'rejected',
          actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
          reason,
          extra: { reason, decided_by: actor.accountId, decided_at: isoNow() },
        });
      });
      return show(actor.storeId, id);
    },

    pendingCount: async (storeId: number) => ({ share_num: await repository.pendingCount(storeId) }),

    holders: async (storeId: number, query: ListQuery): Promise<Page<SharedCardHolder>> => {
      const page = await repository.listHolders(storeId, planListQuery(query, sharedCardList));
      return {
        ...page,
        content: page.content.map((row) => ({
          ...row,
          card_kind: row.card_kind as CardKind,
          card_status: row.card_status as MemberCardStatus,
          holders: Number(row.holders),
          has_room: Number(row.holders) < row.max_holders,
          role: row.role as SharedCardHolder['role'],
        })),
      };
    },
  };
};
