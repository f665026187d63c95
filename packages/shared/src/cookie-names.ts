/**
 * The four cookies of spec §9 (token, selected store, language, sidebar state). The console
 * sets them; the server reads the token and the language (to pick the drawn /login and the
 * language of its messages); the console's index.html reads them before any bundle runs.
 */
export const CookieName = {
  token: 'Admin-Token',
  storeId: 'Store-Id',
  language: 'language',
  sidebar: 'sidebarStatus',
} as const;
