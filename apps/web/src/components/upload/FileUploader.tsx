/**
 * The console's upload component (every screen that takes files uses it): a drop zone on
 * antd's Upload.Dragger, and a list with a progress bar per file, speed and time left, pause,
 * resume, cancel and retry. Files go straight to object storage (lib/uploader); an upload
 * interrupted by a reload continues when the same file is picked again (the upload-id cache),
 * and the unfinished ones are listed so that the merchant knows, or can discard them.
 */
import { InboxOutlined } from '@ant-design/icons';
import { type UploadedFile, type UploadPurpose, uploadPurposes } from '@merchant/shared';
import { Alert, App, Button, Flex, List, Skeleton, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreStore } from '../../app/store-store';
import type { UploadCacheEntry } from '../../lib/uploader/upload-cache';
import type { UploadSnapshot } from '../../lib/uploader/upload-task';
import { UploadItem } from './UploadItem';
import { UPLOAD_NS, useUploadTexts } from './upload-i18n';
import type { ItemAction } from './upload-item-model';
import { acceptFor, checkFile, extensionsFor, formatBytes } from './upload-rules';
import { type UploadedFileInfo, useUploader } from './use-uploader';

export type { UploadedFileInfo };

export interface FileUploaderProps {
  /** Which kinds of file are accepted (default: images, videos and PDFs). */
  purposes?: readonly UploadPurpose[];
  multiple?: boolean;
  disabled?: boolean;
  /** The file input's id, so that a form label can be tied to it (htmlFor). */
  inputId?: string;
  /** Called once per file after the server recorded it. */
  onUploaded?: (file: UploadedFileInfo, record: UploadedFile) => void;
}

export const FileUploader = ({
  purposes = uploadPurposes,
  multiple = true,
  disabled,
  inputId,
  onUploaded,
}: FileUploaderProps) => {
  const textsReady = useUploadTexts();
  const { t } = useTranslation(UPLOAD_NS);
  const { message } = App.useApp();
  const storeId = useStoreStore((state) => state.storeId);
  const { uploader, items } = useUploader({ onUploaded });
  const [discarding, setDiscarding] = useState<string>();

  // Re-read on every list change: starting, finishing or cancelling an upload changes the cache.
  const unfinished = useMemo(() => {
    // Uploads listed on this page, cancelled ones too, are not another session's leftovers.
    const listed = new Set(items.map((item) => item.uploadId).filter((uploadId) => uploadId !== undefined));
    return uploader.unfinished(
      (entry) =>
        entry.target.startsWith(`store:${storeId ?? 'none'}/`) &&
        purposes.some((purpose) => entry.target.endsWith(`/${purpose}`)) &&
        !listed.has(entry.uploadId),
    );
  }, [uploader, items, storeId, purposes]);

  const onAction = (action: ItemAction, item: UploadSnapshot) => {
    if (action === 'pause') uploader.pause(item.id);
    else if (action === 'resume') uploader.resume(item.id);
    else if (action === 'retry') uploader.retry(item.id);
    else if (action === 'cancel') void uploader.cancel(item.id);
    else void uploader.remove(item.id);
  };

  const discard = async (entry: UploadCacheEntry) => {
    setDiscarding(entry.id);
    try {
      await uploader.discard(entry);
    } catch {
      // The entry is gone from the cache either way; storage cleans up after a day.
    } finally {
      setDiscarding(undefined);
      message.success(t('unfinished.discarded'));
    }
  };

  if (!textsReady) return <Skeleton active paragraph={{ rows: 2 }} />;

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        id={inputId}
        multiple={multiple}
        disabled={disabled}
        accept={acceptFor(purposes)}
        fileList={[]}
        showUploadList={false}
        beforeUpload={(file) => {
          const refusal = checkFile(file, purposes);
          if (refusal) {
            const max = refusal.reason === 'tooLarge' ? formatBytes(refusal.maxSize) : undefined;
            message.error(t(`refused.${refusal.reason}`, { name: file.name, max }));
          } else {
            uploader.add(file);
          }
          // Never let antd send the file itself: the uploader does.
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('drop')}</p>
        <p className="ant-upload-hint">{t('hint', { types: extensionsFor(purposes) })}</p>
      </Upload.Dragger>

      {unfinished.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('unfinished.title')}
          description={
            <Flex vertical gap={4}>
              <span>{t('unfinished.description')}</span>
              {unfinished.map((entry) => (
                <Flex key={entry.id} gap={8} align="center" wrap>
                  <Typography.Text strong>{entry.fileName}</Typography.Text>
                  <Typography.Text type="secondary">{formatBytes(entry.size)}</Typography.Text>
                  <Button
                    size="small"
                    type="link"
                    loading={discarding === entry.id}
                    onClick={() => void discard(entry)}
                  >
                    {t('unfinished.discard')}
                  </Button>
                </Flex>
              ))}
            </Flex>
          }
        />
      )}

      {items.length > 0 && (
        <List
          size="small"
          bordered
          aria-label={t('listLabel')}
          dataSource={[...items]}
          rowKey="id"
          renderItem={(item) => <UploadItem item={item} onAction={onAction} />}
        />
      )}
    </Flex>
  );
};
