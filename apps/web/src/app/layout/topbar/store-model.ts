import type { StoreOption } from '@merchant/shared';

/**
 * The selected store (spec §4): the one in the `Store-Id` cookie while it is still one of the
 * caller's stores, otherwise the first option. Undefined only when the caller has no store.
 */
export const pickStoreId = (
  options: readonly StoreOption[],
  cookieId: number | undefined,
): number | undefined =>
  cookieId !== undefined && options.some((option) => option.id === cookieId) ? cookieId : options[0]?.id;

/**
 * The server keeps the selected store in the session, the browser in a cookie. After a login
 * or a page load the two may disagree (a new session, or a cookie from before), so the
 * switcher tells the server once per session and store. This is the identity of "told".
 */
export const syncMark = (token: string | undefined, storeId: number): string => `${token ?? ''}|${storeId}`;
