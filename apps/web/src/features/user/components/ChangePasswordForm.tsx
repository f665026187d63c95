/**
 * Change password: old, new (shared strength rule), confirmation. Server errors (wrong old
 * password, throttling) are shown above the form, since the call is silent.
 */
import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  confirmProblem,
  newPasswordProblem,
  type PasswordFormValues,
  type PasswordProblem,
  toPasswordChange,
} from '../password-form';
import { useChangePassword } from '../use-profile';

export const ChangePasswordForm = () => {
  const { t } = useTranslation('user', { keyPrefix: 'profile' });
  // A key prefix would also prefix `validation:…`: the shared texts come through their own t.
  const { t: tShared } = useTranslation('validation');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordFormValues>();
  const change = useChangePassword();

  // The strength text is the shared one (namespace `validation`), word for word the server's.
  const problemText = (problem: PasswordProblem): string =>
    problem === 'passwordRule' ? tShared('passwordRule') : t(`rule.${problem}`);
  // One validator per field reports every problem, "required" included, so the field shows
  // one message at a time; `required` on the item only draws the mark.
  const check =
    (problemOf: (value: string | undefined) => PasswordProblem | null) =>
    async (_rule: unknown, value: string | undefined): Promise<void> => {
      const problem = problemOf(value);
      if (problem) throw new Error(problemText(problem));
    };

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
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('field.newPassword')}
        dependencies={['old_password']}
        required
        rules={[
          { validator: check((value) => newPasswordProblem(value, form.getFieldValue('old_password'))) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('field.confirm')}
        dependencies={['new_password']}
        required
        rules={[{ validator: check((value) => confirmProblem(value, form.getFieldValue('new_password'))) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('submit')}
      </Button>
    </Form>
  );
};
