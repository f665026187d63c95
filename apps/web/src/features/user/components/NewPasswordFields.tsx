/**
 * The new password and its confirmation, with the shared strength rule (the server's, word for
 * word) and one message at a time per field. Used by the account screen's change form (which
 * also refuses the old password again) and the first-password dialog of a new employee.
 */
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password/PasswordInput';
import { confirmProblem, newPasswordProblem, type PasswordProblem } from '../password-form';

interface NewPasswordFieldsProps {
  form: FormInstance;
  /** Compare with this field (the current password): the new one must differ. */
  oldPasswordField?: string;
  autoFocus?: boolean;
}

export const NewPasswordFields = ({ form, oldPasswordField, autoFocus }: NewPasswordFieldsProps) => {
  const { t } = useTranslation('user', { keyPrefix: 'profile' });
  // A key prefix would also prefix `validation:…`: the shared texts come through their own t.
  const { t: tShared } = useTranslation('validation');
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

  return (
    <>
      <Form.Item
        name="new_password"
        label={t('field.newPassword')}
        dependencies={oldPasswordField ? [oldPasswordField] : undefined}
        required
        rules={[
          {
            validator: check((value) =>
              newPasswordProblem(value, oldPasswordField ? form.getFieldValue(oldPasswordField) : undefined),
            ),
          },
        ]}
      >
        <PasswordInput autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('field.confirm')}
        dependencies={['new_password']}
        required
        rules={[{ validator: check((value) => confirmProblem(value, form.getFieldValue('new_password'))) }]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
};
