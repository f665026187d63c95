/**
 * /files: the store's media library (docs/uploads.md §4). The upload component adds images,
 * videos and PDFs; the table lists the store's files, newest first, with name, type, size and
 * date, a preview through a fresh signed URL, and delete (permission `upload:delete`).
 */
import { FileOutlined, FilePdfOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { SignedFileUrl, UploadedFile } from '@merchant/shared';
import type { TableColumnsType } from 'antd';
import { App, Card, Empty, Flex, Image, Popconfirm, Segmented, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { FileUploader } from '../../../components/upload';
import { formatBytes } from '../../../components/upload/upload-rules';
import { useAccess } from '../../../lib/use-access';
import { FilePreviewModal } from '../components/FilePreviewModal';
import {
  buildFilesQuery,
  DELETE_PERMISSION,
  FILES_MENU_ID,
  FILES_PAGE_SIZE,
  isUrlFresh,
  type PurposeFilter,
  pageAfterDelete,
  purposeFilters,
} from '../upload-model';
import { useDeleteFile, useFileList, useFileUrl, useRefreshFiles } from '../use-upload';

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
      <VideoCameraOutlined />
    ) : file.purpose === 'document' ? (
      <FilePdfOutlined />
    ) : (
      <FileOutlined />
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
  const { can } = useAccess(FILES_MENU_ID);
  const canDelete = can(DELETE_PERMISSION);
  const [filter, setFilter] = useState<PurposeFilter>('all');
  const [page, setPage] = useState({ number: 1, size: FILES_PAGE_SIZE });
  const query = useMemo(() => buildFilesQuery(page.number, page.size, filter), [page, filter]);
  const { data, isFetching } = useFileList(query);
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
    remove.mutate(file.id, {
      onSuccess: () => {
        message.success(t('deleted'));
        setPage((p) => ({ ...p, number: pageAfterDelete(p.number, p.size, data?.total ?? 0, 1) }));
      },
    });

  const columns: TableColumnsType<UploadedFile> = [
    {
      title: t('field.preview'),
      key: 'preview',
      width: 110,
      render: (_, row) => (
        <Typography.Link onClick={() => openPreview(row)} aria-label={`${t('preview')} ${row.file_name}`}>
          <TypeIcon file={row} />
        </Typography.Link>
      ),
    },
    {
      title: t('field.name'),
      dataIndex: 'file_name',
      ellipsis: true,
      render: (value: string, row) => (
        <Typography.Link onClick={() => openPreview(row)}>{value}</Typography.Link>
      ),
    },
    {
      title: t('field.type'),
      key: 'type',
      width: 190,
      render: (_, row) => (
        <Flex gap={4} align="center" wrap>
          <Tag>{t(`purpose.${row.purpose}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.content_type}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('field.size'),
      dataIndex: 'size',
      width: 110,
      align: 'right',
      render: (value: number) => formatBytes(value),
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'created_at',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 190,
      render: (_, row) => (
        <Flex gap={12}>
          <Typography.Link onClick={() => openPreview(row)}>{t('preview')}</Typography.Link>
          {canDelete && (
            <Popconfirm
              title={t('deleteConfirm')}
              okText={t('common:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(row)}
            >
              <Typography.Link type="danger">{t('common:delete')}</Typography.Link>
            </Popconfirm>
          )}
        </Flex>
      ),
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
      <Card
        title={t('listTitle')}
        extra={
          <Segmented<PurposeFilter>
            value={filter}
            options={purposeFilters.map((value) => ({ value, label: t(`filter.${value}`) }))}
            onChange={(value) => {
              setFilter(value);
              setPage((p) => ({ ...p, number: 1 }));
            }}
          />
        }
      >
        <Table<UploadedFile>
          rowKey="id"
          columns={columns}
          dataSource={data?.content ?? []}
          loading={isFetching}
          scroll={{ x: 800 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(filter === 'all' ? 'empty' : 'emptyFiltered')}
              />
            ),
          }}
          pagination={{
            current: page.number,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('total', { count: total }),
            onChange: (number, size) => setPage({ number: size === page.size ? number : 1, size }),
          }}
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
