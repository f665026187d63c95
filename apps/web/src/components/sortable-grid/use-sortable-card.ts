/**
 * One card of a `SortableGrid`: the `<li>`'s ref and style, and the handle's ref and props (a
 * real button: drag it, or focus it and press Space, the arrow keys, then Space).
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';

export const useSortableCard = (id: number, disabled: boolean) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const itemStyle: CSSProperties = {
    listStyle: 'none',
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : 1,
  };
  return {
    itemRef: setNodeRef,
    itemStyle,
    handleRef: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    handleStyle: { cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' } as CSSProperties,
    isDragging,
  };
};
