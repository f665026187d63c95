/**
 * The one QueryClient. lib/http.ts already toasts every failure, so queries do not retry: a
 * retry would show the same error twice and hammer a server that just refused.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
