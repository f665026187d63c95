import { Code, type ListQuery, type MerchantStore, type Page, type StoreOption } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { mapPage, planListQuery } from '../../lib/list-query';
import type { Caller } from '../../plugins/access';
import { createSessionRepository } from '../session/session.repository';
import { createStoreRepository, merchantStoreList } from './store.repository';

const storeNotManaged = () => new AppError(Code.FORBIDDEN, 'storeNotManaged');

export const createStoreService = (db: Database) => {
  const stores = createStoreRepository(db);
  const sessions = createSessionRepository(db);
  return {
    listOptions: async (caller: Caller): Promise<StoreOption[]> =>
      (await stores.listManaged(caller.accountId)).map(({ id, name, owner }) => ({ id, name, owner })),

    /** `selected` marks the store this call acts on (X-Store-Id, else the session's). */
    listForManagement: async (caller: Caller) =>
      (await stores.listManaged(caller.accountId)).map((s) => ({ ...s, selected: s.id === caller.storeId })),

    /** The same stores as a list (store management screen): filtered, sorted and paged. */
    pageForManagement: async (caller: Caller, query: ListQuery): Promise<Page<MerchantStore>> =>
      mapPage(await stores.pageManaged(caller.accountId, planListQuery(query, merchantStoreList)), (s) => ({
        ...s,
        selected: s.id === caller.storeId,
      })),

    /**
     * Makes `storeId` the session's store; refused for a store the account neither owns nor
     * works in as an active employee.
     */
    select: async (caller: Caller, storeId: number): Promise<StoreOption> => {
      const store = await stores.findManaged(caller.accountId, storeId);
      if (!store) throw storeNotManaged();
      await sessions.setStore(caller.sessionId, store.id);
      return store;
    },
  };
};
