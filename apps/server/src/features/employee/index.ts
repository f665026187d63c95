export { employeeRoutes } from './employee.routes';
export { createEmployeeService } from './employee.service';
