/** Server calls of the timetable screens /coursetable and /history (docs/schedule.md). */
import type {
  HistorySession,
  ListQueryInput,
  Page,
  SessionCancelBody,
  TimetableOptions,
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

/**
 * The pickers of the rule form and the filters: sellable listings, active coaches and areas,
 * readable with the timetable's own permissions. Silent: /history (history:view alone) shows
 * its list without these filters when they are refused.
 */
export const fetchOptions = (signal?: AbortSignal): Promise<TimetableOptions> =>
  http.get<TimetableOptions>('/timetable/options', undefined, { signal, silent: true });
