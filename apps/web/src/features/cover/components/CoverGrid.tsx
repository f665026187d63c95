/**
 * The pictures in their order, reordered by dragging a card's handle with the pointer or the
 * keyboard (components/sortable-grid, announcements in the screen's language).
 */
import type { Cover } from '@merchant/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableGrid } from '../../../components/sortable-grid';
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
  const ids = useMemo(() => covers.map((cover) => cover.id), [covers]);
  const onDrop = (activeId: number, overId: number) => {
    const next = orderAfterDrop(ids, activeId, overId);
    if (next) onReorder(next);
  };

  return (
    <SortableGrid
      ids={ids}
      label={t('gridLabel')}
      texts={{ ns: 'cover', prefix: 'dnd.' }}
      minColumnWidth={200}
      gap={16}
      onDrop={onDrop}
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
    </SortableGrid>
  );
};
