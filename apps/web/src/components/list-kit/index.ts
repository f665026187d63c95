export { ExportMenu } from './ExportMenu';
export { FilterBar } from './FilterBar';
export { type ListSelection, ListTable } from './ListTable';
export type { FilterOption, ListFilter } from './list-filters';
export type { CellValue, ListColumn, RowAction } from './list-types';
export { type FetchPage, useListQuery } from './use-list-query';
export { type ListStateApi, useListState } from './use-list-state';
