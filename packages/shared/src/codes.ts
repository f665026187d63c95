/**
 * Every response code of the gateway, defined once. The client and the server both import
 * these names; no other file writes a code as a number.
 *
 * 0 and -22 are success (spec §8). -106 and -107 end the session and make the console offer
 * to sign in again. The rest are this product's own choice (documented in docs/api.md).
 */
export const Code = {
  /** Success. */
  OK: 0,
  /** Success that carries a notice for the user (spec §8: treated as success). */
  OK_NOTICE: -22,
  /** No token was sent to a call that needs one. */
  NOT_SIGNED_IN: -101,
  /** Wrong user name, password or phone code. */
  BAD_CREDENTIALS: -102,
  /** The session has expired. */
  SESSION_EXPIRED: -106,
  /** The session was revoked (signed out, signed in elsewhere, password changed). */
  SESSION_REVOKED: -107,
  /** Bad input; the message names the field. */
  VALIDATION: -400,
  /** The caller may not do this (for example a store it does not manage). */
  FORBIDDEN: -403,
  /** The thing asked for does not exist (or is not visible to the caller). */
  NOT_FOUND: -404,
  /** The request conflicts with the current state (duplicate, already done). */
  CONFLICT: -409,
  /** Too many attempts; try again later. */
  RATE_LIMITED: -429,
  /** Unexpected server failure; nothing was written. */
  SERVER_ERROR: -500,
  /** A dependency (the database) is unreachable. */
  UNAVAILABLE: -503,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export const isSuccessCode = (code: number): boolean => code === Code.OK || code === Code.OK_NOTICE;

export const isSessionEndedCode = (code: number): boolean =>
  code === Code.SESSION_EXPIRED || code === Code.SESSION_REVOKED;

/** HTTP status sent with each code, so that proxies and logs see the right class of answer. */
export const httpStatusOf = (code: number): number => {
  switch (code) {
    case Code.OK:
    case Code.OK_NOTICE:
      return 200;
    case Code.NOT_SIGNED_IN:
    case Code.SESSION_EXPIRED:
    case Code.SESSION_REVOKED:
      return 401;
    case Code.BAD_CREDENTIALS:
    case Code.VALIDATION:
      return 400;
    case Code.FORBIDDEN:
      return 403;
    case Code.NOT_FOUND:
      return 404;
    case Code.CONFLICT:
      return 409;
    case Code.RATE_LIMITED:
      return 429;
    case Code.UNAVAILABLE:
      return 503;
    default:
      return 500;
  }
};
