/**
 * The signed-in user (spec §3 "User session state": token, name, avatar, roles). Only the
 * token outlives a reload (the `Admin-Token` cookie); name, avatar and roles are fetched again
 * by the guard (app/guard.tsx) when `infoLoaded` is false.
 */
import type { UserInfo } from '@merchant/shared';
import { create } from 'zustand';
import { getToken, removeToken, setTokenCookie } from '../lib/cookies';
import { ADMIN_ROLE } from './route-access';
import type { AppRoute } from './route-types';
import { useStoreStore } from './store-store';

/** sessionStorage key of the visited tabs (written by the layout's tab strip). */
export const TABS_STORAGE_KEY = 'tabs-view';
/** Any other key the app writes to local/session storage must start with this prefix. */
export const APP_STORAGE_PREFIX = 'store:';

export { ADMIN_ROLE };

export interface SessionState {
  token: string | undefined;
  name: string;
  avatar: string;
  roles: string[];
  /** True once GET /user/self/get_user_info answered for this token. */
  infoLoaded: boolean;
  /**
   * The account has no password of its own yet (an employee who signed in with a phone
   * code): the console asks for one before anything else (features/user InitialPasswordDialog).
   */
  mustSetPassword: boolean;
  /** The account only works in other merchants' stores (no claims or qualifications of its own). */
  staffOnly: boolean;
  /** The store the server session was on when the user info was fetched (see useStoreSync). */
  serverStoreId: number | null;
  /** Routes generated for the roles after the session was restored (spec §4). */
  accessibleRoutes: AppRoute[];
  setToken: (token: string) => void;
  /** Called after a successful login: token plus the admin-only roles of spec §4. */
  signIn: (token: string) => void;
  setUserInfo: (info: UserInfo) => void;
  setAccessibleRoutes: (routes: AppRoute[]) => void;
  /** The password was set (POST /user/password/initial answered). */
  passwordSet: () => void;
  /** Local logout: token, store selection, app storage and the query cache. */
  logout: () => void;
}

const clearAppStorage = (storage: Storage | undefined): void => {
  if (!storage) return;
  const owned: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && (key === TABS_STORAGE_KEY || key.startsWith(APP_STORAGE_PREFIX))) owned.push(key);
  }
  for (const key of owned) storage.removeItem(key);
};

const browserStorage = (kind: 'localStorage' | 'sessionStorage'): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window[kind];

export const useSessionStore = create<SessionState>()((set) => ({
  token: getToken(),
  name: '',
  avatar: '',
  roles: [],
  infoLoaded: false,
  mustSetPassword: false,
  staffOnly: false,
  serverStoreId: null,
  accessibleRoutes: [],
  setToken: (token) => {
    setTokenCookie(token);
    set({ token });
  },
  signIn: (token) => {
    setTokenCookie(token);
    set({ token, roles: [ADMIN_ROLE], infoLoaded: false });
  },
  setUserInfo: ({ name, avatar, roles, store_id, must_set_password, staff_only }) =>
    set({
      mustSetPassword: must_set_password,
      staffOnly: staff_only,
      name,
      avatar,
      roles: roles.length > 0 ? roles : [ADMIN_ROLE],
      infoLoaded: true,
      serverStoreId: store_id,
    }),
  setAccessibleRoutes: (routes) => set({ accessibleRoutes: routes }),
  passwordSet: () => set({ mustSetPassword: false }),
  logout: () => {
    removeToken();
    useStoreStore.getState().setStoreId(undefined);
    clearAppStorage(browserStorage('localStorage'));
    clearAppStorage(browserStorage('sessionStorage'));
    // Loaded on demand: the query cache is not on the sign-in screens' first load. When it was
    // never loaded there is nothing to clear, and the import resolves at once otherwise.
    void import('../lib/query-client').then(({ queryClient }) => queryClient.clear());
    set({
      token: undefined,
      name: '',
      avatar: '',
      roles: [],
      infoLoaded: false,
      mustSetPassword: false,
      staffOnly: false,
      accessibleRoutes: [],
    });
  },
}));
