/**
 * The week shown and its filters, kept in the tab's URL (`?week=YYYY-MM-DD&coach=&area=&course=`)
 * so that a reload, a copied link or another tab shows the same grid. Pure parse/write, tested.
 */
import type { WeekFilters } from './timetable.api';
import { mondayOf } from './week-model';

export interface WeekView {
  monday: string;
  filters: WeekFilters;
}

const FILTER_PARAMS = { coach: 'coach_id', area: 'area_id', course: 'course_id' } as const;

const id = (value: string | null): number | undefined =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

export const parseWeekView = (params: URLSearchParams, today: string): WeekView => {
  const filters: WeekFilters = {};
  for (const [param, field] of Object.entries(FILTER_PARAMS)) {
    const value = id(params.get(param));
    if (value !== undefined) filters[field] = value;
  }
  return { monday: mondayOf(params.get('week'), today), filters };
};

/** `current` with the view written over it (other parameters, such as the menu's `id`, kept). */
export const writeWeekView = (current: URLSearchParams, view: WeekView, today: string): URLSearchParams => {
  const next = new URLSearchParams(current);
  if (view.monday === mondayOf(today, today)) next.delete('week');
  else next.set('week', view.monday);
  for (const [param, field] of Object.entries(FILTER_PARAMS)) {
    const value = view.filters[field];
    if (value === undefined) next.delete(param);
    else next.set(param, String(value));
  }
  return next;
};
