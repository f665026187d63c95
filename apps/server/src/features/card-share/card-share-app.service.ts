import { type AppShareRequest, Code, type ShareCardSummary, type ShareRequestStatus } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type Limit, takeLimitSlot } from '../../lib/attempt-limit';
import { isoNow } from '../../lib/time';
import { transition } from '../../lib/transitions';
import { createCardShareRepository } from './card-share.repository';
import { checkShare, insertShareRequest, shareRequestNotFound, toSummary } from './card-share.service';
import { createCardShareAppRepository } from './card-share-app.repository';
import { shareRefusal } from './card-share-checks';
import { CARD_SHARE_ENTITY, cardShareTransitions } from './card-share-transitions';

/** The consumer who calls (scope app) and the API request, for the operation log. */
export interface AppShareCaller {
  accountId: number;
  requestId?: string;
}

/** `app:13800138000` → `13800138000`; null when the user name is not a consumer's. */
const phoneOf = (username: string): string | null => {
  const match = /^app:(\d{11})$/.exec(username);
  return match ? (match[1] as string) : null;
};

const HOUR = 3600_000;

/** The limit's key: per consumer account, whatever address or card they try. */
const lookupKey = (accountId: number) => `card-lookup:${accountId}`;

/**
 * How many cards a consumer may look up or ask to join (docs/card-sharing.md "Consumers
 * cannot walk card numbers"): enough for a family, far too few to walk a store's numbers.
 * Lookups and requests share the count; it is exact under concurrency (lib/attempt-limit.ts).
 */
export const consumerCardLookupLimits: readonly Limit[] = [
  { max: 10, windowMs: HOUR },
  { max: 30, windowMs: 24 * HOUR },
];

/**
 * The refusals that describe the card alone, whoever asks. A consumer hears "card not found"
 * for each: a card they could not join in any case is, to them, no card, and answering
 * otherwise would confirm that the number exists. The desk (store-scoped) keeps them apart.
 */
const CARD_ONLY_FAILURES: ReadonlySet<unknown> = new Set([
  'card_refunded',
  'card_expired',
  'card_not_shareable',
  'card_frozen',
]);

/** Runs `work`, answering a card-only refusal as "card not found" (see CARD_ONLY_FAILURES). */
const asConsumer = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    const failure =
      error instanceof AppError ? (error.value as { failure?: unknown } | null)?.failure : undefined;
    if (CARD_ONLY_FAILURES.has(failure)) throw shareRefusal('card_not_found');
    throw error;
  }
};

const toAppRequest = (row: Omit<AppShareRequest, 'status'> & { status: string }): AppShareRequest => ({
  ...row,
  status: row.status as ShareRequestStatus,
});

/**
 * The consumer's side of card sharing (/api/app/card/share*): look a card up by its number,
 * ask to join it, list and withdraw their own requests. A consumer is a member of the card's
 * store through `members.app_account_id`; the first request links the member row that has
 * their phone (added at the desk) or creates one (source 'app') from their account.
 */
export const createCardShareAppService = (db: Database) => {
  const cards = createCardShareRepository(db);
  const mine = createCardShareAppRepository(db);

  const accountOf = async (accountId: number, repository = mine) => {
    const account = await repository.account(accountId);
    if (!account) throw new AppError(Code.FORBIDDEN, 'forbidden');
    return { ...account, phone: phoneOf(account.username) };
  };

  /** The consumer's member row in the store, linked or made when needed (in the request's transaction). */
  const memberFor = async (trx: Database, storeId: number, accountId: number): Promise<number> => {
    const repository = createCardShareAppRepository(trx);
    // The transaction's own connection: SQLite has one, held by the transaction.
    const account = await accountOf(accountId, repository);
    const found = await repository.memberInStore(storeId, accountId, account.phone);
    const at = isoNow();
    if (found) {
      if (found.app_account_id === null) await repository.linkAccount(found.id, accountId, at);
      return found.id;
    }
    // A consumer's account name is their phone until they choose one.
    return repository.insertMember({
      store_id: storeId,
      full_name: account.name.slice(0, 50),
      phone: account.phone,
      app_account_id: accountId,
      at,
    });
  };

  const show = async (accountId: number, id: number): Promise<AppShareRequest> => {
    const [row] = await mine.requests(accountId, id);
    if (!row) throw shareRequestNotFound();
    return toAppRequest(row);
  };

  return {
    /** The summary, with the member checks when the consumer is already a member of the store. */
    lookup: async (caller: AppShareCaller, cardNo: string): Promise<ShareCardSummary> => {
      await takeLimitSlot(db, lookupKey(caller.accountId), consumerCardLookupLimits);
      return asConsumer(async () => {
        const card = await cards.cardByNo(cardNo);
        if (!card) throw shareRefusal('card_not_found');
        const account = await accountOf(caller.accountId);
        const member = await mine.memberInStore(card.store_id, caller.accountId, account.phone);
        return toSummary(await checkShare(db, card, member?.id));
      });
    },

    request: async (caller: AppShareCaller, cardNo: string): Promise<AppShareRequest> => {
      await takeLimitSlot(db, lookupKey(caller.accountId), consumerCardLookupLimits);
      const id = await asConsumer(async () => {
        const card = await cards.cardByNo(cardNo);
        if (!card) throw shareRefusal('card_not_found');
        // Every check runs in the request's transaction: a refused card leaves no member row.
        return insertShareRequest(
          db,
          card,
          'app',
          { kind: 'app', accountId: caller.accountId, requestId: caller.requestId },
          (trx) => memberFor(trx, card.store_id, caller.accountId),
        );
      });
      return show(caller.accountId, id);
    },

    list: async (caller: AppShareCaller): Promise<AppShareRequest[]> =>
      (await mine.requests(caller.accountId)).map(toAppRequest),

    /** Only the consumer's own request, only while it waits (-409 once decided). */
    cancel: async (caller: AppShareCaller, id: number): Promise<AppShareRequest> => {
      await db.transaction().execute(async (trx) => {
        const [row] = await createCardShareAppRepository(trx).requests(caller.accountId, id);
        if (!row) throw shareRequestNotFound();
        if (row.status !== 'pending') throw new AppError(Code.CONFLICT, 'shareRequestDecided');
        await transition(trx, {
          table: 'card_share_requests',
          entity: CARD_SHARE_ENTITY,
          transitions: cardShareTransitions,
          id,
          storeId: row.store_id,
          from: 'pending',
          to: 'cancelled',
          actor: { kind: 'app', accountId: caller.accountId, requestId: caller.requestId },
          extra: { decided_at: isoNow() },
        });
      });
      return show(caller.accountId, id);
    },
  };
};
