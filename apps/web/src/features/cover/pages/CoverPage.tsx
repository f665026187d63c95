/**
 * /cover: the pictures of the store's team page in the consumer app (docs/covers.md). Upload
 * several images at once (each is added at the end as soon as it is recorded), reorder by
 * dragging or with the keyboard, set a caption and a coach, remove. Buttons follow the
 * screen's permissions: `cover:edit` (upload, reorder, edit), `cover:delete` (remove).
 */
import type { Cover } from '@merchant/shared';
import { Alert, App, Card, Empty, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatePanel } from '../../../components/list-kit/ListStatePanel';
import { FileUploader, type UploadedFileInfo } from '../../../components/upload';
import { useAccess } from '../../../lib/use-access';
import { CoverEditDrawer } from '../components/CoverEditDrawer';
import { CoverGrid } from '../components/CoverGrid';
import { EDIT_PERMISSION, REMOVE_PERMISSION } from '../cover-permissions';
import { useAddCovers, useCovers, useRemoveCover, useReorderCovers } from '../use-cover';

const IMAGES_ONLY = ['image'] as const;

const CoverPage = () => {
  const { t } = useTranslation('cover');
  const { message } = App.useApp();
  const { can } = useAccess();
  const canEdit = can(EDIT_PERMISSION);
  const canDelete = can(REMOVE_PERMISSION);
  const covers = useCovers();
  const add = useAddCovers();
  const reorder = useReorderCovers();
  const remove = useRemoveCover();
  const [editing, setEditing] = useState<{ cover?: Cover; open: boolean }>({ open: false });

  // Files finish one by one; each is added in turn so that they keep the order they finished in.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const onUploaded = (file: UploadedFileInfo) => {
    queue.current = queue.current.then(() =>
      add.mutateAsync([file.id]).then(
        () => message.success(t('added', { name: file.fileName })),
        () => undefined, // lib/http has said why.
      ),
    );
  };

  const onRemove = (cover: Cover) =>
    remove.mutate(cover.id, { onSuccess: () => message.success(t('removed')) });

  const data = covers.data;
  const full = data !== undefined && data.total >= data.max;

  return (
    <Card
      title={t('title')}
      extra={
        data && (
          <Typography.Text type="secondary">
            {t('count', { count: data.total, max: data.max })}
          </Typography.Text>
        )
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('intro')}
        </Typography.Paragraph>
        {canEdit &&
          (full ? (
            <Alert type="info" showIcon title={t('full', { max: data.max })} />
          ) : (
            <section aria-label={t('uploadLabel')}>
              <FileUploader purposes={IMAGES_ONLY} multiple onUploaded={onUploaded} />
            </section>
          ))}
        {covers.isError && !data ? (
          <ListStatePanel
            state="error"
            emptyText=""
            errorMessage={covers.error.message}
            onRetry={() => void covers.refetch()}
            onClearFilters={() => undefined}
          />
        ) : !data ? (
          <ListStatePanel
            state="loading"
            emptyText=""
            onRetry={() => undefined}
            onClearFilters={() => undefined}
          />
        ) : data.total === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('empty.title')}</Typography.Text>
                <Typography.Text type="secondary">
                  {canEdit ? t('empty.invite') : t('empty.readOnly')}
                </Typography.Text>
              </Flex>
            }
          />
        ) : (
          <>
            {canEdit && data.total > 1 && (
              <Typography.Text type="secondary" id="cover-reorder-hint">
                {t('reorderHint')}
              </Typography.Text>
            )}
            <CoverGrid
              covers={data.content}
              canEdit={canEdit}
              canDelete={canDelete}
              removingId={remove.isPending ? remove.variables : undefined}
              onReorder={(ids) => reorder.mutate(ids, { onSuccess: () => message.success(t('reordered')) })}
              onEdit={(cover) => setEditing({ cover, open: true })}
              onRemove={onRemove}
            />
          </>
        )}
      </Flex>
      <CoverEditDrawer
        cover={editing.cover}
        open={editing.open}
        onClose={() => setEditing((state) => ({ ...state, open: false }))}
      />
    </Card>
  );
};

export default CoverPage;
