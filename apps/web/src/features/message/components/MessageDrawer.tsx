/**
 * The opened message. Opening it is what marks it read (GET /message/system/read/{id});
 * useMessage refreshes the badge and the lists afterwards.
 */
import { Button, Drawer, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useMessage } from '../use-message';

interface MessageDrawerProps {
  id: number | null;
  open: boolean;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (id: number) => void;
  onClose: () => void;
}

export const MessageDrawer = ({ id, open, canDelete, deleting, onDelete, onClose }: MessageDrawerProps) => {
  const { t } = useTranslation('message');
  const { data, error, isPending } = useMessage(id);
  const footer =
    canDelete && id !== null ? (
      <Flex justify="end">
        <Popconfirm
          title={t('deleteOneConfirm')}
          okText={t('common:delete')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(id)}
        >
          <Button danger loading={deleting}>
            {t('common:delete')}
          </Button>
        </Popconfirm>
      </Flex>
    ) : null;

  return (
    <Drawer open={open} onClose={onClose} size={560} title={data?.title ?? t('detailTitle')} footer={footer}>
      {error ? (
        <Result status="error" title={t('loadFailed')} subTitle={error.message} />
      ) : isPending || !data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
            <Tag>{t(`category.${data.category}`, { defaultValue: data.category })}</Tag>
            <Typography.Text type="secondary">{formatDateTime(data.created_time)}</Typography.Text>
          </Flex>
          {/* Plain text: React escapes it, pre-wrap keeps the line breaks. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {data.content}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
};
