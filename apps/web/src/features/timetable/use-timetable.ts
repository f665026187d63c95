/** TanStack Query hooks of the timetable. Keys start with 'timetable' (never the store id). */
import type { SessionCancelBody, TimetableOptions, TimetableRuleBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelSession,
  copyWeek,
  fetchOptions,
  fetchWeek,
  saveRule,
  type WeekFilters,
} from './timetable.api';

export const timetableKeys = {
  all: ['timetable'] as const,
  week: (monday: string, filters: WeekFilters) => ['timetable', 'week', monday, filters] as const,
  history: ['timetable', 'history'] as const,
  options: ['timetable', 'options'] as const,
};

export const COURSETABLE_EDIT = 'coursetable:edit';
export const COURSETABLE_CANCEL = 'coursetable:cancel';

export const useWeek = (monday: string, filters: WeekFilters) =>
  useQuery({
    queryKey: timetableKeys.week(monday, filters),
    queryFn: ({ signal }) => fetchWeek(monday, filters, signal),
    placeholderData: (previous) => previous,
  });

const NO_OPTIONS: TimetableOptions = { courses: [], coaches: [], areas: [] };

/** Course, coach and area pickers (filters and the rule form); a minute fresh is enough. */
export const useOptions = (): TimetableOptions & { isError: boolean } => {
  const query = useQuery({
    queryKey: timetableKeys.options,
    queryFn: ({ signal }) => fetchOptions(signal),
    staleTime: 60_000,
    retry: false,
  });
  return { ...(query.data ?? NO_OPTIONS), isError: query.isError };
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
