/**
 * The New / Edit drawer of a list screen: "New" opens at once; "Edit" loads the row first (the
 * drawer opens once it is loaded, so the form starts from fresh values, not the list's copy),
 * and a row that could not be loaded (lib/http said why) opens no drawer.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

type DrawerState = { open: false } | { open: true; id: number | null };

export const useEditDrawer = <T>(useDetail: (id: number | null) => UseQueryResult<T>) => {
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const editingId = drawer.open ? drawer.id : null;
  const editing = useDetail(editingId);
  useEffect(() => {
    if (editing.isError) setDrawer({ open: false });
  }, [editing.isError]);

  return {
    openNew: () => setDrawer({ open: true, id: null }),
    openEdit: (id: number) => setDrawer({ open: true, id }),
    close: () => setDrawer({ open: false }),
    /** True while row `id` is being loaded for its Edit (its button shows a spinner). */
    isLoading: (id: number) => editingId === id && editing.isFetching && editing.data === undefined,
    isOpen: drawer.open && (drawer.id === null || editing.data !== undefined),
    /** The loaded row in edit mode; undefined for New. */
    item: drawer.open && drawer.id !== null ? editing.data : undefined,
  };
};
