/** TanStack Query hooks of the account screen. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from './password-form';
import { changePassword } from './profile.api';

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChange) => changePassword(body) });
