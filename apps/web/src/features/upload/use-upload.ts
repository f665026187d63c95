/**
 * TanStack Query hooks of the media library. Keys start with 'files' (never the store id: a
 * store switch resets every query).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFile, fetchFileUrl } from './upload.api';

export const filesKeys = {
  all: ['files'] as const,
  lists: ['files', 'list'] as const,
};

/** The rows carry signed thumbnail URLs valid 900 s: refresh well before they expire. */
export const fileListOptions = { staleTime: 60_000, refetchInterval: 10 * 60_000 };

/** A fresh signed URL to open or download a file (they are short-lived, so never cached). */
export const useFileUrl = () => useMutation({ mutationFn: (id: number) => fetchFileUrl(id) });

export const useDeleteFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFile(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: filesKeys.lists }),
  });
};

/** After an upload: the new file is first on page 1. */
export const useRefreshFiles = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: filesKeys.lists });
};
