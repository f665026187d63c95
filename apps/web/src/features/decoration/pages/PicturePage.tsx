/**
 * /picture: the store's cover images in the consumer app (docs/storefront.md). Upload several
 * images at once (each is appended as soon as it is recorded), reorder by dragging or with the
 * keyboard, mark the main one, remove. Every change saves the whole ordered list
 * (PUT /store/picture). Buttons follow `picture:edit`.
 */
import type { StorePictures, StorePicturesBody } from '@merchant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Empty, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatePanel } from '../../../components/list-kit/ListStatePanel';
import { FileUploader, type UploadedFileInfo } from '../../../components/upload';
import { useAccess } from '../../../lib/use-access';
import { PictureGrid } from '../components/PictureGrid';
import { PICTURE_EDIT } from '../decoration-permissions';
import { moveId, picturesBody, withAdded, withRemoved } from '../storefront-model';
import { decorationKeys, usePictures, useSavePictures } from '../use-decoration';

const IMAGES_ONLY = ['image'] as const;

/** The cached list in the order of `body` (what the screen shows while the server saves). */
const reordered = (current: StorePictures, body: StorePicturesBody): StorePictures => {
  const byId = new Map(current.content.map((p) => [p.upload_id, p]));
  return {
    ...current,
    main_upload_id: body.main_upload_id,
    content: body.upload_ids.flatMap((id, index) => {
      const p = byId.get(id);
      return p ? [{ ...p, sort: index + 1, is_main: id === body.main_upload_id }] : [];
    }),
  };
};

const PicturePage = () => {
  const { t } = useTranslation('decoration');
  const { message } = App.useApp();
  const { can } = useAccess();
  const canEdit = can(PICTURE_EDIT);
  const pictures = usePictures();
  const save = useSavePictures();
  const queryClient = useQueryClient();
  const current = () => queryClient.getQueryData<StorePictures>(decorationKeys.pictures);

  // Uploads finish one by one; each is appended in turn, on the list the previous save answered.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const onUploaded = (file: UploadedFileInfo) => {
    queue.current = queue.current.then(() => {
      const now = current();
      if (!now) return undefined;
      return save.mutateAsync(withAdded(picturesBody(now), [file.id])).then(
        () => message.success(t('picture.added', { name: file.fileName })),
        () => undefined, // lib/http has said why.
      );
    });
  };

  const change = (body: StorePicturesBody, done: string) => {
    const now = current();
    if (now) queryClient.setQueryData(decorationKeys.pictures, reordered(now, body));
    save.mutate(body, { onSuccess: () => message.success(done) });
  };

  const data = pictures.data;
  const full = data !== undefined && data.content.length >= data.max;

  return (
    <Card
      title={t('picture.title')}
      extra={
        data && (
          <Typography.Text type="secondary">
            {t('picture.count', { count: data.content.length, max: data.max })}
          </Typography.Text>
        )
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('picture.intro')}
        </Typography.Paragraph>
        {canEdit &&
          (full ? (
            <Alert type="info" showIcon title={t('picture.full', { max: data.max })} />
          ) : (
            <section aria-label={t('picture.uploadLabel')}>
              <FileUploader purposes={IMAGES_ONLY} multiple onUploaded={onUploaded} />
            </section>
          ))}
        {pictures.isError && !data ? (
          <ListStatePanel
            state="error"
            emptyText=""
            errorMessage={pictures.error.message}
            onRetry={() => void pictures.refetch()}
            onClearFilters={() => undefined}
          />
        ) : !data ? (
          <ListStatePanel
            state="loading"
            emptyText=""
            onRetry={() => undefined}
            onClearFilters={() => undefined}
          />
        ) : data.content.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('picture.empty.title')}</Typography.Text>
                <Typography.Text type="secondary">
                  {canEdit ? t('picture.empty.invite') : t('picture.empty.readOnly')}
                </Typography.Text>
              </Flex>
            }
          />
        ) : (
          <>
            {canEdit && <Typography.Text type="secondary">{t('picture.reorderHint')}</Typography.Text>}
            <PictureGrid
              pictures={data.content}
              canEdit={canEdit}
              busy={save.isPending}
              onMove={(from, to) => {
                const body = picturesBody(data);
                change({ ...body, upload_ids: moveId(body.upload_ids, from, to) }, t('picture.reordered'));
              }}
              onMain={(id) => change({ ...picturesBody(data), main_upload_id: id }, t('picture.mainSet'))}
              onRemove={(id) => change(withRemoved(picturesBody(data), id), t('picture.removed'))}
            />
          </>
        )}
      </Flex>
    </Card>
  );
};

export default PicturePage;
