import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { CardTypeTable } from '../../db/tables-member';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import type { TestApp } from '../../test/test-app';
import { writeMemberSearch } from '../member/member-search';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

export interface CardOwner extends MerchantFixture {
  token: string;
  storeId: number;
}

/** A merchant with one store, signed in on it. */
export const cardOwner = async (db: Database): Promise<CardOwner> => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  return { ...m, storeId, token: await createSessionToken(db, m.accountId, { storeId }) };
};

/** A member of the store, inserted directly (the member feature is another stream's). */
export const insertMember = async (
  db: Database,
  storeId: number,
  over: { full_name?: string; phone?: string | null; app_account_id?: number | null } = {},
) => {
  const n = next();
  const now = isoNow();
  const { id, full_name, phone } = await db
    .insertInto('members')
    .values({
      store_id: storeId,
      full_name: over.full_name ?? `会员${n}`,
      phone:
        over.phone === undefined
          ? `137${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`
          : over.phone,
      id_card_hash: null,
      id_card_masked: null,
      guardian_name: null,
      guardian_phone: null,
      app_account_id: over.app_account_id ?? null,
      last_visit_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'full_name', 'phone'])
    .executeTakeFirstOrThrow();
  await writeMemberSearch(db, storeId, id, { full_name, phone });
  return id;
};

/** A card type of the store, inserted directly: a 10-session count card unless overridden. */
export const insertCardType = async (
  db: Database,
  storeId: number,
  over: Partial<Insertable<CardTypeTable>> = {},
) => {
  const now = isoNow();
  const { id } = await db
    .insertInto('card_types')
    .values({
      store_id: storeId,
      name: `次卡${next()}`,
      kind: 'count',
      price_fen: 100_000,
      validity_days: 90,
      sessions: 10,
      status: 'on_sale',
      created_at: now,
      updated_at: now,
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** A fresh request number. */
export const requestNo = (prefix = 'r') => `${prefix}-${Date.now().toString(36)}-${next()}`;

/** Calls the API as `who` in its store (X-Store-Id), in `lang`. */
export const cardCall = storeCall;

/** Sells a card through the API and answers it (fails the test when refused). */
export const issueCard = async (
  t: TestApp,
  who: CardOwner,
  memberId: number,
  cardTypeId: number,
  extra: { starts_on?: string } = {},
) => {
  const res = await cardCall(t, who, 'POST', '/card/issue', {
    member_id: memberId,
    card_type_id: cardTypeId,
    request_no: requestNo('issue'),
    ...extra,
  });
  if (res.body.code !== 0) throw new Error(`issue failed: ${JSON.stringify(res.body)}`);
  return res.body.value as {
    id: number;
    card_no: string;
    status: string;
    balance: number | null;
    expires_on: string;
  };
};

/** A use by `memberId` (one session by default). */
export const useBody = (memberId: number, extra: object = {}) => ({
  member_id: memberId,
  request_no: requestNo('use'),
  ...extra,
});

/** Puts a card in a state directly (tests of transitions from each state). */
export const setCard = (db: Database, id: number, fields: Record<string, unknown>) =>
  db.updateTable('member_cards').set(fields).where('id', '=', id).execute();

export const cardRow = (db: Database, id: number) =>
  db.selectFrom('member_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const ledgerOf = (db: Database, cardId: number) =>
  db.selectFrom('card_ledger').selectAll().where('card_id', '=', cardId).orderBy('id').execute();

export const auditOf = (db: Database, cardId: number) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', 'member_card')
    .where('entity_id', '=', cardId)
    .orderBy('id')
    .execute();

/** `YYYY-MM-DD` `days` from today in China. */
export const dayIn = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
