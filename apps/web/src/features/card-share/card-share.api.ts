/** Server calls of the card-sharing screens (docs/card-sharing.md). */
import type {
  ListQueryInput,
  Page,
  ShareApproveBody,
  ShareCardSummary,
  SharedCardHolder,
  ShareLookupBody,
  ShareNum,
  ShareRequest,
  ShareRequestBody,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of share requests (packages/shared lists/card-share.list.ts). */
export const fetchShareRequests = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<ShareRequest>> => http.post<Page<ShareRequest>>('/card/share/list', query, { signal });

/** One page of holders of shareable cards (the shareCard screen). */
export const fetchSharedCardHolders = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<Page<SharedCardHolder>> =>
  http.post<Page<SharedCardHolder>>('/card/share/cards', query, { signal });

/** Silent: the drawer shows a refused lookup (not found, expired…) beside the field. */
export const lookupShareCard = (body: ShareLookupBody): Promise<ShareCardSummary> =>
  http.post<ShareCardSummary>('/card/share/lookup', body, { silent: true });

export const createShareRequest = (body: ShareRequestBody): Promise<ShareRequest> =>
  http.post<ShareRequest>('/card/share', body);

export const approveShareRequest = (id: number, body: ShareApproveBody): Promise<ShareRequest> =>
  http.post<ShareRequest>(`/card/share/${id}/approve`, body);

export const rejectShareRequest = (id: number, reason: string): Promise<ShareRequest> =>
  http.post<ShareRequest>(`/card/share/${id}/reject`, { reason });

/** The badge's count; silent, as a failing poll must not toast every 30 s. */
export const fetchShareNum = (signal?: AbortSignal): Promise<ShareNum> =>
  http.get<ShareNum>('/member/card/share/query_share_num', undefined, { signal, silent: true });
