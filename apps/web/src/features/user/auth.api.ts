/**
 * Calls of the sign-in screens and of the session (docs/api.md, "Calls of the foundation").
 * Form calls are `silent`: the form shows the error next to its fields instead of a toast.
 */
import type { LoginResult, UserInfo } from '@merchant/shared';
import { http } from '../../lib/http';

export const loginWithPassword = (body: { username: string; password: string }) =>
  http.post<LoginResult>('/user/login_up', body, { silent: true });

export const loginWithPhone = (body: { phone: string; code: string }) =>
  http.post<LoginResult>('/user/login_phone', body, { silent: true });

/**
 * Exchanges a session token handed over by another site (/loginredirect) for a fresh one. A
 * dead token answers -106/-107 like an ended session, but the visitor was never signed in
 * here: the page says the link did not work, without the "signed out" dialog.
 */
export const loginWithToken = (sessionToken: string) =>
  http.post<LoginResult>(
    '/user/login_token',
    { session_token: sessionToken },
    { silent: true, sessionDialog: false },
  );

export const sendCode = (phone: string) =>
  http.post<{ expires_in: number }>(`/user/sendcode/${encodeURIComponent(phone)}`, undefined, {
    silent: true,
  });

export const resetPassword = (body: { phone: string; code: string; new_password: string }) =>
  http.post<null>('/user/password', body, { silent: true });

/** The guard restores the session itself: no toast, no "signed out" dialog. */
export const fetchUserInfo = () =>
  http.get<UserInfo>('/user/self/get_user_info', undefined, { silent: true, sessionDialog: false });

/** Server-side logout (revokes the token); the caller then logs out locally. */
export const logoutRequest = () =>
  http.post<null>('/user/logout', undefined, { silent: true, sessionDialog: false });
