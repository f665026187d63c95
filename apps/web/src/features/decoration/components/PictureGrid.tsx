/**
 * The store's pictures in their order: drag a card's handle with the pointer, or focus it and
 * use Space and the arrow keys (dnd-kit's keyboard sensor); mark the main picture; remove.
 */
import { DeleteOutlined, HolderOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { StorePicture } from '@merchant/shared';
import { Button, Card, Flex, Image, Popconfirm, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

interface PictureGridProps {
  pictures: StorePicture[];
  canEdit: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onMain: (uploadId: number) => void;
  onRemove: (uploadId: number) => void;
}

const PictureCard = ({
  picture,
  position,
  canEdit,
  busy,
  onMain,
  onRemove,
}: { picture: StorePicture; position: number } & Pick<
  PictureGridProps,
  'canEdit' | 'busy' | 'onMain' | 'onRemove'
>) => {
  const { t } = useTranslation('decoration');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: picture.upload_id, disabled: !canEdit });
  const name = t('picture.pictureN', { n: position });
  return (
    <li
      ref={setNodeRef}
      data-upload-id={picture.upload_id}
      style={{
        listStyle: 'none',
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
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
                  ref={setActivatorNodeRef}
                  {...attributes}
                  {...listeners}
                  size="small"
                  type="text"
                  icon={<HolderOutlined />}
                  aria-label={t('picture.move', { name })}
                  style={{ cursor: 'grab', touchAction: 'none' }}
                />
              </Tooltip>
              <Tooltip title={picture.is_main ? t('picture.isMain') : t('picture.setMain')}>
                <Button
                  size="small"
                  type="text"
                  disabled={busy || picture.is_main}
                  icon={picture.is_main ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
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
                  icon={<DeleteOutlined />}
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = pictures.map((p) => p.upload_id);
  const positionOf = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('picture.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('picture.dnd.picked', { n: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('picture.dnd.over', { n: positionOf(active.id), to: positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('picture.dnd.dropped', { n: positionOf(active.id), to: positionOf(over.id) })
              : t('picture.dnd.cancelled'),
          onDragCancel: () => t('picture.dnd.cancelled'),
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul
          aria-label={t('picture.gridLabel')}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            gap: 12,
            margin: 0,
            padding: 0,
          }}
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
        </ul>
      </SortableContext>
    </DndContext>
  );
};
