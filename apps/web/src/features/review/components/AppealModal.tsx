/** Appeal a review to the platform with a reason and evidence files of the store. */
import type { Review } from '@merchant/shared';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/upload';
import { useAppealReview } from '../use-review';

export const AppealModal = ({ review, onClose }: { review: Review | null; onClose: () => void }) => {
  const { t } = useTranslation('review');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [files, setFiles] = useState<{ id: number; name: string }[]>([]);
  const appeal = useAppealReview();

  const close = () => {
    setFiles([]);
    onClose();
  };

  const submit = async () => {
    if (!review) return;
    const { reason } = await form.validateFields();
    await appeal.mutateAsync({ id: review.id, body: { reason, evidence_file_ids: files.map((f) => f.id) } });
    message.success(t('appeal.done'));
    close();
  };

  return (
    <Modal
      open={review !== null}
      title={t('appeal.title')}
      okText={t('appeal.submit')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={close}
      confirmLoading={appeal.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('appeal.rule')} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('appeal.reason')}
          rules={[{ required: true, whitespace: true, message: t('appeal.required') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item label={t('appeal.evidence')} htmlFor="appeal-evidence">
          <FileUploader
            inputId="appeal-evidence"
            purposes={['image', 'document']}
            onUploaded={(_file, record) =>
              setFiles((current) => [...current, { id: record.id, name: record.file_name }])
            }
          />
          {files.length > 0 && (
            <Typography.Text type="secondary">{files.map((f) => f.name).join(', ')}</Typography.Text>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
};
