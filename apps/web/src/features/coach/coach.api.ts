/** Server calls of the coach screen (docs/coaches.md). */
import type { Coach, CoachBody, ListQueryInput, Page } from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of coaches for a list query (packages/shared lists/coach.list.ts). */
export const fetchCoaches = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<Coach>> =>
  http.post<Page<Coach>>('/coach/list', query, { signal });

export const fetchCoach = (id: number, signal?: AbortSignal): Promise<Coach> =>
  http.get<Coach>(`/coach/${id}`, undefined, { signal });

export const createCoach = (body: CoachBody): Promise<Coach> => http.post<Coach>('/coach', body);

export const updateCoach = (id: number, body: CoachBody): Promise<Coach> =>
  http.put<Coach>(`/coach/${id}`, body);

export const setCoachActive = (id: number, active: boolean): Promise<Coach> =>
  http.post<Coach>(`/coach/${id}/${active ? 'activate' : 'deactivate'}`);
