/** Server calls of /class and /course (docs/listings.md, docs/api.md). */
import type {
  Coach,
  Course,
  CourseBody,
  CourseBulkAction,
  CourseBulkResult,
  CourseStatusCount,
  ListQueryInput,
  Page,
} from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchCourses = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<Course>> =>
  http.post<Page<Course>>('/course/list', query, { signal });

export const fetchStatusCount = (signal?: AbortSignal): Promise<CourseStatusCount> =>
  http.get<CourseStatusCount>('/course/status_count', undefined, { signal });

export const fetchCourse = (id: number, signal?: AbortSignal): Promise<Course> =>
  http.get<Course>(`/course/${id}`, undefined, { signal });

export const createCourse = (body: CourseBody): Promise<Course> => http.post<Course>('/course', body);

export const updateCourse = (id: number, body: CourseBody): Promise<Course> =>
  http.put<Course>(`/course/${id}`, body);

export const deleteCourse = (id: number): Promise<unknown> => http.del(`/course/${id}`);

export type CourseMove = 'submit' | 'withdraw' | 'online' | 'offline';

export const moveCourse = (id: number, move: CourseMove): Promise<Course> =>
  http.post<Course>(`/course/${id}/${move}`);

export const bulkMoveCourses = (
  action: CourseBulkAction,
  ids: number[],
): Promise<{ results: CourseBulkResult[] }> =>
  http.post<{ results: CourseBulkResult[] }>(`/course/bulk/${action}`, { ids });

/** Active coaches for the picker (the first 100, by the list's own order). */
export const fetchActiveCoaches = (signal?: AbortSignal): Promise<Page<Coach>> =>
  http.post<Page<Coach>>(
    '/coach/list',
    {
      pageable: { number: 1, size: 100 },
      restrictions: [{ name: 'status', operator: '=', value: 'active', logic: 'and' }],
    },
    { signal },
  );

export interface AreaOption {
  id: number;
  name: string;
  capacity: number;
}

/**
 * The store's areas (the schedule stream's POST /area/list). Silent: a console whose server
 * has no areas yet still edits listings, without an error toast.
 */
export const fetchAreas = (signal?: AbortSignal): Promise<Page<AreaOption>> =>
  http.post<Page<AreaOption>>('/area/list', { pageable: { number: 1, size: 100 } }, { signal, silent: true });
