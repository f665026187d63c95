/**
 * A grid of cards the user reorders by dragging a card's handle with the pointer or with the
 * keyboard (dnd-kit: PointerSensor after 4 px, KeyboardSensor), with screen-reader
 * announcements in the screen's language. Used by /cover and /picture. The cards call
 * `useSortableCard` and render `<li>` elements.
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableGridProps {
  /** The items' ids, in the order shown. */
  ids: readonly number[];
  /** The list's accessible name. */
  label: string;
  /**
   * Where the announcements are: namespace and key prefix of `instructions`, `picked` ({{n}}),
   * `over` ({{n}}, {{to}}), `dropped` ({{n}}, {{to}}) and `cancelled`.
   */
  texts: { ns: string; prefix: string };
  minColumnWidth: number;
  gap: number;
  /** `activeId` was dropped on `overId` (never called for a drop on itself or outside). */
  onDrop: (activeId: number, overId: number) => void;
  children: ReactNode;
}

export const SortableGrid = ({
  ids,
  label,
  texts,
  minColumnWidth,
  gap,
  onDrop,
  children,
}: SortableGridProps) => {
  const { t } = useTranslation(texts.ns);
  const text = (key: string, values?: Record<string, unknown>) => t(`${texts.prefix}${key}`, values);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: text('instructions') },
        announcements: {
          onDragStart: ({ active }) => text('picked', { n: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? text('over', { n: positionOf(active.id), to: positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? text('dropped', { n: positionOf(active.id), to: positionOf(over.id) }) : text('cancelled'),
          onDragCancel: () => text('cancelled'),
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={rectSortingStrategy}>
        <ul
          aria-label={label}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`,
            gap,
            margin: 0,
            padding: 0,
          }}
        >
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
};
