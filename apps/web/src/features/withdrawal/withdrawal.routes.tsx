/** Withdrawal accounts (spec §2 Finance `account`). The sidebar entry comes from the server menu. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/account',
    lazy: () => import('./pages/AccountListPage'),
    handle: { title: 'withdrawal:title', icon: 'card' },
  },
];
