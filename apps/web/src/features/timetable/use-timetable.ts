/** TanStack Query hooks of the timetable. Keys start with 'timetable' (never the store id). */
import type { SessionCancelBody, TimetableRuleBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelSession,
  copyWeek,
  fetchAreaOptions,
  fetchCoachOptions,
  fetchCourseOptions,
  fetchWeek,
  saveRule,
  type WeekFilters,
} from './timetable.api';

export const timetableKeys = {
  all: ['timetable'] as const,
  week: (monday: string, filters: WeekFilters) => ['timetable', 'week', monday, filters] as const,
  history: ['timetable', 'history'] as const,
  options: (kind: 'course' | 'coach' | 'area') => ['timetable', 'options', kind] as const,
};

export const COURSETABLE_EDIT = 'coursetable:edit';
export const COURSETABLE_CANCEL = 'coursetable:cancel';

export const useWeek = (monday: string, filters: WeekFilters) =>
  useQuery({
    queryKey: timetableKeys.week(monday, filters),
    queryFn: ({ signal }) => fetchWeek(monday, filters, signal),
    placeholderData: (previous) => previous,
  });

/** Course, coach and area pickers (filters and the rule form); a minute fresh is enough. */
export const useOptions = () => {
  const courses = useQuery({
    queryKey: timetableKeys.options('course'),
    queryFn: ({ signal }) => fetchCourseOptions(signal),
    staleTime: 60_000,
  });
  const coaches = useQuery({
    queryKey: timetableKeys.options('coach'),
    queryFn: ({ signal }) => fetchCoachOptions(signal),
    staleTime: 60_000,
  });
  const areas = useQuery({
    queryKey: timetableKeys.options('area'),
    queryFn: ({ signal }) => fetchAreaOptions(signal),
    staleTime: 60_000,
  });
  return {
    courses: courses.data?.content ?? [],
    coaches: coaches.data?.content ?? [],
    areas: areas.data?.content ?? [],
  };
};

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: timetableKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['area'] });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'timetable_session'] });
  };
};

export const useSaveRule = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TimetableRuleBody }) => saveRule(id, body),
    onSuccess: refresh,
  });
};

export const useCopyWeek = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ from, to, preview }: { from: string; to: string; preview: boolean }) =>
      copyWeek(from, to, preview),
    onSuccess: (_data, { preview }) => {
      if (!preview) refresh();
    },
  });
};

export const useCancelSession = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SessionCancelBody }) => cancelSession(id, body),
    onSuccess: refresh,
  });
};
