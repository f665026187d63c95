import type { SessionStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** Names in the operation log (audit_events.entity). */
export const RULE_ENTITY = 'timetable_rule';
export const SESSION_ENTITY = 'timetable_session';

/**
 * How a dated session moves: the store cancels a scheduled one (its bookings are released in the
 * same transaction: features/booking releaseSessionBookings); the system marks one completed once it ended.
 */
export const sessionTransitions = defineTransitions<SessionStatus>([
  { from: 'scheduled', to: 'cancelled', by: ['merchant'] },
  { from: 'scheduled', to: 'completed', by: ['system'] },
]);
