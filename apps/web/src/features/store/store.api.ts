/** Server calls of the store-management screen (docs/api.md). */
import type { ListQueryInput, MerchantStore, Page, StoreOption } from '@merchant/shared';
import { http } from '../../lib/http';

/** The managed stores for a list query (filter, sort, page; packages/shared lists/store.list.ts). */
export const fetchMerchantStorePage = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<MerchantStore>> => http.post<Page<MerchantStore>>('/user/merchant/list', query, { signal });

/** Tells the server which store the account now manages. */
export const manageStore = (id: number): Promise<StoreOption> =>
  http.post<StoreOption>(`/user/merchant/management/${id}`);
