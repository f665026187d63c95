import type { Generated, Selectable } from 'kysely';

/** Employees of an owner (migration 2026-11-24-0002-employees, docs/staff-access.md). */
export interface EmployeeTable {
  id: Generated<number>;
  /** The owner (a `store_managers` account) who added the employee; only it sees the row. */
  owner_account_id: number;
  /** The employee's own console account (role 2). */
  account_id: number;
  name: string;
  phone: string;
  /** 'active' | 'disabled' */
  status: string;
  /** 'front_desk' | 'manager' | 'finance' | 'custom' */
  template: string;
  created_at: string;
  updated_at: string;
}

export interface EmployeeStoreTable {
  employee_id: number;
  store_id: number;
}

export interface EmployeeFunctionTable {
  employee_id: number;
  function_id: number;
}

export interface EmployeeTables {
  employees: EmployeeTable;
  employee_stores: EmployeeStoreTable;
  employee_functions: EmployeeFunctionTable;
}

export type EmployeeRow = Selectable<EmployeeTable>;
