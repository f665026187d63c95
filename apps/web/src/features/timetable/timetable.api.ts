/** Server calls of the timetable screens /coursetable and /history (docs/schedule.md). */
import type {
  Area,
  Coach,
  HistorySession,
  ListQueryInput,
  Page,
  SessionCancelBody,
  TimetablePreview,
  TimetablePreviewBody,
  TimetableRuleBody,
  TimetableRuleSaved,
  TimetableSession,
  TimetableWeek,
  TimetableWeekCopied,
} from '@merchant/shared';
import { http } from '../../lib/http';

export interface WeekFilters {
  coach_id?: number;
  area_id?: number;
  course_id?: number;
}

/** The week (Monday..Sunday) holding `date`, with the filters given. */
export const fetchWeek = (date: string, filters: WeekFilters, signal?: AbortSignal): Promise<TimetableWeek> =>
  http.get<TimetableWeek>('/timetable/week', { date, ...filters }, { signal });

/** The sessions a rule (or several) would create, every conflict flagged. The form shows refusals itself. */
export const previewRules = (body: TimetablePreviewBody): Promise<TimetablePreview> =>
  http.post<TimetablePreview>('/timetable/rule/preview', body, { silent: true });

/** Saves a rule; a -409 carries the preview with its conflicts (shown by the form, hence silent). */
export const saveRule = (id: number | null, body: TimetableRuleBody): Promise<TimetableRuleSaved> =>
  id === null
    ? http.post<TimetableRuleSaved>('/timetable/rule', body, { silent: true })
    : http.put<TimetableRuleSaved>(`/timetable/rule/${id}`, body, { silent: true });

/** Copies the sessions of the week holding `from` into the week holding `to` (or previews it). */
export const copyWeek = (from: string, to: string, preview: boolean): Promise<TimetableWeekCopied> =>
  http.post<TimetableWeekCopied>('/timetable/week/copy', { from, to, preview }, { silent: true });

export const cancelSession = (id: number, body: SessionCancelBody): Promise<TimetableSession> =>
  http.post<TimetableSession>(`/timetable/session/${id}/cancel`, body);

/** One page of past (completed) sessions (packages/shared lists/timetable-history.list.ts). */
export const fetchHistory = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<HistorySession>> =>
  http.post<Page<HistorySession>>('/timetable/history', query, { signal });

/** What the pickers need of a listing (POST /course/list, built by the course streams). */
export interface CourseOption {
  id: number;
  name: string;
  status: string;
  class_size?: number;
}

const ALL = { number: 1, size: 100 } as const;

/** The sellable (online or offline) listings a rule may name, by name. */
export const fetchCourseOptions = (signal?: AbortSignal): Promise<Page<CourseOption>> =>
  http.post<Page<CourseOption>>(
    '/course/list',
    {
      pageable: ALL,
      restrictions: [{ name: 'status', operator: 'in', value: ['online', 'offline'], logic: 'and' }],
      sorts: [{ name: 'name', sort: 'asc' }],
    },
    { signal },
  );

/** The store's coaches, active first (the server's default order). */
export const fetchCoachOptions = (signal?: AbortSignal): Promise<Page<Coach>> =>
  http.post<Page<Coach>>('/coach/list', { pageable: ALL }, { signal });

export const fetchAreaOptions = (signal?: AbortSignal): Promise<Page<Area>> =>
  http.post<Page<Area>>('/area/list', { pageable: ALL }, { signal });
