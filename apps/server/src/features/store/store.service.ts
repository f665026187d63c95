import { Code, type ListQuery, type MerchantStore, type Page, type StoreOption } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { mapPage, planListQuery } from '../../lib/list-query';
import type { Caller } from '../../plugins/auth';
import { createSessionRepository } from '../session/session.repository';
import { createStoreRepository, merchantStoreList } from './store.repository';

const storeNotManaged = () => new AppError(Code.FORBIDDEN, 'storeNotManaged');

export const createStoreService = (db: Database) => {
  const stores = createStoreRepository(db);
  const sessions = createSessionRepository(db);
  return {
    listOptions: async (caller: Caller): Promise<StoreOption[]> =>
      (await stores.listManaged(caller.accountId)).map(({ id, name }) => ({ id, name })),

    listForManagement: async (caller: Caller) =>
      (await stores.listManaged(caller.accountId)).map((s) => ({ ...s, selected: s.id === caller.storeId })),

    /** The same stores as a list (store management screen): filtered, sorted and paged. */
    pageForManagement: async (caller: Caller, query: ListQuery): Promise<Page<MerchantStore>> =>
      mapPage(await stores.pageManaged(caller.accountId, planListQuery(query, merchantStoreList)), (s) => ({
        ...s,
        selected: s.id === caller.storeId,
      })),

    /** Makes `storeId` the session's store; refused for a store the account does not manage. */
    select: async (caller: Caller, storeId: number): Promise<StoreOption> => {
      const store = await stores.findManaged(caller.accountId, storeId);
      if (!store) throw storeNotManaged();
      await sessions.setStore(caller.sessionId, store.id);
      return store;
    },
  };
};

/**
 * The store every merchant call is scoped to: the session's selected store, checked again
 * against the account's stores so that a revoked management right takes effect at once.
 */
export const requireManagedStore = async (db: Database, caller: Caller): Promise<number> => {
  if (caller.storeId === null) throw new AppError(Code.FORBIDDEN, 'noStoreSelected');
  if (!(await createStoreRepository(db).findManaged(caller.accountId, caller.storeId)))
    throw storeNotManaged();
  return caller.storeId;
};
