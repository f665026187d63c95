import { Button, Flex, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordInput } from '../../../components/password/PasswordInput';
import { resetPassword } from '../auth.api';
import { AuthCard } from '../components/AuthCard';
import { AuthLink } from '../components/AuthLink';
import { Notice } from '../components/Notice';
import { SendCodeButton } from '../components/SendCodeButton';
import { errorText } from '../error-text';
import { confirmPasswordRules, newPasswordRules, phoneRules, smsCodeRules } from '../form-rules';

interface ForgetValues {
  phone: string;
  code: string;
  new_password: string;
  confirm: string;
}

const CODE_INPUT_ID = 'forget-code';

/** /forget: reset the password with a phone code (POST /user/password {phone, code, new_password}). */
const ForgetPage = () => {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ phone, code, new_password }: ForgetValues) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await resetPassword({ phone: phone.trim(), code: code.trim(), new_password });
      navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
    } catch (failure) {
      setError(errorText(failure, t('forget.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('forget.title')}>
      {error && <Notice type="error" text={error} />}
      {notice && !error && <Notice type="success" text={notice} />}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="phone" label={t('login.phone')} rules={phoneRules(t)}>
          <Input autoComplete="tel" inputMode="numeric" maxLength={11} autoFocus />
        </Form.Item>
        {/* The label's item holds the input and the send button: htmlFor ties it to the input. */}
        <Form.Item label={t('login.code')} required htmlFor={CODE_INPUT_ID}>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={smsCodeRules(t)}>
              <Input id={CODE_INPUT_ID} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </Form.Item>
            <SendCodeButton
              validatePhone={() =>
                form.validateFields(['phone']).then(
                  (values) => String(values.phone).trim(),
                  () => undefined,
                )
              }
              onSent={() => {
                setError(undefined);
                setNotice(t('codeSent'));
              }}
              onError={(failure) => setError(errorText(failure, t('sendFailed')))}
            />
          </Flex>
        </Form.Item>
        <Form.Item name="new_password" label={t('forget.newPassword')} rules={newPasswordRules(t)}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('forget.confirmPassword')}
          dependencies={['new_password']}
          rules={confirmPasswordRules(t, () => form.getFieldValue('new_password'))}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} autoInsertSpace={false}>
          {t('forget.submit')}
        </Button>
      </Form>
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <AuthLink to="/login">{t('forget.backToLogin')}</AuthLink>
      </Flex>
    </AuthCard>
  );
};

export default ForgetPage;
