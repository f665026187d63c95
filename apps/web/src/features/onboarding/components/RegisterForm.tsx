/**
 * Step 1: the merchant account. Phone (11 digits), SMS code (60 s countdown, the sign-in
 * screens' button), password with the shared strength rule and its confirmation, an optional
 * name. On success the session starts (the token is kept as after a sign-in).
 */
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { PasswordInput } from '../../../components/password/PasswordInput';
import { SendCodeButton } from '../../user/components/SendCodeButton';
import { newPasswordRules, smsCodeRules } from '../../user/form-rules';
import {
  confirmRules,
  isPhoneTaken,
  optionalTextRules,
  personPhoneRules,
  type RegisterValues,
  toRegisterBody,
} from '../form-rules';
import { register } from '../onboarding.api';

type Feedback = { type: 'error' | 'taken' | 'success'; text: string };

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const RegisterForm = ({ onRegistered }: { onRegistered: () => void }) => {
  const { t } = useTranslation('onboarding');
  const [form] = Form.useForm<RegisterValues>();
  const signIn = useSessionStore((state) => state.signIn);
  const [feedback, setFeedback] = useState<Feedback>();
  const [busy, setBusy] = useState(false);

  const rules = useMemo(
    () => ({
      phone: personPhoneRules(t),
      code: smsCodeRules(t),
      password: newPasswordRules(t),
      confirm: confirmRules(t('register.confirmRequired'), t('register.mismatch'), () =>
        form.getFieldValue('password'),
      ),
      name: optionalTextRules(t('register.nameTooLong'), 100),
    }),
    [t, form],
  );

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    setFeedback(undefined);
    try {
      const result = await register(toRegisterBody(values));
      signIn(result.token);
      onRegistered();
    } catch (error) {
      setFeedback({
        type: isPhoneTaken(error) ? 'taken' : 'error',
        text: errorMessage(error, t('register.failed')),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      // Field ids are "register_<field>": another form of the wizard (the claim search, the
      // register step) has fields of the same names, and a label must find its own field.
      name="register"
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 420, margin: '0 auto' }}
      requiredMark
    >
      {feedback?.type === 'taken' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={feedback.text}
          description={
            <Flex gap={16}>
              <Link to="/login">{t('register.taken.signIn')}</Link>
              <Link to="/forget">{t('register.taken.reset')}</Link>
            </Flex>
          }
        />
      )}
      {feedback && feedback.type !== 'taken' && (
        <Alert type={feedback.type} showIcon style={{ marginBottom: 16 }} title={feedback.text} />
      )}
      <Form.Item name="phone" label={t('register.phone')} rules={rules.phone} validateFirst>
        <Input autoComplete="tel" inputMode="numeric" maxLength={11} autoFocus />
      </Form.Item>
      {/* The label's item holds the input and the send button: htmlFor ties it to the input. */}
      <Form.Item label={t('register.code')} required htmlFor="register-code">
        <Flex gap={8}>
          <Form.Item name="code" noStyle rules={rules.code} validateFirst>
            <Input id="register-code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <SendCodeButton
            validatePhone={() =>
              form.validateFields(['phone']).then(
                (values) => String(values.phone).trim(),
                () => undefined,
              )
            }
            onSent={() => setFeedback({ type: 'success', text: t('register.codeSent') })}
            onError={(error) =>
              setFeedback({ type: 'error', text: errorMessage(error, t('register.sendFailed')) })
            }
          />
        </Flex>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('register.password')}
        rules={rules.password}
        validateFirst
        extra={t('register.passwordHint')}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('register.confirm')}
        dependencies={['password']}
        rules={rules.confirm}
        validateFirst
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="name" label={t('register.name')} rules={rules.name} extra={t('register.nameHint')}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('register.submit')}
      </Button>
      <Flex justify="center" gap={4} style={{ marginTop: 12 }}>
        <span>{t('register.haveAccount')}</span>
        <Link to="/login">{t('frame.signIn')}</Link>
      </Flex>
    </Form>
  );
};
