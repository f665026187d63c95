import type { EmployeeStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** An employee's name in the operation log (audit_events.entity). */
export const EMPLOYEE_ENTITY = 'employee';

/** The owner disables an active employee and enables a disabled one (docs/staff-access.md). */
export const employeeTransitions = defineTransitions<EmployeeStatus>([
  { from: 'active', to: 'disabled', by: ['merchant'] },
  { from: 'disabled', to: 'active', by: ['merchant'] },
]);
