/** Tag colours of the request and card states (one place, both screens). */
import type { MemberCardStatus, ShareRequestStatus } from '@merchant/shared';

export const REVIEW_DECIDE = 'membereview:decide';

export const requestColor: Record<ShareRequestStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export const cardColor: Record<MemberCardStatus, string> = {
  not_started: 'default',
  active: 'success',
  frozen: 'blue',
  expired: 'warning',
  refunded: 'default',
};
