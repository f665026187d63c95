/**
 * Finance (spec §2 `deposit`): the store's balances and statement. The withdrawal form and list
 * join this screen with the payout provider. The sidebar entry comes from the server menu.
 */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/deposit',
    lazy: () => import('./pages/DepositPage'),
    handle: { title: 'finance:title', icon: 'wallet' },
  },
];
