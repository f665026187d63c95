import type { ServiceStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** The services' names in the operation log (audit_events.entity). */
export const TIMED_SERVICE_ENTITY = 'timed_service';
export const COUNT_SERVICE_ENTITY = 'count_service';

/** How a service moves: the store puts an online service offline and an offline one online. */
export const serviceTransitions = defineTransitions<ServiceStatus>([
  { from: 'online', to: 'offline', by: ['merchant'] },
  { from: 'offline', to: 'online', by: ['merchant'] },
]);
