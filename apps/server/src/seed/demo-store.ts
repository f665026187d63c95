import type { Database } from '../db/database';

/** The demo owner's legal name on the qualifications (a withdrawal account must carry it). */
export const DEMO_LEGAL_NAME = '李明';

/** The demo's first store: the lowest store id managed by account `demo`; undefined without one. */
export const demoFirstStoreId = async (db: Database): Promise<number | undefined> => {
  const store = await db
    .selectFrom('store_managers as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select((eb) => eb.fn.min('m.store_id').as('id'))
    .where('a.username', '=', 'demo')
    .executeTakeFirst();
  return store?.id === undefined || store.id === null ? undefined : Number(store.id);
};
