/** The outcome of a bulk submit / online / offline, one line per selected listing. */
import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { bulkSummary } from '../course-model';

interface BulkResultModalProps {
  summary: ReturnType<typeof bulkSummary> | null;
  onClose: () => void;
}

export const BulkResultModal = ({ summary, onClose }: BulkResultModalProps) => {
  const { t } = useTranslation('course');
  return (
    <Modal
      open={summary !== null}
      title={t('bulk.resultTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('common:ok')}
    >
      {summary && (
        <>
          <Typography.Paragraph role="status">
            {t('bulk.summary', { ok: summary.ok, failed: summary.failed })}
          </Typography.Paragraph>
          <List
            size="small"
            dataSource={summary.lines}
            renderItem={(line) => (
              <List.Item data-bulk-result={line.ok ? 'ok' : 'failed'}>
                {line.ok ? (
                  <CheckCircleTwoTone aria-hidden twoToneColor="#52c41a" />
                ) : (
                  <CloseCircleTwoTone aria-hidden twoToneColor="#ff4d4f" />
                )}{' '}
                <Typography.Text strong>{line.name}</Typography.Text>
                {': '}
                {line.ok ? t('bulk.done') : line.message}
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
};
