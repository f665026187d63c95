/**
 * Whether the server menu grants the screen a tab shows. The sidebar shows a
 * screen only through its server menu entry, and the server answers the menu per account:
 * an employee's menu lists only what the owner granted. So a screen the sidebar could offer
 * (a registered route that is not `hidden`) but this account's menu does not list is not
 * granted: a typed or bookmarked URL shows a 403 page instead of a screen whose every call
 * would be refused. Hidden routes (details, the account screen, "My stores") are not menu
 * screens and stay open; their calls are checked by the server as always.
 */
import type { MenuItem } from '@merchant/shared';
import { HOME_PATH } from '../route-match';
import { findMenuPath } from './menu-model';

export type ScreenAccess = 'allow' | 'forbidden' | 'wait';

export interface ScreenAccessInput {
  path: string;
  hidden: boolean | undefined;
  /** The account's menu (use-menu.ts), reduced to the entries this build can open. */
  items: readonly MenuItem[];
  menuLoading: boolean;
  /** The menu could not be read: do not lock the screen for that, the server still limits. */
  menuFailed: boolean;
}

/** Whether a route's screen is decided by the menu at all (else it is always allowed). */
export const isMenuScreen = (route: { path: string; handle: { hidden?: boolean } }): boolean =>
  route.handle.hidden !== true && route.path !== HOME_PATH;

export const screenAccess = ({
  path,
  hidden,
  items,
  menuLoading,
  menuFailed,
}: ScreenAccessInput): ScreenAccess => {
  // The home screen is every account's (menu access 'always'): the signed-in first screen
  // never waits for the menu.
  if (!isMenuScreen({ path, handle: { hidden } })) return 'allow';
  if (menuLoading) return 'wait';
  if (menuFailed) return 'allow';
  return findMenuPath(items, path).length > 0 ? 'allow' : 'forbidden';
};
