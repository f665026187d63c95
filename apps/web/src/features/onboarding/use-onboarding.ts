/** TanStack Query hooks of the onboarding screens. */
import type { ClaimStoreQuery, QualificationBody } from '@merchant/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../app/session-store';
import { useStoreStore } from '../../app/store-store';
import {
  applyForStore,
  createStore,
  deleteQualification,
  fetchClaimableStores,
  fetchClaimStatus,
  fetchPhotoUrl,
  fetchQualification,
  submitQualification,
} from './onboarding.api';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  stores: (query: ClaimStoreQuery) => ['onboarding', 'stores', query] as const,
  status: ['onboarding', 'status'] as const,
  qualification: (id: number) => ['onboarding', 'qualification', id] as const,
  photo: (id: number) => ['onboarding', 'photo', id] as const,
};

/** Only with a session: every /claim call needs a signed-in merchant. */
const useSignedIn = () => useSessionStore((state) => state.token !== undefined);

export const useClaimableStores = (query: ClaimStoreQuery) =>
  useQuery({
    queryKey: onboardingKeys.stores(query),
    queryFn: ({ signal }) => fetchClaimableStores(query, signal),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useClaimStatus = () =>
  useQuery({
    queryKey: onboardingKeys.status,
    queryFn: ({ signal }) => fetchClaimStatus(signal),
    enabled: useSignedIn(),
    staleTime: 0,
  });

export const useQualification = (id: number | null | undefined) =>
  useQuery({
    queryKey: onboardingKeys.qualification(id ?? 0),
    queryFn: ({ signal }) => fetchQualification(id as number, signal),
    enabled: useSignedIn() && typeof id === 'number',
    staleTime: 0,
  });

/** A photo's signed address (valid 900 s), when the server lets this session read it. */
export const usePhotoUrl = (id: number | undefined) =>
  useQuery({
    queryKey: onboardingKeys.photo(id ?? 0),
    queryFn: ({ signal }) => fetchPhotoUrl(id as number, signal),
    enabled: typeof id === 'number' && id > 0,
    staleTime: 600_000,
    retry: false,
  });

/** Claiming changes the list, the status and (later) the stores: refresh all of onboarding. */
const useRefreshOnboarding = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
};

export const useApply = () => {
  const refresh = useRefreshOnboarding();
  return useMutation({ mutationFn: applyForStore, onSuccess: () => refresh() });
};

/** Adds the store, then claims it: one step for the merchant. */
export const useCreateAndClaim = () => {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: async (body: Parameters<typeof createStore>[0]) => {
      const store = await createStore(body);
      try {
        return { store, claim: await applyForStore(store.id) };
      } catch (error) {
        // The store exists now: say which one, so the screen can offer to claim it from the list.
        throw Object.assign(error as Error, { createdStore: store });
      }
    },
    onSettled: () => refresh(),
  });
};

export const useSubmitQualification = () => {
  const refresh = useRefreshOnboarding();
  return useMutation({
    mutationFn: (body: QualificationBody) => submitQualification(body),
    onSuccess: () => refresh(),
  });
};

export const useDeleteQualification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQualification,
    onSuccess: (_value, id) => {
      queryClient.removeQueries({ queryKey: onboardingKeys.qualification(id) });
      return queryClient.invalidateQueries({ queryKey: onboardingKeys.status });
    },
  });
};

/**
 * Into the console after an approval: the approved store becomes the selected one (the top
 * bar tells the server), and every cached answer is dropped, so the store switcher fetches
 * the store list again and shows the new store.
 */
export const useEnterConsole = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (storeId: number, to: string) => {
    useStoreStore.getState().setStoreId(storeId);
    await queryClient.resetQueries();
    navigate(to);
  };
};
