/**
 * The four cookies of spec §9 (token, selected store, language, sidebar state), and the
 * browser's time zone. The console sets them; the server reads the token and the language (to
 * pick the drawn /login and the language of its messages), and all five to draw a signed-in
 * merchant's first screen (apps/web/src/prerender/first-screen.tsx); the console's index.html
 * reads them before any bundle runs, and writes the time zone.
 */
export const CookieName = {
  token: 'Admin-Token',
  storeId: 'Store-Id',
  language: 'language',
  sidebar: 'sidebarStatus',
  /** The browser's IANA time zone (`Europe/Madrid`), so the server draws dates as the browser would. */
  timeZone: 'timeZone',
} as const;
