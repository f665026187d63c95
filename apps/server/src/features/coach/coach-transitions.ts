import type { CoachStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** A coach's name in the operation log (audit_events.entity). */
export const COACH_ENTITY = 'coach';

/** How a coach moves: the store deactivates an active coach and activates an inactive one. */
export const coachTransitions = defineTransitions<CoachStatus>([
  { from: 'active', to: 'inactive', by: ['merchant'] },
  { from: 'inactive', to: 'active', by: ['merchant'] },
]);
