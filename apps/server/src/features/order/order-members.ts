import { Code } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { writeMemberSearch } from '../member/member-search';

/** The phone of a consumer account (`app:<phone>`), or null for any other account. */
export const buyerPhoneOf = async (db: Database, accountId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('accounts')
    .select('username')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.username.startsWith('app:') ? row.username.slice(4) : null;
};

/** The buyer's own membership of the store: linked to the account, else by phone. */
export const buyerMember = async (db: Database, storeId: number, accountId: number, phone: string) =>
  (await db
    .selectFrom('members')
    .select(['id', 'app_account_id'])
    .where('store_id', '=', storeId)
    .where('app_account_id', '=', accountId)
    .executeTakeFirst()) ??
  (await db
    .selectFrom('members')
    .select(['id', 'app_account_id'])
    .where('store_id', '=', storeId)
    .where('phone', '=', phone)
    .executeTakeFirst());

/**
 * The member an order is for (docs/orders.md "Who the order is for"): the buyer's own
 * membership, none yet (made at payment), or a member named by id, who must be the buyer or a
 * child whose guardian phone is the buyer's: a minor's prepayment needs the guardian's consent
 * (the 2025 interpretation on prepaid consumption), so anyone else is refused.
 */
export const memberForOrder = async (
  db: Database,
  storeId: number,
  accountId: number,
  phone: string,
  memberId: number | undefined,
): Promise<number | null> => {
  if (memberId === undefined) return (await buyerMember(db, storeId, accountId, phone))?.id ?? null;
  const member = await db
    .selectFrom('members')
    .select(['id', 'phone', 'guardian_phone', 'app_account_id'])
    .where('store_id', '=', storeId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new AppError(Code.NOT_FOUND, 'orderMemberNotFound');
  if (member.guardian_phone !== null) {
    if (member.guardian_phone !== phone) throw new AppError(Code.FORBIDDEN, 'orderGuardianRequired');
    return member.id;
  }
  if (member.app_account_id === accountId || member.phone === phone) return member.id;
  throw new AppError(Code.NOT_FOUND, 'orderMemberNotFound');
};

/**
 * The buyer's membership of the store at payment, made when there is none (source 'app', named
 * by the phone until the member or the desk gives a name). A member found by phone but not yet
 * linked is linked to the account.
 */
export const ensureBuyerMember = async (
  trx: Database,
  storeId: number,
  accountId: number,
): Promise<number> => {
  // Two orders of one buyer paid at once must not make the member twice.
  await lockStore(trx, storeId);
  const phone = (await buyerPhoneOf(trx, accountId)) ?? '';
  const found = await buyerMember(trx, storeId, accountId, phone);
  if (found) {
    if (found.app_account_id === null)
      await trx
        .updateTable('members')
        .set({ app_account_id: accountId })
        .where('id', '=', found.id)
        .execute();
    return found.id;
  }
  const now = isoNow();
  const { id } = await trx
    .insertInto('members')
    .values({
      store_id: storeId,
      full_name: phone,
      phone,
      id_card_hash: null,
      id_card_masked: null,
      guardian_name: null,
      guardian_phone: null,
      source: 'app',
      app_account_id: accountId,
      last_visit_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeMemberSearch(trx, storeId, id, { full_name: phone, phone });
  return id;
};
