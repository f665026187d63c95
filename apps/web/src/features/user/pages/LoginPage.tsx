import type { LoginResult } from '@merchant/shared';
import { Button } from 'antd';
// The two inputs directly: antd's Input namespace also carries TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PasswordInput } from '../../../components/password/PasswordInput';
import { loginWithPassword, loginWithPhone } from '../auth.api';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { AuthTabs } from '../components/AuthTabs';
import { Notice } from '../components/Notice';
import { SendCodeButton } from '../components/SendCodeButton';
import { TextField, useTextField } from '../components/TextField';
import { errorText } from '../error-text';
import { phoneRules, requiredRule, smsCodeRules } from '../form-rules';
import { useSignIn } from '../use-sign-in';

type Mode = 'password' | 'phone';

/**
 * /login: user name + password, or phone + code (spec §2, §7). Built without antd's Form and
 * Tabs to stay within the page's 200 KiB first-load budget (see TextField, AuthTabs).
 */
const LoginPage = () => {
  const { t } = useTranslation('user');
  const location = useLocation();
  const finish = useSignIn();
  const [mode, setMode] = useState<Mode>('password');
  const [error, setError] = useState<string>();
  // /forget sends `state.notice` after a reset; the phone tab sets it when a code went out.
  const [notice, setNotice] = useState<string | undefined>(() =>
    (location.state as { notice?: string } | null)?.notice === 'passwordReset' ? t('forget.done') : undefined,
  );
  const [busy, setBusy] = useState(false);

  // Rules are rebuilt when the language changes, so messages follow it.
  const rules = useMemo(
    () => ({
      username: requiredRule(t('login.usernameRequired')),
      password: requiredRule(t('login.passwordRequired')),
      phone: phoneRules(t),
      code: smsCodeRules(t),
    }),
    // react-i18next gives a new `t` when the language changes.
    [t],
  );
  const username = useTextField(rules.username);
  const password = useTextField(rules.password);
  const phone = useTextField(rules.phone);
  const code = useTextField(rules.code);

  const run = async (call: () => Promise<LoginResult>) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      finish(await call());
    } catch (failure) {
      setError(errorText(failure, t('login.failed')));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'password') {
      const valid = (await Promise.all([username.validate(), password.validate()])).every(Boolean);
      if (valid)
        await run(() => loginWithPassword({ username: username.value.trim(), password: password.value }));
    } else {
      const valid = (await Promise.all([phone.validate(), code.validate()])).every(Boolean);
      if (valid) await run(() => loginWithPhone({ phone: phone.value.trim(), code: code.value.trim() }));
    }
  };

  const status = (fieldError: string | undefined) => (fieldError ? 'error' : undefined);
  const submitButton = (
    <Button type="primary" htmlType="submit" block loading={busy} autoInsertSpace={false}>
      {t('login.submit')}
    </Button>
  );

  const passwordTab = (
    <form onSubmit={submit} noValidate>
      <TextField id="login-username" label={t('login.username')} error={username.error}>
        <Input
          id="login-username"
          autoComplete="username"
          autoFocus
          value={username.value}
          status={status(username.error)}
          onChange={(event) => username.onChange(event.target.value)}
        />
      </TextField>
      <TextField id="login-password" label={t('login.password')} error={password.error}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          value={password.value}
          status={status(password.error)}
          onChange={(event) => password.onChange(event.target.value)}
        />
      </TextField>
      {submitButton}
    </form>
  );

  const phoneTab = (
    <form onSubmit={submit} noValidate>
      <TextField id="login-phone" label={t('login.phone')} error={phone.error}>
        <Input
          id="login-phone"
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          value={phone.value}
          status={status(phone.error)}
          onChange={(event) => phone.onChange(event.target.value)}
        />
      </TextField>
      <TextField id="login-code" label={t('login.code')} error={code.error}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Input
            id="login-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code.value}
            status={status(code.error)}
            onChange={(event) => code.onChange(event.target.value)}
          />
          <SendCodeButton
            validatePhone={async () => ((await phone.validate()) ? phone.value.trim() : undefined)}
            onSent={() => {
              setError(undefined);
              setNotice(t('codeSent'));
            }}
            onError={(failure) => setError(errorText(failure, t('sendFailed')))}
          />
        </div>
      </TextField>
      {submitButton}
    </form>
  );

  return (
    <AuthCard title={t('login.title')}>
      {error && <Notice type="error" text={error} />}
      {notice && !error && <Notice type="success" text={notice} />}
      <AuthTabs
        active={mode}
        onChange={(key) => {
          setMode(key);
          setError(undefined);
          setNotice(undefined);
        }}
        items={[
          { key: 'password', label: t('login.passwordTab'), children: passwordTab },
          { key: 'phone', label: t('login.phoneTab'), children: phoneTab },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
        <AuthLink to="/steps">{t('login.register')}</AuthLink>
        <AuthLink to="/forget">{t('login.forget')}</AuthLink>
      </div>
    </AuthCard>
  );
};

export default LoginPage;
