import type { CardTypeStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** A card type's name in the operation log (audit_events.entity). */
export const CARD_TYPE_ENTITY = 'card_type';

/** The store's prepaid-rules region in the operation log (entity id: the store's id). */
export const PREPAID_REGION_ENTITY = 'prepaid_region';

/**
 * How a card type moves: the store takes an on-sale type off sale and puts it back. Cards
 * already sold are not touched either way; an off-sale type only stops new issues.
 */
export const cardTypeTransitions = defineTransitions<CardTypeStatus>([
  { from: 'on_sale', to: 'off_sale', by: ['merchant'] },
  { from: 'off_sale', to: 'on_sale', by: ['merchant'] },
]);
