/**
 * Form rules of the sign-in screens, built from the shared validators and the shared message
 * keys (DESIGN.md convention 1), so a form refuses exactly what the server refuses, with the
 * spec's texts (zh phone rule: 请输入11位手机号). Translation goes through the `validation`
 * namespace, which i18n/resources.ts fills from `@merchant/shared` messages.
 */
import { isPhone, isSmsCode, isStrongPassword, type MessageKey } from '@merchant/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The subset of antd's Rule these forms use (structural, so this module has no antd import). */
export interface FieldRule {
  required?: boolean;
  whitespace?: boolean;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

const text = (t: Translate, key: MessageKey) => t(`validation:${key}`);

/** Empty values are left to the `required` rule, so only one message shows. */
const check =
  (test: (value: string) => boolean, message: string) =>
  (_rule: unknown, value: unknown): Promise<void> =>
    value === undefined || value === null || value === '' || test(String(value).trim())
      ? Promise.resolve()
      : Promise.reject(new Error(message));

const ruleFor = (t: Translate, test: (value: string) => boolean, key: MessageKey): FieldRule[] => [
  { required: true, message: text(t, key) },
  { validator: check(test, text(t, key)) },
];

export const phoneRules = (t: Translate): FieldRule[] => ruleFor(t, isPhone, 'phoneRule');
export const smsCodeRules = (t: Translate): FieldRule[] => ruleFor(t, isSmsCode, 'smsCodeRule');
export const newPasswordRules = (t: Translate): FieldRule[] => ruleFor(t, isStrongPassword, 'passwordRule');

export const requiredRule = (message: string): FieldRule[] => [{ required: true, whitespace: true, message }];

/** The repeated password must equal the first one (`getPassword` reads the form). */
export const confirmPasswordRules = (t: Translate, getPassword: () => unknown): FieldRule[] => [
  { required: true, message: t('user:forget.confirmRequired') },
  {
    validator: (_rule, value) =>
      !value || value === getPassword()
        ? Promise.resolve()
        : Promise.reject(new Error(t('user:forget.passwordMismatch'))),
  },
];

/** The first message of `rules` that `value` breaks, in order; undefined when it passes. */
export const firstError = async (rules: readonly FieldRule[], value: string): Promise<string | undefined> => {
  for (const rule of rules) {
    if (rule.required && (rule.whitespace ? value.trim() : value) === '') return rule.message;
    if (rule.validator) {
      const message = await rule.validator(rule, value).then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      if (message) return message;
    }
  }
  return undefined;
};
