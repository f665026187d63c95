/**
 * TanStack Query hooks of /picture and /decoration. Keys start with 'decoration' (a store
 * switch resets every query). Picture URLs are signed for 900 s: the list refreshes before.
 */
import type { DecorationContent, StorePicturesBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchDecoration,
  fetchPictures,
  publishDecoration,
  saveDecorationDraft,
  savePictures,
} from './decoration.api';

export const decorationKeys = {
  pictures: ['decoration', 'pictures'] as const,
  decoration: ['decoration', 'state'] as const,
};

export const usePictures = () =>
  useQuery({
    queryKey: decorationKeys.pictures,
    queryFn: ({ signal }) => fetchPictures(signal),
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });

/** Saves the whole list; the answer replaces the cache, a refusal reloads what the server holds. */
export const useSavePictures = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorePicturesBody) => savePictures(body),
    onSuccess: (answer) => queryClient.setQueryData(decorationKeys.pictures, answer),
    onError: () => void queryClient.invalidateQueries({ queryKey: decorationKeys.pictures }),
  });
};

export const useDecoration = () =>
  useQuery({
    queryKey: decorationKeys.decoration,
    queryFn: ({ signal }) => fetchDecoration(signal),
    staleTime: 60_000,
  });

export const useSaveDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecorationContent) => saveDecorationDraft(body),
    onSuccess: (answer) => queryClient.setQueryData(decorationKeys.decoration, answer),
  });
};

export const usePublish = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDecoration,
    onSuccess: (answer) => queryClient.setQueryData(decorationKeys.decoration, answer),
    onError: () => void queryClient.invalidateQueries({ queryKey: decorationKeys.decoration }),
  });
};
