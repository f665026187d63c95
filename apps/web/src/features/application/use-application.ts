/** TanStack Query hooks of the applications. Keys start with 'application' (never the store id). */
import type { ApplicationBody, ServiceType } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApplication, saveApplication } from './application.api';

export const applicationKeys = {
  all: ['application'] as const,
  ofType: (type: ServiceType) => ['application', type] as const,
};

/**
 * The store's application of one type (the gate of the service screens reads it too, `silent`:
 * it explains a refusal itself rather than toasting it).
 */
export const useApplication = (type: ServiceType, silent = false) =>
  useQuery({
    queryKey: applicationKeys.ofType(type),
    queryFn: ({ signal }) => fetchApplication(type, signal, silent),
  });

/** A save puts the answer in the cache and refreshes the operation log. */
export const useSaveApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationBody) => saveApplication(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(applicationKeys.ofType(saved.type), saved);
      void queryClient.invalidateQueries({ queryKey: ['audit', 'service_application'] });
    },
  });
};
