import type { LoginResult } from '@merchant/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/route-access';
import { useSessionStore } from '../../app/session-store';

/**
 * After any successful login: keep the token, roles = ['admin'] (spec §4), then go back to
 * the page that was asked for (`?redirect=`) or home.
 */
export const useSignIn = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSessionStore((state) => state.signIn);
  return (result: LoginResult) => {
    signIn(result.token);
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };
};
