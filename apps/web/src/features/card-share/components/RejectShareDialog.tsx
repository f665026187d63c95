/**
 * Rejecting a share request asks for the reason (required, at most 200 characters; the
 * server refuses an empty one with its own message too). The dialog stays open when the
 * server refuses, with what was typed.
 */
import { type ShareRequest, shareRejectBody } from '@merchant/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstField, zodRules } from '../../../components/form-kit';
import { useRejectShare } from '../use-card-share';

interface RejectShareDialogProps {
  /** The request being rejected; null when closed. */
  request: ShareRequest | null;
  onClose: () => void;
  onRejected: (request: ShareRequest) => void;
}

export const RejectShareDialog = ({ request, onClose, onRejected }: RejectShareDialogProps) => {
  const { t } = useTranslation('card-share');
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectShare();
  const name = `reject${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (request) form.resetFields();
  }, [request, form]);

  const submit = async ({ reason }: { reason: string }) => {
    if (!request) return;
    try {
      const done = await reject.mutateAsync({ id: request.id, reason });
      onRejected(done);
      onClose();
    } catch {
      // lib/http said why; keep the reason as typed.
    }
  };

  return (
    <Modal
      open={request !== null}
      title={t('rejectTitle')}
      okText={t('reject')}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => visible && focusFirstField(name)}
    >
      {request && (
        <Typography.Paragraph>
          {t('rejectWho', { name: request.member_name, card: request.card_no })}
        </Typography.Paragraph>
      )}
      <Form form={form} name={name} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('field.reason')}
          rules={zodRules(shareRejectBody, 'reason', { t, label: t('field.reason'), required: true })}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
