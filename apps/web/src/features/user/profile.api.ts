/** Server calls of the account screen (docs/api.md). */
import type { InitialPasswordBody } from '@merchant/shared';
import { http } from '../../lib/http';
import type { PasswordChange } from './password-form';

/**
 * Changes the password with the old one. Silent: the form shows the server's message itself
 * (docs/web-architecture.md). The server revokes every other session of the account.
 */
export const changePassword = (body: PasswordChange): Promise<null> =>
  http.post<null>('/user/password', body, { silent: true });

/**
 * The first password of an account created without one (an employee after their first
 * sign-in with a phone code). Silent: the dialog shows a refusal itself.
 */
export const setInitialPassword = (body: InitialPasswordBody): Promise<null> =>
  http.post<null>('/user/password/initial', body, { silent: true });
