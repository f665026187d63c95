/** Server calls of the store-management screen (docs/api.md). */
import type { MerchantStore, StoreOption } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchMerchantStores = (signal?: AbortSignal): Promise<MerchantStore[]> =>
  http.get<MerchantStore[]>('/user/merchant/list', undefined, { signal });

/** Tells the server which store the account now manages. */
export const manageStore = (id: number): Promise<StoreOption> =>
  http.post<StoreOption>(`/user/merchant/management/${id}`);
