/** Server calls of the employee screen (docs/staff-access.md on the staff-api branch). */
import type {
  Employee,
  EmployeeCreateBody,
  EmployeeGrantOptions,
  EmployeeUpdateBody,
  ListQueryInput,
  Page,
} from '@merchant/shared';
import { http } from '../../lib/http';

/** One page of the caller's employees working in the tab's store (lists/employee.list.ts). */
export const fetchEmployees = (query: ListQueryInput, signal?: AbortSignal): Promise<Page<Employee>> =>
  http.post<Page<Employee>>('/employee/list', query, { signal });

export const fetchEmployee = (id: number, signal?: AbortSignal): Promise<Employee> =>
  http.get<Employee>(`/employee/${id}`, undefined, { signal });

/** The grant tree, the three templates and the stores the caller owns. */
export const fetchGrantOptions = (signal?: AbortSignal): Promise<EmployeeGrantOptions> =>
  http.get<EmployeeGrantOptions>('/employee/grant-options', undefined, { signal });

export const createEmployee = (body: EmployeeCreateBody): Promise<Employee> =>
  http.post<Employee>('/employee', body);

export const updateEmployee = (id: number, body: EmployeeUpdateBody): Promise<Employee> =>
  http.put<Employee>(`/employee/${id}`, body);

export const setEmployeeStatus = (id: number, action: 'disable' | 'enable'): Promise<Employee> =>
  http.post<Employee>(`/employee/${id}/${action}`);
