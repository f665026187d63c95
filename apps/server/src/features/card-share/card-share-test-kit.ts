import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';
import { writeMemberSearch } from '../member/member-search';
import { requestNo } from '../member-card/member-card-test-kit';

/**
 * Helpers of the card-share API tests. Members, card types and cards are inserted directly
 * (they belong to the member and member-card features), as the migration's contract describes
 * them: a card's owner has an 'owner' row in card_holders.
 */

let serial = 0;
const next = () => {
  serial++;
  return `${Date.now().toString(36).slice(-5)}${serial}`;
};
let phoneSerial = Math.floor(Math.random() * 1e6);
export const nextSharePhone = () => `137${String(phoneSerial++ % 1e8).padStart(8, '0')}`;

/** `YYYY-MM-DD` `days` from today in China. */
export const chinaDayIn = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

export interface ShareOwner {
  accountId: number;
  storeId: number;
  token: string;
}

/** A merchant with one store, signed in on it. */
export const shareOwner = async (db: Database): Promise<ShareOwner> => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  return { accountId: m.accountId, storeId, token: await createSessionToken(db, m.accountId, { storeId }) };
};

/** An employee of `owner`'s store holding only the named permissions, signed in on it. */
export const shareEmployee = async (db: Database, owner: ShareOwner, permissions: string[]) => {
  const m = await createMerchant(db, { stores: 0 });
  await insertEmployment(db, {
    owner: owner.accountId,
    account: m.accountId,
    phone: m.phone,
    storeIds: [owner.storeId],
    functionIds: permissions.length === 0 ? [] : await functionIds(db, ...permissions),
  });
  return {
    accountId: m.accountId,
    storeId: owner.storeId,
    token: await createSessionToken(db, m.accountId, { storeId: owner.storeId }),
  };
};

export const insertMember = async (
  db: Database,
  storeId: number,
  fields: { full_name?: string; phone?: string | null; app_account_id?: number | null } = {},
) => {
  const at = isoNow();
  const { id, full_name, phone } = await db
    .insertInto('members')
    .values({
      store_id: storeId,
      full_name: fields.full_name ?? `会员${next()}`,
      phone: fields.phone === undefined ? nextSharePhone() : fields.phone,
      app_account_id: fields.app_account_id ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'full_name', 'phone'])
    .executeTakeFirstOrThrow();
  await writeMemberSearch(db, storeId, id, { full_name, phone });
  return id;
};

export interface CardOptions {
  shareable?: boolean;
  max_holders?: number;
  status?: string;
  expires_on?: string | null;
  name?: string;
}

/** A card type and a card of it sold to `ownerId`, with the owner's holder row. */
export const insertCard = async (
  db: Database,
  storeId: number,
  ownerId: number,
  options: CardOptions = {},
) => {
  const at = isoNow();
  const shareable = options.shareable ?? true;
  const maxHolders = options.max_holders ?? (shareable ? 3 : 1);
  const name = options.name ?? '家庭年卡';
  const type = await db
    .insertInto('card_types')
    .values({
      store_id: storeId,
      name,
      kind: 'count',
      price_fen: 100_000,
      validity_days: 365,
      sessions: 50,
      shareable: shareable ? 1 : 0,
      max_holders: maxHolders,
      status: 'on_sale',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardNo = `S${next()}`.slice(0, 20);
  const status = options.status ?? 'active';
  const card = await db
    .insertInto('member_cards')
    .values({
      store_id: storeId,
      card_type_id: type.id,
      card_no: cardNo,
      member_id: ownerId,
      status,
      kind: 'count',
      name,
      paid_fen: 100_000,
      validity_days: 365,
      sessions: 50,
      shareable: shareable ? 1 : 0,
      max_holders: maxHolders,
      parallel_use: 0,
      freeze_allowed: 1,
      max_freeze_days: 30,
      max_freeze_times: 2,
      balance: 50,
      issued_at: at,
      activated_at: status === 'not_started' ? null : at,
      starts_on: status === 'not_started' ? null : chinaDayIn(0),
      expires_on:
        options.expires_on === undefined
          ? status === 'not_started'
            ? null
            : chinaDayIn(300)
          : options.expires_on,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('card_holders')
    .values({ card_id: card.id, member_id: ownerId, role: 'owner', created_at: at })
    .execute();
  return { id: card.id, cardNo };
};

/** A consumer account of the app (user name `app:<phone>`, name = phone) and its token. */
export const appConsumer = async (db: Database, phone = nextSharePhone()) => {
  const { id } = await db
    .insertInto('accounts')
    .values({
      username: `app:${phone}`,
      phone: null,
      password_hash: 'none',
      name: phone,
      avatar: '',
      role: 1,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { accountId: id, phone, token: await createSessionToken(db, id) };
};

/** Calls the API as `who` (in its store when it has one), in `lang`. */
/** The body of one approval: a request number of its own (approving is idempotent). */
export const approveBody = () => ({ request_no: requestNo('approve') });

export const shareCall = async (
  t: TestApp,
  who: { token: string; storeId?: number },
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  lang = 'en',
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      ...bearer(who.token),
      ...(who.storeId === undefined ? {} : { 'x-store-id': String(who.storeId) }),
      cookie: `language=${lang}`,
    },
  });
  return { status: res.statusCode, body: res.json() };
};

/** Everything the sharing writes for a card: requests, sharer rows, share ledger rows. */
export const shareRows = async (db: Database, cardId: number) => ({
  requests: await db
    .selectFrom('card_share_requests')
    .selectAll()
    .where('card_id', '=', cardId)
    .orderBy('id')
    .execute(),
  holders: await db
    .selectFrom('card_holders')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('role', '=', 'shared')
    .execute(),
  ledger: await db
    .selectFrom('card_ledger')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('kind', '=', 'share')
    .execute(),
});

export const shareAudit = (db: Database, requestId: number) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', 'card_share')
    .where('entity_id', '=', requestId)
    .orderBy('id')
    .execute();
