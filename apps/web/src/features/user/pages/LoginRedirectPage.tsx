import { Code, isSessionEndedCode } from '@merchant/shared';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { loginWithToken } from '../auth.api';
import { errorText } from '../error-text';
import { useSignIn } from '../use-sign-in';

/** `session_token` is the documented name; `token` is accepted from older links. */
export const sessionTokenFrom = (params: URLSearchParams): string | undefined =>
  params.get('session_token')?.trim() || params.get('token')?.trim() || undefined;

/**
 * What the page says when the exchange failed. A dead or unknown token is the link's fault, not
 * a session that ended here: the server's "signed out" words would confuse a visitor who never
 * signed in, so the page says the link could not sign them in.
 */
const failureText = (failure: unknown, fallback: string): string =>
  failure instanceof ApiError && (isSessionEndedCode(failure.code) || failure.code === Code.NOT_SIGNED_IN)
    ? fallback
    : errorText(failure, fallback);

/** /loginredirect?session_token=…&redirect=…: sign in with a token handed over by another site. */
const LoginRedirectPage = () => {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const finish = useSignIn();
  const [error, setError] = useState<string>();
  // StrictMode runs effects twice in development; the exchange must happen once.
  const started = useRef(false);
  const sessionToken = sessionTokenFrom(searchParams);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionToken) {
      setError(t('loginRedirect.missingToken'));
      return;
    }
    loginWithToken(sessionToken).then(finish, (failure: unknown) =>
      setError(failureText(failure, t('loginRedirect.failed'))),
    );
  }, [sessionToken, finish, t]);

  if (error) {
    return (
      <Result
        status="warning"
        title={error}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            {t('loginRedirect.toLogin')}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" description={t('loginRedirect.signingIn')}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
};

export default LoginRedirectPage;
