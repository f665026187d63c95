/** TanStack Query hooks of the listings. Keys start with 'course' (never the store id). */
import type { CourseBody, CourseBulkAction } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkMoveCourses,
  type CourseMove,
  createCourse,
  deleteCourse,
  fetchActiveCoaches,
  fetchAreas,
  fetchCourse,
  fetchStatusCount,
  moveCourse,
  updateCourse,
} from './course.api';

export const courseKeys = {
  all: ['course'] as const,
  lists: ['course', 'list'] as const,
  counts: ['course', 'status_count'] as const,
  detail: (id: number) => ['course', 'detail', id] as const,
};

export const useStatusCount = () =>
  useQuery({ queryKey: courseKeys.counts, queryFn: ({ signal }) => fetchStatusCount(signal) });

export const useCourse = (id: number | null) =>
  useQuery({
    queryKey: courseKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchCourse(id as number, signal),
  });

export const useCoachOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['coach', 'list', 'active-options'],
    enabled,
    queryFn: ({ signal }) => fetchActiveCoaches(signal),
    staleTime: 60_000,
  });

export const useAreaOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['area', 'list', 'options'],
    enabled,
    queryFn: ({ signal }) => fetchAreas(signal),
    staleTime: 60_000,
    retry: false,
  });

/** Every change refreshes the lists, the counts, the listing and its operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'course'] });
  };
};

export const useSaveCourse = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CourseBody }) =>
      id === null ? createCourse(body) : updateCourse(id, body),
    onSuccess: refresh,
  });
};

export const useMoveCourse = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: CourseMove | 'delete' }) =>
      move === 'delete' ? deleteCourse(id).then(() => null) : moveCourse(id, move),
    onSuccess: refresh,
  });
};

export const useBulkMove = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, ids }: { action: CourseBulkAction; ids: number[] }) =>
      bulkMoveCourses(action, ids),
    onSuccess: refresh,
  });
};
