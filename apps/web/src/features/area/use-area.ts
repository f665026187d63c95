/** TanStack Query hooks of the areas. Keys start with 'area' (never the store id). */
import type { AreaBody } from '@merchant/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createArea, deleteArea, updateArea } from './area.api';

export const areaKeys = {
  all: ['area'] as const,
  lists: ['area', 'list'] as const,
};

export const AREA_EDIT = 'area:edit';
export const AREA_DELETE = 'area:delete';

/** Every change refreshes the lists, the operation log and the timetable (its area names). */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: areaKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'area'] });
    void queryClient.invalidateQueries({ queryKey: ['timetable'] });
  };
};

export const useSaveArea = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AreaBody }) =>
      id === null ? createArea(body) : updateArea(id, body),
    onSuccess: refresh,
  });
};

export const useDeleteArea = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => deleteArea(id), onSuccess: refresh });
};
