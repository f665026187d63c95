/** Server calls of the store-management screen (docs/api.md). */
import type { ListQueryInput, MerchantStore, Page, StoreOption } from '@merchant/shared';
import { http } from '../../lib/http';
import { pageOfStores } from './store-model';

/**
 * One page of the managed stores for a list query (packages/shared lists/store.list.ts). The
 * server's GET /user/merchant/list answers every managed store at once (a handful), so the
 * query is applied here until it takes the list query itself (stream `data`: POST).
 */
export const fetchMerchantStorePage = async (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<MerchantStore>> =>
  pageOfStores(await http.get<MerchantStore[]>('/user/merchant/list', undefined, { signal }), query);

/** Tells the server which store the account now manages. */
export const manageStore = (id: number): Promise<StoreOption> =>
  http.post<StoreOption>(`/user/merchant/management/${id}`);
