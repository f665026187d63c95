/**
 * Shows one file through a fresh signed URL (GET /upload/files/{id}/url, valid 900 s): an
 * image, a video player, or a PDF in a frame, with a link to open or download it.
 */
import type { SignedFileUrl, UploadedFile } from '@merchant/shared';
import { Button, Empty, Flex, Image, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { previewKind } from '../upload-model';

export interface FilePreviewModalProps {
  file: UploadedFile | undefined;
  signed: SignedFileUrl | undefined;
  loading: boolean;
  onClose: () => void;
}

export const FilePreviewModal = ({ file, signed, loading, onClose }: FilePreviewModalProps) => {
  const { t } = useTranslation('upload');
  const kind = file ? previewKind(file.content_type) : 'none';
  const url = signed?.url;
  return (
    <Modal
      open={file !== undefined}
      title={file?.file_name}
      onCancel={onClose}
      width={kind === 'pdf' ? 900 : 720}
      loading={loading}
      destroyOnHidden
      footer={
        url ? (
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text type="secondary">
              {t('linkExpires', { time: formatDateTime(signed.expiredTime * 1000) })}
            </Typography.Text>
            <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
              {t('openInNewTab')}
            </Button>
          </Flex>
        ) : null
      }
    >
      {url && kind === 'image' && (
        <Flex justify="center">
          <Image src={url} alt={file?.file_name} style={{ maxHeight: '60vh', objectFit: 'contain' }} />
        </Flex>
      )}
      {url && kind === 'video' && (
        // biome-ignore lint/a11y/useMediaCaption: merchants' own uploaded videos have no caption track
        <video src={url} controls style={{ width: '100%', maxHeight: '60vh' }} />
      )}
      {url && kind === 'pdf' && (
        <iframe src={url} title={file?.file_name} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
      {url && kind === 'none' && <Empty description={t('noPreview')} />}
    </Modal>
  );
};
