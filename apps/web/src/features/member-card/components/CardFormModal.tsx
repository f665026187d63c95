/**
 * A small form in a dialog for one card action (check in, freeze, transfer, refund): a vertical
 * antd Form whose labels are tied to their fields, reset at each opening, and an OK button that
 * waits for the call. A refused call keeps the dialog open (lib/http has said why).
 */
import type { FormInstance } from 'antd';
import { Form, Modal } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { focusFirstField } from '../../../components/form-kit';

interface CardFormModalProps<V extends object> {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  initialValues?: Partial<V>;
  form: FormInstance<V>;
  okDisabled?: boolean;
  children: ReactNode;
}

export const CardFormModal = <V extends object>({
  open,
  title,
  okText,
  danger,
  onSubmit,
  onClose,
  initialValues,
  form,
  okDisabled,
  children,
}: CardFormModalProps<V>) => {
  const [saving, setSaving] = useState(false);
  const name = `cardform${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, form, initialValues]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // Shown by lib/http; keep what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: saving, disabled: okDisabled }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      afterOpenChange={(visible) => visible && focusFirstField(name)}
    >
      <Form form={form} name={name} layout="vertical" onFinish={submit}>
        {children}
      </Form>
    </Modal>
  );
};
