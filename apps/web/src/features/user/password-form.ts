/**
 * The change-password form's rules, pure so they are unit-tested. The new password follows
 * the shared rule (isStrongPassword, message key passwordRule), the same one the server
 * checks; the confirmation only has to repeat it and never leaves the browser.
 */
import { isStrongPassword } from '@merchant/shared';

export interface PasswordFormValues {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** The signed-in variant of the shared changePasswordBody. */
export interface PasswordChange {
  old_password: string;
  new_password: string;
}

export type PasswordProblem = 'required' | 'passwordRule' | 'mismatch' | 'sameAsOld';

/** Why a new password is refused, or null. Empty is "required": antd reports that first. */
export const newPasswordProblem = (
  value: string | undefined,
  oldPassword?: string,
): PasswordProblem | null => {
  if (!value) return 'required';
  if (!isStrongPassword(value)) return 'passwordRule';
  // Re-entering the old password would "succeed" and still sign out other sessions: refuse it.
  if (oldPassword && value === oldPassword) return 'sameAsOld';
  return null;
};

export const confirmProblem = (
  confirm: string | undefined,
  newPassword: string | undefined,
): PasswordProblem | null => {
  if (!confirm) return 'required';
  return confirm === newPassword ? null : 'mismatch';
};

/** What is sent: the confirmation stays behind. */
export const toPasswordChange = ({ old_password, new_password }: PasswordFormValues): PasswordChange => ({
  old_password,
  new_password,
});
