/** TanStack Query hooks of the coaches. Keys start with 'coach' (never the store id). */
import type { CoachBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCoach, fetchCoach, setCoachActive, updateCoach } from './coach.api';

export const coachKeys = {
  all: ['coach'] as const,
  lists: ['coach', 'list'] as const,
  detail: (id: number) => ['coach', 'detail', id] as const,
};

/** One coach (for the edit drawer: fresh picture addresses and certificates). */
export const useCoach = (id: number | null) =>
  useQuery({
    queryKey: coachKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchCoach(id as number, signal),
  });

/** Every change refreshes the lists, the coach and its operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: coachKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'coach'] });
  };
};

export const useSaveCoach = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CoachBody }) =>
      id === null ? createCoach(body) : updateCoach(id, body),
    onSuccess: refresh,
  });
};

export const useSetCoachActive = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setCoachActive(id, active),
    onSuccess: refresh,
  });
};
