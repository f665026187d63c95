/**
 * antd Form rules from the shared zod schemas (DESIGN.md convention 1): a field refuses
 * exactly what the server refuses, with the shared message table's texts (namespace
 * `validation`, so zh shows 请输入11位手机号 word for word). A schema's issue message is a
 * key of that table; anything else (zod's own length or type issues) reads "Invalid value
 * for <label>". Structural types, so this module needs neither zod nor antd.
 */
import { type MessageKey, messages } from '@merchant/shared';
import type { FieldRule } from '../../features/user/form-rules';

export type { FieldRule };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the bridge needs of a zod schema. */
export interface ParsingSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** What it needs of a z.object: its fields. */
export interface ObjectSchema {
  shape: Record<string, unknown>;
}

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The field's schema inside a z.object, or the schema itself. */
export const fieldSchema = (schema: ParsingSchema | ObjectSchema, field?: string): ParsingSchema => {
  const inner = field !== undefined && 'shape' in schema ? schema.shape[field] : schema;
  if (!inner || typeof (inner as ParsingSchema).safeParse !== 'function') {
    throw new Error(`zodRules: no schema for field ${field ?? '(root)'}`);
  }
  return inner as ParsingSchema;
};

/** The translated text of a zod issue message. */
export const issueText = (t: Translate, message: string | undefined, label: string): string =>
  message && isMessageKey(message)
    ? t(`validation:${message}`, { field: label })
    : t('validation:invalidField', { field: label });

export interface ZodRuleOptions {
  t: Translate;
  /** The field's label, for "… is required" and "Invalid value for …". */
  label: string;
  /** Defaults to what the schema says: required when it refuses an empty value. */
  required?: boolean;
}

export const zodRules = (
  schema: ParsingSchema | ObjectSchema,
  field: string | undefined,
  { t, label, required }: ZodRuleOptions,
): FieldRule[] => {
  const inner = fieldSchema(schema, field);
  const mustFill = required ?? !inner.safeParse(undefined).success;
  const rules: FieldRule[] = [];
  if (mustFill) {
    const message = t('validation:requiredField', { field: label });
    rules.push({
      required: true,
      whitespace: true,
      message,
      // A rule of `required` + `whitespace` alone is checked by async-validator as a *string*
      // rule, which refuses a number (an InputNumber's 20) with this very message. Its own
      // check accepts any non-empty value; `required` still marks the field.
      validator: (_rule, value) => (isEmpty(value) ? Promise.reject(new Error(message)) : Promise.resolve()),
    });
  }
  rules.push({
    // Empty values are the `required` rule's: one message at a time.
    validator: (_rule, value) => {
      if (isEmpty(value)) return Promise.resolve();
      const result = inner.safeParse(value);
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(issueText(t, result.error?.issues[0]?.message, label)));
    },
  });
  return rules;
};
