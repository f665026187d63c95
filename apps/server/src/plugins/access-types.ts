/**
 * How each route declares who may call it (DESIGN.md "Access is declared on the route").
 * The access plugin reads `config.access` before validation; a route without one fails at
 * start-up.
 *
 * - `public`: anyone (sign-in, health, docs).
 * - `account`: any signed-in console account (merchant or platform). The store is optional:
 *   `X-Store-Id` (which must be a managed store) else the session's selection when still
 *   managed (see `optionalStore`), else none; `request.storeId` is that store or null.
 * - `store`: a merchant acting in one store it manages: `X-Store-Id`, else the session's
 *   selection; `request.storeId` is set.
 * - `platform`: platform accounts (role 0) only.
 * - `app`: consumer accounts of the marketplace app (role 1) only.
 *
 * `permission` is the button permission code (e.g. 'message:delete') the caller's role must
 * hold, read from the database on every call.
 */
export type AccessScope = 'public' | 'account' | 'store' | 'platform' | 'app';

export interface RouteAccess {
  scope: AccessScope;
  /**
   * One code, or several of which any one suffices (a read shared by two screens, such as a
   * listing's detail on /class and /course).
   */
  permission?: string | readonly string[];
  /**
   * Narrows `account` to merchant accounts (role 2). For the onboarding calls: a new merchant
   * has no store yet, so `store` does not fit, and the platform has no business claiming one.
   */
  merchantOnly?: boolean;
  /**
   * An `account` route that acts on a store when there is one (uploads): the session's
   * selection must then still be managed (-403), as `X-Store-Id` always must. Other `account`
   * routes treat a session store the caller lost as none, so the switcher keeps working.
   */
  optionalStore?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
