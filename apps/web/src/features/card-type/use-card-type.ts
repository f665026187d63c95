/** TanStack Query hooks of the card types. Keys start with 'card-type' (never the store id). */
import type { CardSettings, CardTypeBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchCardSettings,
  fetchCardType,
  fetchCardTypeOptions,
  saveCardSettings,
  saveCardType,
  setCardTypeOnSale,
} from './card-type.api';

export const cardTypeKeys = {
  all: ['card-type'] as const,
  lists: ['card-type', 'list'] as const,
  detail: (id: number) => ['card-type', 'detail', id] as const,
  options: ['card-type', 'options'] as const,
  settings: ['card-type', 'settings'] as const,
};

/** One card type (for the edit drawer: fresh terms and courses). */
export const useCardType = (id: number | null) =>
  useQuery({
    queryKey: cardTypeKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => fetchCardType(id as number, signal),
  });

/** The store's courses for the "valid for" picker (loaded when the form needs them). */
export const useCardTypeOptions = (enabled: boolean) =>
  useQuery({
    queryKey: cardTypeKeys.options,
    enabled,
    queryFn: ({ signal }) => fetchCardTypeOptions(signal),
  });

export const useCardSettings = () =>
  useQuery({ queryKey: cardTypeKeys.settings, queryFn: ({ signal }) => fetchCardSettings(signal) });

/** Every change refreshes the lists, the type and its operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cardTypeKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
};

export const useSaveCardType = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CardTypeBody }) => saveCardType(id, body),
    onSuccess: refresh,
  });
};

export const useSetCardTypeOnSale = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) => setCardTypeOnSale(id, onSale),
    onSuccess: refresh,
  });
};

/** A new region changes every type's cap warnings: the lists are refreshed too. */
export const useSaveCardSettings = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (settings: CardSettings) => saveCardSettings(settings),
    onSuccess: refresh,
  });
};
