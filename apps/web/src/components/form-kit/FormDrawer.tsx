/**
 * A form in a drawer, the kit's way to create or edit a row: a vertical antd Form (each
 * Form.Item with a `name`, so its label is tied to its field), rules from the shared schemas
 * (zodRules), and a footer whose submit waits for the save. A refused save keeps the drawer
 * open with what was typed; lib/http has already said why.
 */
import type { FormInstance } from 'antd';
import { Button, Drawer, Flex, Form } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstField } from './focus-first-field';

interface FormDrawerProps<V extends object> {
  open: boolean;
  title: string;
  /** Saves; the drawer closes when it resolves, stays open when it rejects. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  initialValues?: Partial<V>;
  submitText?: string;
  children: ReactNode;
  form?: FormInstance<V>;
  /** Width in px (default 520; a long form such as a listing's takes a wide one); never wider than the window. */
  size?: number;
  /** Passed to the Form: reacts to what the user changed (not to setFieldsValue). */
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  /** Buttons before Save (e.g. the listing's "Save and submit"). */
  extraFooter?: ReactNode;
}

export const FormDrawer = <V extends object>({
  open,
  title,
  onSubmit,
  onClose,
  initialValues,
  submitText,
  children,
  form: given,
  size = 520,
  onValuesChange,
  extraFooter,
}: FormDrawerProps<V>) => {
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  // Ids are `<form name>_<field>`: unique per drawer, as kept-alive tabs share a page.
  const name = `drawer${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  // Each opening starts from the given values, not from what was typed last time.
  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, form, initialValues]);

  const submit = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // The refusal was shown by lib/http; keep the form as typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={size}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden={false}
      // The caret goes to the first field once the drawer is in; antd gives the focus back to the
      // button that opened it when it closes (focusTriggerAfterClose).
      afterOpenChange={(visible) => visible && focusFirstField(name)}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          {extraFooter}
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {submitText ?? t('common:save')}
          </Button>
        </Flex>
      }
    >
      <Form<V> form={form} name={name} layout="vertical" onFinish={submit} onValuesChange={onValuesChange}>
        {children}
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Drawer>
  );
};
