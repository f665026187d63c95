/**
 * One list screen's body: the filter bar (with Export at its right end) over the table. Every
 * list page wired the same trio by hand; this keeps the wiring, and so the behaviour and the
 * accessible names, in one place.
 */
import type { ListQueryInput } from '@merchant/shared';
import type { ReactNode } from 'react';
import { ExportMenu } from './ExportMenu';
import { FilterBar } from './FilterBar';
import type { KitSpec } from './kit-spec';
import { ListTable, type ListTableProps } from './ListTable';
import type { FetchPage } from './use-list-query';

export interface ListSectionProps<T, S extends KitSpec> extends ListTableProps<T, S> {
  /** Fetches the pages to export; a screen without it has no Export button. */
  fetchPage?: FetchPage<T>;
  /** Names the export file and sheet; the table's label unless the screen names it otherwise. */
  listName?: string;
  /** What Export writes: the list's own query unless the screen narrows it (a tab's status). */
  query?: ListQueryInput;
  /** Buttons before Export at the filter bar's right end (add, batch actions). */
  extra?: ReactNode;
  /** A bar between the filters and the table (actions on the selected rows). */
  toolbar?: ReactNode;
}

export const ListSection = <T, S extends KitSpec>({
  fetchPage,
  listName,
  query,
  extra,
  toolbar,
  ...table
}: ListSectionProps<T, S>) => {
  const exportMenu = fetchPage && (
    <ExportMenu
      listName={listName ?? table.label}
      query={query ?? table.list.query}
      fetchPage={fetchPage}
      columns={table.columns}
    />
  );
  return (
    <>
      <FilterBar
        list={table.list}
        extra={
          extra || exportMenu ? (
            <>
              {extra}
              {exportMenu}
            </>
          ) : undefined
        }
      />
      {toolbar}
      <ListTable<T, S> {...table} />
    </>
  );
};
