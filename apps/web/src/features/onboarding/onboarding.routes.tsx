/**
 * Onboarding (spec §2): the public /steps wizard with its child screens, /steps/state and
 * /steps/create; and, outside the main layout but signed in, /state, /qualifications and
 * /create. Only `lazy` imports here (this file is on every first load).
 *
 * None is `light`: they use the query cache and antd's App (toasts, confirmations), so the
 * router wraps them in the console providers.
 */
import type { AppRoute } from '../../app/route-types';

const wizard = { layout: false, public: true, hidden: true, noCache: true } as const;
const signedIn = { layout: false, public: false, hidden: true, noCache: true } as const;

const claimStep = () => import('./pages/ClaimStep');

export const routes: AppRoute[] = [
  {
    path: '/steps',
    lazy: () => import('./pages/StepsPage'),
    handle: { title: 'onboarding:title.steps', ...wizard },
    children: [
      {
        path: '/steps/register',
        lazy: () => import('./pages/RegisterStep'),
        handle: { title: 'onboarding:steps.register', ...wizard },
      },
      { path: '/steps/claim', lazy: claimStep, handle: { title: 'onboarding:steps.claim', ...wizard } },
      {
        path: '/steps/qualifications',
        lazy: () => import('./pages/QualificationsStep'),
        handle: { title: 'onboarding:steps.qualifications', ...wizard },
      },
      {
        path: '/steps/components/list',
        lazy: claimStep,
        handle: { title: 'onboarding:title.list', ...wizard },
      },
    ],
  },
  {
    path: '/steps/state',
    lazy: () => import('./pages/ClaimStatusPage'),
    handle: { title: 'onboarding:title.state', ...wizard },
  },
  {
    path: '/steps/create',
    lazy: () => import('./pages/CreateStorePage'),
    handle: { title: 'onboarding:title.create', ...wizard },
  },
  {
    path: '/state',
    lazy: () => import('./pages/ClaimStatusPage'),
    handle: { title: 'onboarding:title.state', ...signedIn },
  },
  {
    path: '/qualifications',
    lazy: () => import('./pages/QualificationsPage'),
    handle: { title: 'onboarding:title.qualifications', ...signedIn },
  },
  {
    path: '/create',
    lazy: () => import('./pages/CreateStorePage'),
    handle: { title: 'onboarding:title.create', ...signedIn },
  },
];
