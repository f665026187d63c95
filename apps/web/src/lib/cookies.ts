/**
 * The four cookies of spec §9 (token, selected store, language, sidebar state), behind small
 * wrappers so that no other module spells a cookie name. The parse helpers are pure and
 * unit-tested; js-cookie itself is a no-op outside a browser.
 */
import { CookieName, DEFAULT_LANGUAGE, type Language, languages } from '@merchant/shared';
import Cookies from 'js-cookie';

export { CookieName };

// Lax is enough: the API is same-origin; the language cookie is read by the server.
const attributes: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax' };

export const parseLanguage = (value: string | undefined): Language =>
  value && (languages as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;

/** Store ids are positive integers; anything else in the cookie means "none selected". */
export const parseStoreId = (value: string | undefined): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
};

/** '1' = open, '0' = collapsed (vue-element-admin's convention); undefined = never set. */
export const parseSidebarOpened = (value: string | undefined): boolean | undefined =>
  value === '1' ? true : value === '0' ? false : undefined;

export const getToken = (): string | undefined => Cookies.get(CookieName.token) || undefined;
export const setTokenCookie = (token: string): void => {
  Cookies.set(CookieName.token, token, attributes);
};
export const removeToken = (): void => Cookies.remove(CookieName.token, attributes);

export const getStoreId = (): number | undefined => parseStoreId(Cookies.get(CookieName.storeId));
export const setStoreIdCookie = (id: number): void => {
  Cookies.set(CookieName.storeId, String(id), attributes);
};
export const removeStoreId = (): void => Cookies.remove(CookieName.storeId, attributes);

export const getLanguage = (): Language => parseLanguage(Cookies.get(CookieName.language));
export const setLanguageCookie = (lang: Language): void => {
  // A year: the language is a preference, not session state (it survives logout).
  Cookies.set(CookieName.language, lang, { ...attributes, expires: 365 });
};

export const getSidebarOpened = (): boolean | undefined =>
  parseSidebarOpened(Cookies.get(CookieName.sidebar));
export const setSidebarOpened = (opened: boolean): void => {
  Cookies.set(CookieName.sidebar, opened ? '1' : '0', { ...attributes, expires: 365 });
};
