import { createHash } from 'node:crypto';
import type { OutputBundle } from 'rolldown';
// By path: the config loader bundles relative files, and the package's entry is TypeScript.
import { CookieName } from '../../../packages/shared/src/cookie-names';
import { DEFAULT_LANGUAGE, languages } from '../../../packages/shared/src/message-texts';
import { DESKTOP_MIN_WIDTH } from '../src/app/layout/mobile';
import { frameFromMenu } from '../src/app/layout/sidebar-snapshot/frame-from-menu';
import {
  restoreSidebarSnapshot,
  type SnapshotOptions,
} from '../src/app/layout/sidebar-snapshot/restore-snapshot';
import { SNAPSHOT_KEY } from '../src/app/layout/sidebar-snapshot/snapshot';
import { apiUrlOf, MENU_PATH } from '../src/lib/early-answers';
import { TAB_STORE_KEY } from './first-screen-preloads';

/** Names this build: any change to any output file changes it (and voids every kept copy). */
export const buildIdOf = (bundle: OutputBundle): string =>
  createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('base64url').slice(0, 16);

/**
 * The inline script that shows the copy of the sidebar from the last visit (restore-snapshot.ts),
 * or else the frame drawn from the menu answer (frame-from-menu.ts). It is the second part of
 * index.html's first script (first-screen-script.ts): it runs while the page is parsed, before
 * the console's modules, and the copy is fixed to the window, over `#root`. The drawn /login
 * pages (build/prerender.mjs) keep it too, although they never show a copy (no token): it also
 * names whom a copy is for, which the console needs to keep one after a sign-in there.
 */
export const sidebarSnapshotScript = (options: SnapshotOptions): string =>
  `(${String(restoreSidebarSnapshot)})(window, ${JSON.stringify(options)}, ${String(frameFromMenu)});`;

/** What the script needs to know of this build (restore-snapshot.ts SnapshotOptions). */
export const snapshotOptionsOf = (bundle: OutputBundle): SnapshotOptions => ({
  build: buildIdOf(bundle),
  key: SNAPSHOT_KEY,
  desktopFrom: DESKTOP_MIN_WIDTH,
  tabStoreKey: TAB_STORE_KEY,
  cookies: {
    token: CookieName.token,
    storeId: CookieName.storeId,
    language: CookieName.language,
    sidebar: CookieName.sidebar,
  },
  // As the first part of the script asks it (first-screen-preloads.ts).
  menuUrl: apiUrlOf(MENU_PATH),
  languages: [...languages],
  defaultLanguage: DEFAULT_LANGUAGE,
});
