/** Reorderable card grids (dnd-kit): import from screens' lazy pages only. */
export { SortableGrid } from './SortableGrid';
export { useSortableCard } from './use-sortable-card';
