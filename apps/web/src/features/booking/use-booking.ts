/** TanStack Query hooks of a session's roster. Keys start with 'booking'. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestNumbers } from '../../lib/request-no';
import { checkIn, fetchRoster, markNoShow } from './booking.api';

export const COURSETABLE_CHECKIN = 'coursetable:checkin';

export const bookingKeys = {
  roster: (sessionId: number) => ['booking', 'roster', sessionId] as const,
};

export const useRoster = (sessionId: number | null) =>
  useQuery({
    queryKey: bookingKeys.roster(sessionId ?? 0),
    queryFn: ({ signal }) => fetchRoster(sessionId as number, signal),
    enabled: sessionId !== null,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['booking'] });
    void queryClient.invalidateQueries({ queryKey: ['timetable'] });
  };
};

/** Check-in: one request number per booking while its outcome is unknown (docs/idempotency.md). */
export const useCheckIn = () => {
  const refresh = useRefresh();
  const withRequestNo = useRequestNumbers();
  return useMutation({
    mutationFn: (id: number) => withRequestNo(`checkin-${id}`, (requestNo) => checkIn(id, requestNo)),
    onSuccess: refresh,
  });
};

export const useNoShow = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: markNoShow, onSuccess: refresh });
};
