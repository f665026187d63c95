import type { Database } from '../../db/database';
import { writeMemberSearch } from '../member/member-search';

/** The consumer's side: their member rows, found through their app account, and their requests. */
export const createCardShareAppRepository = (db: Database) => ({
  /** The consumer account's name and user name (`app:<phone>`, features/app/app-account.repository). */
  account: (accountId: number) =>
    db
      .selectFrom('accounts')
      .select(['id', 'name', 'username'])
      .where('id', '=', accountId)
      .executeTakeFirst(),

  /** The member row that is this account in the store: linked to it, or sharing its phone. */
  memberInStore: (storeId: number, accountId: number, phone: string | null) => {
    let query = db.selectFrom('members').select(['id', 'app_account_id']).where('store_id', '=', storeId);
    query =
      phone === null
        ? query.where('app_account_id', '=', accountId)
        : query.where((eb) => eb.or([eb('app_account_id', '=', accountId), eb('phone', '=', phone)]));
    // The linked row first, when the phone also names another (a row added at the desk).
    return query
      .orderBy((eb) => eb.case().when('app_account_id', '=', accountId).then(0).else(1).end())
      .orderBy('id')
      .executeTakeFirst();
  },

  linkAccount: async (memberId: number, accountId: number, at: string) => {
    await db
      .updateTable('members')
      .set({ app_account_id: accountId, updated_at: at })
      .where('id', '=', memberId)
      .where('app_account_id', 'is', null)
      .execute();
  },

  insertMember: async (row: {
    store_id: number;
    full_name: string;
    phone: string | null;
    app_account_id: number;
    at: string;
  }): Promise<number> => {
    const { id } = await db
      .insertInto('members')
      .values({
        store_id: row.store_id,
        full_name: row.full_name,
        phone: row.phone,
        source: 'app',
        app_account_id: row.app_account_id,
        created_at: row.at,
        updated_at: row.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeMemberSearch(db, row.store_id, id, row);
    return id;
  },

  /** The account's requests in every store, newest first (or one of them). */
  requests: (accountId: number, id?: number) => {
    let query = db
      .selectFrom('card_share_requests as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .innerJoin('member_cards as c', 'c.id', 'r.card_id')
      .innerJoin('stores as s', 's.id', 'r.store_id')
      .select([
        'r.id',
        'r.store_id',
        's.name as store_name',
        'c.card_no',
        'c.name as card_name',
        'r.status',
        'r.reason',
        'r.created_at',
        'r.decided_at',
      ])
      .where('m.app_account_id', '=', accountId);
    if (id !== undefined) query = query.where('r.id', '=', id);
    return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  },
});
