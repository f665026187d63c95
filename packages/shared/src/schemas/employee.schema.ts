import { z } from 'zod';
import { bodyId, text } from './common.schema';
import { phoneField } from './user.schema';

/**
 * Employees (/employee): people the owner of a store lets into the console with
 * their own sign-in, in the stores and with the permissions the owner grants. The wire
 * contract of `POST /employee/list`, `GET /employee/{id}`, `POST /employee`,
 * `PUT /employee/{id}`, `POST /employee/{id}/disable|enable` and `GET /employee/grant-options`.
 */

/** Starting points of a grant; `custom` once the owner changed a template's set. */
export const employeeTemplates = ['front_desk', 'manager', 'finance', 'custom'] as const;
export type EmployeeTemplate = (typeof employeeTemplates)[number];

export const employeeStatuses = ['active', 'disabled'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** Most stores and permissions one employee can be given (far above any real store's). */
export const MAX_EMPLOYEE_STORES = 100;
export const MAX_EMPLOYEE_FUNCTIONS = 500;

const grantFields = {
  name: text({ max: 50 }),
  /** The stores the employee works in: stores the caller owns, at least one. */
  store_ids: z.array(bodyId).min(1).max(MAX_EMPLOYEE_STORES),
  template: z.enum(employeeTemplates),
  /** Button permissions (menu_functions ids) of `grant` menus; a button implies its screen's `:view`. */
  function_ids: z.array(bodyId).max(MAX_EMPLOYEE_FUNCTIONS),
};

/** POST /employee. The phone is the employee's sign-in (code first, then a password they set). */
export const employeeCreateBody = z.object({ ...grantFields, phone: phoneField });
export type EmployeeCreateBody = z.infer<typeof employeeCreateBody>;

/** PUT /employee/{id}: name, stores and grants; the phone is the account and does not change. */
export const employeeUpdateBody = z.object(grantFields);
export type EmployeeUpdateBody = z.infer<typeof employeeUpdateBody>;

export interface EmployeeStore {
  id: number;
  name: string;
}

/** One employee as the list and the detail answer. */
export interface Employee {
  id: number;
  name: string;
  phone: string;
  status: EmployeeStatus;
  template: EmployeeTemplate;
  stores: EmployeeStore[];
  function_ids: number[];
  created_at: string;
  updated_at: string;
}

/** A button permission the owner can grant, titled in the caller's language. */
export interface GrantableFunction {
  id: number;
  name: string;
  title: string;
}

/** A screen (or a folder of screens) of the grant tree; folders have no functions. */
export interface GrantableMenu {
  id: number;
  name: string;
  url: string;
  functions: GrantableFunction[];
  children: GrantableMenu[];
}

/** GET /employee/grant-options: what the owner may grant, the templates, the owner's stores. */
export interface EmployeeGrantOptions {
  menus: GrantableMenu[];
  templates: Record<Exclude<EmployeeTemplate, 'custom'>, number[]>;
  stores: EmployeeStore[];
}

/** The answers above as schemas, for the server's response validation and the OpenAPI document. */
const employeeStoreSchema = z.object({ id: z.number().int(), name: z.string() });

export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(employeeStatuses),
  template: z.enum(employeeTemplates),
  stores: z.array(employeeStoreSchema),
  function_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Employee>;

const grantableFunctionSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string() });

export const grantableMenuSchema: z.ZodType<GrantableMenu> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    functions: z.array(grantableFunctionSchema),
    children: z.array(grantableMenuSchema),
  }),
);

export const employeeGrantOptionsSchema = z.object({
  menus: z.array(grantableMenuSchema),
  templates: z.object({
    front_desk: z.array(z.number().int()),
    manager: z.array(z.number().int()),
    finance: z.array(z.number().int()),
  }),
  stores: z.array(employeeStoreSchema),
}) satisfies z.ZodType<EmployeeGrantOptions>;
