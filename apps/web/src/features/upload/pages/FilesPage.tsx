/**
 * /files: the store's media library (docs/uploads.md §4). The upload component adds images,
 * videos and PDFs; the table lists the store's files, newest first, with name, type, size and
 * date, a preview through a fresh signed URL, and delete (permission `upload:delete`).
 */
import { FileOutlined, FilePdfOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type SignedFileUrl, type UploadedFile, uploadListSpec, uploadPurposes } from '@merchant/shared';
import { App, Card, Flex, Image, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { FileUploader } from '../../../components/upload';
import { formatBytes } from '../../../components/upload/upload-rules';
import { useAccess } from '../../../lib/use-access';
import { FilePreviewModal } from '../components/FilePreviewModal';
import { fetchFiles } from '../upload.api';
import { DELETE_PERMISSION, FILES_PAGE_SIZE, isUrlFresh } from '../upload-model';
import { fileListOptions, filesKeys, useDeleteFile, useFileUrl, useRefreshFiles } from '../use-upload';

const THUMB = 40;

const TypeIcon = ({ file }: { file: UploadedFile }) => {
  if (file.purpose === 'image' && isUrlFresh(file.url_expired_time, Date.now())) {
    return (
      <Image
        src={file.url}
        alt={file.file_name}
        width={THUMB}
        height={THUMB}
        preview={false}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    );
  }
  const icon =
    file.purpose === 'video' ? (
      <VideoCameraOutlined aria-hidden />
    ) : file.purpose === 'document' ? (
      <FilePdfOutlined aria-hidden />
    ) : (
      <FileOutlined aria-hidden />
    );
  return (
    <Flex align="center" justify="center" style={{ width: THUMB, height: THUMB, fontSize: 20 }}>
      {icon}
    </Flex>
  );
};

const FilesPage = () => {
  const { t } = useTranslation('upload');
  const { message } = App.useApp();
  const { can } = useAccess();
  const filters = useMemo<ListFilter<typeof uploadListSpec>[]>(
    () => [
      { key: 'file_name', kind: 'text', label: t('field.name') },
      {
        key: 'purpose',
        kind: 'select',
        label: t('field.type'),
        options: uploadPurposes.map((value) => ({ value, label: t(`filter.${value}`) })),
      },
    ],
    [t],
  );
  const list = useListState(uploadListSpec, { filters, defaultSize: FILES_PAGE_SIZE });
  const result = useListQuery(filesKeys.lists, list, fetchFiles, fileListOptions);
  const refresh = useRefreshFiles();
  const remove = useDeleteFile();
  const signUrl = useFileUrl();
  const [preview, setPreview] = useState<{ file: UploadedFile; signed?: SignedFileUrl }>();

  const openPreview = (file: UploadedFile) => {
    setPreview({ file });
    signUrl.mutate(file.id, {
      onSuccess: (signed) =>
        setPreview((current) => (current?.file.id === file.id ? { file, signed } : current)),
      onError: () => setPreview(undefined),
    });
  };

  const onDelete = (file: UploadedFile) =>
    remove.mutate(file.id, { onSuccess: () => message.success(t('deleted')) });

  const columns: ListColumn<UploadedFile>[] = [
    {
      key: 'preview',
      title: t('field.preview'),
      width: 72,
      mobile: 'hide',
      render: (row) => <TypeIcon file={row} />,
    },
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'file_name',
      mobile: 'title',
      exportValue: (row) => row.file_name,
      // Long names wrap instead of being cut to a few letters.
      render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.file_name}</span>,
    },
    {
      key: 'type',
      title: t('field.type'),
      width: 190,
      exportValue: (row) => t(`purpose.${row.purpose}`),
      render: (row) => (
        <Flex gap={4} align="center" wrap>
          <Tag>{t(`purpose.${row.purpose}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.content_type}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'size',
      title: t('field.size'),
      width: 110,
      align: 'right',
      sortField: 'size',
      exportValue: (row) => row.size,
      render: (row) => formatBytes(row.size),
    },
    {
      key: 'created_at',
      title: t('field.createdAt'),
      width: 170,
      sortField: 'created_at',
      exportValue: (row) => new Date(row.created_at),
      render: (row) => formatDateTime(row.created_at),
    },
  ];

  const actions: RowAction<UploadedFile>[] = [
    {
      key: 'preview',
      label: t('preview'),
      ariaLabel: (row) => `${t('preview')} ${row.file_name}`,
      onClick: openPreview,
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: DELETE_PERMISSION,
      danger: true,
      confirm: t('deleteConfirm'),
      ariaLabel: (row) => `${t('common:delete')} ${row.file_name}`,
      loading: (row) => remove.isPending && remove.variables === row.id,
      onClick: onDelete,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={t('uploadTitle')}>
        <FileUploader
          onUploaded={(file) => {
            message.success(t('uploaded', { name: file.fileName }));
            refresh();
          }}
        />
      </Card>
      <Card title={t('listTitle')}>
        <ListSection<UploadedFile, typeof uploadListSpec>
          list={list}
          result={result}
          columns={columns}
          rowKey={(row) => row.id}
          label={t('listTitle')}
          emptyText={t('empty')}
          filteredEmptyText={t('emptyFiltered')}
          actions={actions}
          can={can}
          scrollX={800}
          fetchPage={fetchFiles}
          listName={t('title')}
        />
      </Card>
      <FilePreviewModal
        file={preview?.file}
        signed={preview?.signed}
        loading={preview !== undefined && !preview.signed}
        onClose={() => setPreview(undefined)}
      />
    </Flex>
  );
};

export default FilesPage;
