/**
 * The route definition every feature exports from `features/<f>/<f>.routes.tsx`
 * (docs/web-architecture.md, "Routes"). Kept in its own module so that feature route files
 * can import the type without importing the registry that imports them.
 */
import type { ComponentType } from 'react';

export interface RouteHandle {
  /** i18n key, e.g. 'notice:title'. */
  title: string;
  icon?: string;
  /** Roles allowed; absent = everyone (admin always passes). */
  roles?: string[];
  /** Not kept alive by the tab strip. */
  noCache?: boolean;
  /** Not shown in the sidebar/breadcrumb. */
  hidden?: boolean;
  /**
   * The screen's title is shared by several sidebar entries (the three applications): its tab
   * reads "<folder> · <entry>" so open tabs can be told apart. Other tabs read their entry.
   */
  tabWithFolder?: boolean;
  /** Tab cannot be closed (dashboard). */
  affix?: boolean;
  /** false = rendered outside the main layout (login etc.). */
  layout?: boolean;
  /** Reachable without a token (login, wizard…). */
  public?: boolean;
  /**
   * Standalone route rendered WITHOUT the console providers (query cache, antd App): the
   * page must not use useQuery or App.useApp. Only the sign-in screens, to keep /login small.
   */
  light?: boolean;
}

export interface AppRoute {
  /** Absolute path, e.g. '/notice/index'. */
  path: string;
  lazy: () => Promise<{ default: ComponentType }>;
  handle: RouteHandle;
  children?: AppRoute[];
}
