/**
 * The first password of an employee: after signing in with a phone code, an account
 * created by a store owner has no password of its own yet (user info `must_set_password`). The
 * console asks for one, twice, before anything else: this dialog has no close button, ignores
 * Escape and clicks outside, and goes away only once POST /user/password/initial succeeded (or
 * answered -409: the password was already set, from another tab for instance).
 */
import { Code } from '@merchant/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/session-store';
import { ApiError } from '../../../lib/http';
import { setInitialPassword } from '../profile.api';
import { NewPasswordFields } from './NewPasswordFields';

interface InitialPasswordValues {
  new_password: string;
  confirm: string;
}

export const InitialPasswordDialog = () => {
  const { t } = useTranslation('user', { keyPrefix: 'profile' });
  const { message } = App.useApp();
  const [form] = Form.useForm<InitialPasswordValues>();
  const passwordSet = useSessionStore((state) => state.passwordSet);
  const save = useMutation({
    mutationFn: (values: InitialPasswordValues) => setInitialPassword({ new_password: values.new_password }),
    onSuccess: () => {
      message.success(t('initial.done'));
      passwordSet();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === Code.CONFLICT) passwordSet();
    },
  });

  return (
    <Modal
      open
      title={t('initial.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('initial.submit')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('initial.intro')}</Typography.Paragraph>
      <Form<InitialPasswordValues>
        form={form}
        name="initialPassword"
        layout="vertical"
        requiredMark
        onFinish={(values) => save.mutate(values)}
        onValuesChange={() => save.error && save.reset()}
      >
        {save.error && (
          <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
        )}
        <NewPasswordFields form={form} autoFocus />
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
};

export default InitialPasswordDialog;
