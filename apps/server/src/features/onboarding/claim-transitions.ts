import type { ClaimStatus } from '@merchant/shared';
import { defineTransitions } from '../../lib/transitions';

/** A claim's name in the operation log (audit_events.entity). */
export const CLAIM_ENTITY = 'store_claim';

/**
 * How a claim moves (docs/api.md "Onboarding"): the platform approves or rejects a pending
 * claim; the merchant reopens a rejected one by resubmitting qualifications. Approved is final.
 */
export const claimTransitions = defineTransitions<ClaimStatus>([
  { from: 'pending', to: 'approved', by: ['platform'] },
  { from: 'pending', to: 'rejected', by: ['platform'] },
  { from: 'rejected', to: 'pending', by: ['merchant'] },
]);
