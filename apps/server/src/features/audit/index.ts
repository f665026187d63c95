export { auditRoutes } from './audit.routes';
export { createAuditService } from './audit.service';
