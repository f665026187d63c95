/** The employee form's values and what is sent, pure so they are unit-tested. */
import type {
  Employee,
  EmployeeCreateBody,
  EmployeeGrantOptions,
  EmployeeTemplate,
  EmployeeUpdateBody,
} from '@merchant/shared';
import { closeSelection, type GrantScreen, templateSelection } from './grant-model';

export interface EmployeeFormValues {
  name: string;
  phone?: string;
  store_ids: number[];
  template: EmployeeTemplate;
  function_ids: number[];
}

/** A new employee starts as front desk in the store the tab shows (when the caller owns it). */
export const DEFAULT_TEMPLATE: EmployeeTemplate = 'front_desk';

export const initialEmployeeValues = (
  options: EmployeeGrantOptions,
  screens: readonly GrantScreen[],
  employee: Employee | undefined,
  storeId: number | undefined,
): EmployeeFormValues => {
  if (employee) {
    return {
      name: employee.name,
      store_ids: employee.stores.map((store) => store.id),
      template: employee.template,
      function_ids: closeSelection(screens, employee.function_ids),
    };
  }
  const owned = options.stores.some((store) => store.id === storeId);
  return {
    name: '',
    phone: '',
    store_ids: owned && storeId !== undefined ? [storeId] : [],
    template: DEFAULT_TEMPLATE,
    function_ids: templateSelection(options, screens, DEFAULT_TEMPLATE, []),
  };
};

/** The body of POST /employee (with the phone) or PUT /employee/{id} (without). */
export const toEmployeeBody = (
  values: EmployeeFormValues,
  editing: boolean,
): EmployeeCreateBody | EmployeeUpdateBody => {
  const body: EmployeeUpdateBody = {
    name: values.name.trim(),
    store_ids: [...values.store_ids].sort((a, b) => a - b),
    template: values.template,
    function_ids: [...values.function_ids].sort((a, b) => a - b),
  };
  return editing ? body : { ...body, phone: (values.phone ?? '').trim() };
};
