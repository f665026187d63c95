/**
 * The pictures in their order, reordered by dragging a card's handle with the pointer or the
 * keyboard (dnd-kit: PointerSensor and KeyboardSensor, announcements in the screen's language).
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Cover } from '@merchant/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orderAfterDrop } from '../cover-order';
import { CoverCard } from './CoverCard';

interface CoverGridProps {
  covers: Cover[];
  canEdit: boolean;
  canDelete: boolean;
  removingId: number | undefined;
  onReorder: (ids: number[]) => void;
  onEdit: (cover: Cover) => void;
  onRemove: (cover: Cover) => void;
}

export const CoverGrid = ({
  covers,
  canEdit,
  canDelete,
  removingId,
  onReorder,
  onEdit,
  onRemove,
}: CoverGridProps) => {
  const { t } = useTranslation('cover');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => covers.map((cover) => cover.id), [covers]);
  const positionOf = (id: unknown) => ids.indexOf(Number(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = orderAfterDrop(ids, Number(active.id), over ? Number(over.id) : null);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.picked', { n: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('dnd.over', { n: positionOf(active.id), to: positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('dnd.dropped', { n: positionOf(active.id), to: positionOf(over.id) })
              : t('dnd.cancelled'),
          onDragCancel: () => t('dnd.cancelled'),
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul
          aria-label={t('gridLabel')}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            gap: 16,
            margin: 0,
            padding: 0,
          }}
        >
          {covers.map((cover, index) => (
            <CoverCard
              key={cover.id}
              cover={cover}
              position={index + 1}
              canEdit={canEdit}
              canDelete={canDelete}
              removing={removingId === cover.id}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
};
