/** TanStack Query hooks of the store-management screen. */
import { useMutation } from '@tanstack/react-query';
import { useApplyStoreSelection } from '../../app/layout/topbar/use-store-selection';
import { manageStore } from './store.api';

export const merchantKeys = {
  lists: ['merchant', 'list'] as const,
};

/**
 * Switches the managed store: the server first; once it agreed, the shell's own switch
 * (Store-Id cookie, every cached query reset, because keys never carry the store id, and the
 * open views remounted), exactly as the top bar's store switcher does it.
 */
export const useManageStore = () => {
  const apply = useApplyStoreSelection();
  return useMutation({
    mutationFn: (id: number) => manageStore(id),
    onSuccess: (store) => apply(store.id),
  });
};
