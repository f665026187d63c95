/**
 * TanStack Query hooks of the employee screen. Keys start with 'employee' (never the store
 * id: a store switch resets every query).
 */
import type { EmployeeCreateBody, EmployeeUpdateBody } from '@merchant/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createEmployee,
  fetchEmployee,
  fetchGrantOptions,
  setEmployeeStatus,
  updateEmployee,
} from './employee.api';

export const employeeKeys = {
  all: ['employee'] as const,
  lists: ['employee', 'list'] as const,
  detail: (id: number) => ['employee', 'detail', id] as const,
  grantOptions: ['employee', 'grant-options'] as const,
};

export const useGrantOptions = (enabled = true) =>
  useQuery({
    queryKey: employeeKeys.grantOptions,
    queryFn: ({ signal }) => fetchGrantOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useEmployee = (id: number | null) =>
  useQuery({
    queryKey: employeeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchEmployee(id!, signal),
    enabled: id !== null,
  });

/** After any change: the lists, the changed row and its operation log. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (id: number) => {
    void queryClient.invalidateQueries({ queryKey: employeeKeys.lists });
    void queryClient.invalidateQueries({ queryKey: employeeKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: ['audit', 'employee', id] });
  };
};

export const useSaveEmployee = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EmployeeCreateBody | EmployeeUpdateBody }) =>
      id === null ? createEmployee(body as EmployeeCreateBody) : updateEmployee(id, body),
    onSuccess: (employee) => refresh(employee.id),
  });
};

export const useEmployeeStatus = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'disable' | 'enable' }) =>
      setEmployeeStatus(id, action),
    onSuccess: (employee) => refresh(employee.id),
  });
};
