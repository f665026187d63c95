/**
 * Change password: old, new (shared strength rule), confirmation. Server errors (wrong old
 * password, throttling) are shown above the form, since the call is silent.
 */
import { Alert, App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password/PasswordInput';
import { type PasswordFormValues, toPasswordChange } from '../password-form';
import { useChangePassword } from '../use-profile';
import { NewPasswordFields } from './NewPasswordFields';

export const ChangePasswordForm = () => {
  const { t } = useTranslation('user', { keyPrefix: 'profile' });
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordFormValues>();
  const change = useChangePassword();

  const onFinish = (values: PasswordFormValues) =>
    change.mutate(toPasswordChange(values), {
      onSuccess: () => {
        message.success(t('changed'));
        form.resetFields();
      },
    });

  return (
    <Form<PasswordFormValues>
      form={form}
      layout="vertical"
      requiredMark
      style={{ maxWidth: 420 }}
      onFinish={onFinish}
      onValuesChange={() => change.error && change.reset()}
    >
      {change.error && (
        <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="old_password"
        label={t('field.oldPassword')}
        rules={[{ required: true, message: t('rule.required') }]}
      >
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields form={form} oldPasswordField="old_password" />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('submit')}
      </Button>
    </Form>
  );
};
