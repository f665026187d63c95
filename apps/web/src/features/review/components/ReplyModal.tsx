/** Reply to a review, or edit the reply within 24 hours of the first reply (the deadline is shown). */
import type { Review } from '@merchant/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useReplyReview } from '../use-review';

export const ReplyModal = ({ review, onClose }: { review: Review | null; onClose: () => void }) => {
  const { t } = useTranslation('review');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const reply = useReplyReview();
  const editing = review?.reply_text != null;

  useEffect(() => {
    if (review) form.setFieldsValue({ text: review.reply_text ?? '' });
  }, [review, form]);

  const submit = async () => {
    if (!review) return;
    const { text } = await form.validateFields();
    await reply.mutateAsync({ id: review.id, text });
    message.success(t(editing ? 'reply.edited' : 'reply.done'));
    onClose();
  };

  return (
    <Modal
      open={review !== null}
      title={t(editing ? 'reply.editTitle' : 'reply.title')}
      okText={t('reply.submit')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={reply.isPending}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={
          editing && review?.reply_editable_until
            ? t('reply.editUntil', { time: formatDateTime(review.reply_editable_until) })
            : t('reply.rule')
        }
      />
      <Form form={form} layout="vertical">
        <Form.Item
          name="text"
          label={t('reply.label')}
          rules={[{ required: true, whitespace: true, message: t('reply.required') }, { max: 500 }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
