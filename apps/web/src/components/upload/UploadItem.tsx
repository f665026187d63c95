/**
 * One file of the upload list: thumbnail (images) or type icon, name and size, a progress bar,
 * the status line (speed and time left while uploading) and the buttons of its state.
 */
import {
  CloseOutlined,
  DeleteOutlined,
  FileOutlined,
  FilePdfOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { purposeOfFileName } from '@merchant/shared';
import { Button, Flex, Image, List, Progress, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadSnapshot } from '../../lib/uploader/upload-task';
import { UPLOAD_NS } from './upload-i18n';
import { actionsFor, type ItemAction, progressStatusFor, statusLine } from './upload-item-model';
import { formatBytes, isImage } from './upload-rules';

const THUMB = 48;

const Thumbnail = ({ file }: { file: File }) => {
  const image = isImage(file);
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!image) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file, image]);
  if (image && src) {
    return (
      <Image
        src={src}
        alt={file.name}
        width={THUMB}
        height={THUMB}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    );
  }
  const purpose = purposeOfFileName(file.name);
  const icon =
    purpose === 'video' ? (
      <VideoCameraOutlined aria-hidden />
    ) : purpose === 'document' ? (
      <FilePdfOutlined aria-hidden />
    ) : (
      <FileOutlined aria-hidden />
    );
  return (
    <Flex
      align="center"
      justify="center"
      style={{ width: THUMB, height: THUMB, fontSize: 22, borderRadius: 4, background: 'rgba(0,0,0,0.04)' }}
    >
      {icon}
    </Flex>
  );
};

const actionIcons: Record<ItemAction, ReactNode> = {
  pause: <PauseOutlined aria-hidden />,
  resume: <PlayCircleOutlined aria-hidden />,
  retry: <RedoOutlined aria-hidden />,
  cancel: <CloseOutlined aria-hidden />,
  remove: <DeleteOutlined aria-hidden />,
};

export interface UploadItemProps {
  item: UploadSnapshot;
  onAction: (action: ItemAction, item: UploadSnapshot) => void;
}

export const UploadItem = ({ item, onAction }: UploadItemProps) => {
  const { t } = useTranslation(UPLOAD_NS);
  const line = statusLine(item, t);
  return (
    <List.Item
      actions={actionsFor(item.state).map((action) => (
        <Tooltip key={action} title={t(`action.${action}`)}>
          <Button
            type="text"
            size="small"
            icon={actionIcons[action]}
            aria-label={`${t(`action.${action}`)} ${item.fileName}`}
            danger={action === 'cancel'}
            onClick={() => onAction(action, item)}
          />
        </Tooltip>
      ))}
    >
      <Flex gap={12} align="center" style={{ width: '100%', minWidth: 0 }}>
        <Thumbnail file={item.file} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text ellipsis={{ tooltip: item.fileName }}>{item.fileName}</Typography.Text>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {formatBytes(item.size)}
            </Typography.Text>
          </Flex>
          <Progress
            percent={Math.floor(item.progress.percent)}
            status={progressStatusFor(item.state)}
            size="small"
            aria-label={item.fileName}
          />
          <Typography.Text
            type={item.state === 'error' ? 'danger' : 'secondary'}
            style={{ fontSize: 12 }}
            title={item.error?.message}
            data-testid="upload-status"
          >
            {line}
          </Typography.Text>
        </Flex>
      </Flex>
    </List.Item>
  );
};
