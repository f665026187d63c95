/** Server calls of the area screen (docs/schedule.md). */
import type { Area, AreaBody, ListQueryInput, Page } from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of the store's areas (packages/shared lists/area.list.ts). */
export const fetchAreas = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<Area>> =>
  http.post<Page<Area>>('/area/list', query, { signal });

export const createArea = (body: AreaBody): Promise<Area> => http.post<Area>('/area', body);

export const updateArea = (id: number, body: AreaBody): Promise<Area> => http.put<Area>(`/area/${id}`, body);

/** Refused -409 while a listing, an active rule or a future session uses the area (lib/http shows why). */
export const deleteArea = (id: number): Promise<unknown> => http.del(`/area/${id}`);
