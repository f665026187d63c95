import { MAX_DB_ID, type MessageKey, RoleCode } from '@merchant/shared';
import type { RouteAccess } from './access-types';

/** The pure rules of the access plugin: who each scope admits, and the store header's form. */

export const STORE_HEADER = 'x-store-id';

/**
 * Why an account of `role` may not call a route declared `access`, as a message key; null when
 * it may. Console scopes admit the console's roles (merchant, platform), `app` only consumers;
 * a consumer in the console is told so, anyone else what the route needs. Coaches (role 3)
 * have no calls yet, so every scope refuses them.
 */
export const roleRefusal = (access: RouteAccess, role: number): MessageKey | null => {
  if (access.scope === 'public') return null;
  if (access.scope === 'app') return role === RoleCode.appUser ? null : 'appAccountsOnly';
  if (role === RoleCode.appUser) return 'consoleAccountsOnly';
  switch (access.scope) {
    case 'platform':
      return role === RoleCode.platform ? null : 'platformOnly';
    case 'store':
      return role === RoleCode.merchant ? null : 'merchantStoresOnly';
    case 'account':
      if (role === RoleCode.merchant) return null;
      if (access.merchantOnly) return 'merchantOnly';
      return role === RoleCode.platform ? null : 'consoleAccountsOnly';
  }
};

/**
 * The store a call names in `X-Store-Id`: absent is null; anything but one canonical positive
 * 32-bit id (no sign, no leading zero, no spaces, not repeated) is 'invalid'.
 */
export const parseStoreHeader = (value: string | string[] | undefined): number | null | 'invalid' => {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return 'invalid';
  const id = Number(value);
  return id <= MAX_DB_ID ? id : 'invalid';
};
