/**
 * The four cookies of spec §9 (token, selected store, language, sidebar state), and what the
 * server must know of the browser to draw a signed-in merchant's first screen as the browser
 * would (apps/web/src/prerender/first-screen.tsx): its time zone and its layout. The console
 * sets them; the server reads the token and the language (to pick the drawn /login and the
 * language of its messages), and all of them to draw that screen; the console's index.html
 * reads them before any bundle runs.
 */
export const CookieName = {
  token: 'Admin-Token',
  storeId: 'Store-Id',
  language: 'language',
  sidebar: 'sidebarStatus',
  /** The browser's IANA time zone (`Europe/Madrid`), so the server draws dates as the browser would. */
  timeZone: 'timeZone',
  /** `desktop` or `mobile` (the shell's mode for the window's width, at the last page load). */
  layout: 'layout',
} as const;
