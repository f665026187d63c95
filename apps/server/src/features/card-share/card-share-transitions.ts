import type { ShareRequestStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** A share request's name in the operation log (audit_events.entity). */
export const CARD_SHARE_ENTITY = 'card_share';

/**
 * How a share request moves: the store approves or rejects a pending request, the consumer who
 * asked may withdraw it while it waits. Every decided state is final.
 */
export const cardShareTransitions = defineTransitions<ShareRequestStatus>([
  { from: 'pending', to: 'approved', by: ['merchant'] },
  { from: 'pending', to: 'rejected', by: ['merchant'] },
  { from: 'pending', to: 'cancelled', by: ['app'] },
]);
