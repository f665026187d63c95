/** Server calls of the store-management screen (docs/api.md). */
import type { ListQueryInput, MerchantStore, Page, StoreOption } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchMerchantStores = (signal?: AbortSignal): Promise<MerchantStore[]> =>
  http.get<MerchantStore[]>('/user/merchant/list', undefined, { signal });

/** Tells the server which store the account now manages. */
export const manageStore = (id: number): Promise<StoreOption> =>
  http.post<StoreOption>(`/user/merchant/management/${id}`);

/** The same stores as a list query (filter, sort, page): the list kit's call. */
export const fetchMerchantStorePage = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<MerchantStore>> => http.post<Page<MerchantStore>>('/user/merchant/list', query, { signal });
