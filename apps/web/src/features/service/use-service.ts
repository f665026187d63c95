/** TanStack Query hooks of the service screens. Keys start with 'service' (never the store id). */
import type { CountServiceBody, ServiceStatus, TimedServiceBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchCountOptions,
  fetchCountService,
  fetchTimedOptions,
  fetchTimedService,
  saveCountService,
  saveTimedService,
  setCountStatus,
  setTimedStatus,
} from './service.api';

export const serviceKeys = {
  timed: ['service', 'timed'] as const,
  timedList: ['service', 'timed', 'list'] as const,
  timedDetail: (id: number) => ['service', 'timed', 'detail', id] as const,
  timedOptions: ['service', 'timed', 'options'] as const,
  count: ['service', 'count'] as const,
  countList: ['service', 'count', 'list'] as const,
  countDetail: (id: number) => ['service', 'count', 'detail', id] as const,
  countOptions: ['service', 'count', 'options'] as const,
};

/** Every change refreshes the kind's lists, details and its operation log. */
const useRefresh = (kind: 'timed' | 'count') => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: serviceKeys[kind] });
    void queryClient.invalidateQueries({
      queryKey: ['audit', kind === 'timed' ? 'timed_service' : 'count_service'],
    });
  };
};

export const useTimedService = (id: number | null) =>
  useQuery({
    queryKey: serviceKeys.timedDetail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchTimedService(id as number, signal),
  });

export const useTimedOptions = () =>
  useQuery({ queryKey: serviceKeys.timedOptions, queryFn: ({ signal }) => fetchTimedOptions(signal) });

export const useSaveTimedService = () => {
  const refresh = useRefresh('timed');
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TimedServiceBody }) => saveTimedService(id, body),
    onSuccess: refresh,
  });
};

export const useSetTimedStatus = () => {
  const refresh = useRefresh('timed');
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: ServiceStatus }) => setTimedStatus(id, to),
    onSuccess: refresh,
  });
};

export const useCountService = (id: number | null) =>
  useQuery({
    queryKey: serviceKeys.countDetail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchCountService(id as number, signal),
  });

export const useCountOptions = () =>
  useQuery({ queryKey: serviceKeys.countOptions, queryFn: ({ signal }) => fetchCountOptions(signal) });

export const useSaveCountService = () => {
  const refresh = useRefresh('count');
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CountServiceBody }) => saveCountService(id, body),
    onSuccess: refresh,
  });
};

export const useSetCountStatus = () => {
  const refresh = useRefresh('count');
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: ServiceStatus }) => setCountStatus(id, to),
    onSuccess: refresh,
  });
};
