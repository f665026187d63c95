/** Server calls of the cover screen (docs/covers.md). */
import type { Coach, Cover, CoverListResult, CoverUpdateBody, ListQueryInput, Page } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchCovers = (signal?: AbortSignal): Promise<CoverListResult> =>
  http.post<CoverListResult>('/cover/list', {}, { signal });

/** Appends uploaded images, in this order. */
export const addCovers = (uploadIds: number[]): Promise<Cover[]> =>
  http.post<Cover[]>('/cover', { upload_ids: uploadIds });

export const updateCover = (id: number, body: CoverUpdateBody): Promise<Cover> =>
  http.put<Cover>(`/cover/${id}`, body);

/** The complete new order; a screen out of date gets -409 and reloads. */
export const reorderCovers = (ids: number[]): Promise<CoverListResult> =>
  http.put<CoverListResult>('/cover/order', { ids });

export const removeCover = (id: number): Promise<null> => http.del<null>(`/cover/${id}`);

/**
 * The coach picker: the store's active coaches in their sort order (one page of 100). Silent:
 * a caller without `coach:view` still edits captions; the picker says the list failed.
 */
export const coachOptionsQuery: ListQueryInput = {
  restrictions: [{ name: 'status', operator: '=', value: 'active' }],
  sorts: [
    { name: 'sort', sort: 'asc' },
    { name: 'name', sort: 'asc' },
  ],
  pageable: { number: 1, size: 100 },
};

export const fetchCoachOptions = (
  signal?: AbortSignal,
): Promise<Page<Pick<Coach, 'id' | 'name' | 'status'>>> =>
  http.post<Page<Coach>>('/coach/list', coachOptionsQuery, { signal, silent: true });
