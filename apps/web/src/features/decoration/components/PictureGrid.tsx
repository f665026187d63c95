/**
 * The store's pictures in their order (components/sortable-grid: drag a card's handle, or
 * focus it and use Space and the arrow keys); mark the main picture; remove.
 */
import { DeleteOutlined, HolderOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { StorePicture } from '@merchant/shared';
import { Button, Card, Flex, Image, Popconfirm, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortableGrid, useSortableCard } from '../../../components/sortable-grid';

interface PictureGridProps {
  pictures: StorePicture[];
  canEdit: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onMain: (uploadId: number) => void;
  onRemove: (uploadId: number) => void;
}

type PictureCardProps = { picture: StorePicture; position: number } & Pick<
  PictureGridProps,
  'canEdit' | 'busy' | 'onMain' | 'onRemove'
>;

const PictureCard = ({ picture, position, canEdit, busy, onMain, onRemove }: PictureCardProps) => {
  const { t } = useTranslation('decoration');
  const { itemRef, itemStyle, handleRef, handleProps, handleStyle } = useSortableCard(
    picture.upload_id,
    !canEdit,
  );
  const name = t('picture.pictureN', { n: position });
  return (
    <li ref={itemRef} data-upload-id={picture.upload_id} style={itemStyle}>
      <Card
        size="small"
        styles={{ body: { padding: 8 } }}
        cover={
          <Image
            src={picture.url}
            alt={name}
            height={140}
            width="100%"
            style={{ objectFit: 'cover' }}
            preview={{ mask: t('picture.preview') }}
          />
        }
      >
        <Flex justify="space-between" align="center" gap={4}>
          <Flex gap={4} align="center">
            <Tag variant="filled">#{position}</Tag>
            {picture.is_main && <Tag color="gold">{t('picture.main')}</Tag>}
          </Flex>
          {canEdit && (
            <Flex gap={2}>
              <Tooltip title={t('picture.moveHint')}>
                <Button
                  ref={handleRef}
                  {...handleProps}
                  size="small"
                  type="text"
                  icon={<HolderOutlined aria-hidden />}
                  aria-label={t('picture.move', { name })}
                  style={handleStyle}
                />
              </Tooltip>
              <Tooltip title={picture.is_main ? t('picture.isMain') : t('picture.setMain')}>
                <Button
                  size="small"
                  type="text"
                  disabled={busy || picture.is_main}
                  icon={
                    picture.is_main ? (
                      <StarFilled aria-hidden style={{ color: '#faad14' }} />
                    ) : (
                      <StarOutlined aria-hidden />
                    )
                  }
                  aria-label={t('picture.setMainNamed', { name })}
                  aria-pressed={picture.is_main}
                  onClick={() => onMain(picture.upload_id)}
                />
              </Tooltip>
              <Popconfirm
                title={t('picture.removeConfirm')}
                description={t('picture.removeConfirmHint')}
                okText={t('picture.remove')}
                cancelText={t('common:cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onRemove(picture.upload_id)}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  disabled={busy}
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('picture.removeNamed', { name })}
                />
              </Popconfirm>
            </Flex>
          )}
        </Flex>
      </Card>
    </li>
  );
};

export const PictureGrid = ({ pictures, canEdit, busy, onMove, onMain, onRemove }: PictureGridProps) => {
  const { t } = useTranslation('decoration');
  const ids = pictures.map((p) => p.upload_id);
  return (
    <SortableGrid
      ids={ids}
      label={t('picture.gridLabel')}
      texts={{ ns: 'decoration', prefix: 'picture.dnd.' }}
      minColumnWidth={180}
      gap={12}
      onDrop={(activeId, overId) => onMove(ids.indexOf(activeId), ids.indexOf(overId))}
    >
      {pictures.map((picture, index) => (
        <PictureCard
          key={picture.upload_id}
          picture={picture}
          position={index + 1}
          canEdit={canEdit}
          busy={busy}
          onMain={onMain}
          onRemove={onRemove}
        />
      ))}
    </SortableGrid>
  );
};
