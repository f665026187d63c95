/** /profile: "account management" in the user dropdown (spec §2); not a sidebar entry. */
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [
  {
    path: '/profile',
    lazy: () => import('./pages/ProfilePage'),
    handle: { title: 'user:profile.title', icon: 'user', hidden: true },
  },
];
