import type { MemberCardStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** A card's name in the operation log (audit_events.entity). */
export const MEMBER_CARD_ENTITY = 'member_card';

/**
 * How a sold card moves (docs/cards.md "States"). The desk activates a card by its first use
 * and the expiry pass (system) on its chosen start date; a card not started that was never
 * activated by its last start day expires. A frozen card does not expire while frozen (its
 * expiry moves on by the days it was frozen); it is unfrozen by the desk or when the freeze
 * ends. Expired and refunded are final.
 */
export const memberCardTransitions = defineTransitions<MemberCardStatus>([
  { from: 'not_started', to: 'active', by: ['merchant', 'system'] },
  { from: 'not_started', to: 'refunded', by: ['merchant'] },
  { from: 'not_started', to: 'expired', by: ['system'] },
  { from: 'active', to: 'frozen', by: ['merchant'] },
  { from: 'active', to: 'expired', by: ['system'] },
  { from: 'active', to: 'refunded', by: ['merchant'] },
  { from: 'frozen', to: 'active', by: ['merchant', 'system'] },
  { from: 'frozen', to: 'refunded', by: ['merchant'] },
]);
