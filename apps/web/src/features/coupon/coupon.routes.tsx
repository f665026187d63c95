/** /verify: the front desk redeems vouchers (核销; docs/coupons.md). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/verify',
    lazy: () => import('./pages/VerifyPage'),
    handle: { title: 'coupon:title', icon: 'scan' },
  },
];
