/**
 * The list kit's table (DESIGN.md "Lists"): antd Table on desktop, rows as cards at phone
 * widths, with the kit's states (loading, empty, filtered-empty, error with retry), sorting and
 * paging written to the tab's URL, and row actions filtered by permission. A list that pages
 * by cursor gets Previous / Next (CursorPager) instead of page numbers.
 */

import { type AnyPage, isCursorPage, isSessionEndedCode } from '@merchant/shared';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../app/layout/use-is-mobile';
import { ApiError } from '../../lib/http';
import { CursorPager } from './CursorPager';
import type { KitSpec } from './kit-spec';
import { ListCards } from './ListCards';
import { ListStatePanel } from './ListStatePanel';
import type { ListColumn, RowAction } from './list-types';
import { PAGE_SIZES } from './list-url';
import { lastPageIfPast, listViewState } from './list-view-state';
import { pagerItemRender } from './pager-item-render';
import { RowActions, visibleActions } from './RowActions';
import type { ListStateApi } from './use-list-state';

export interface ListResult<T> {
  data: AnyPage<T> | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ListSelection {
  selected: Key[];
  onChange: (keys: Key[]) => void;
  /** Screen-reader name of one row's checkbox. */
  rowLabel: (index: number) => string;
}

export interface ListTableProps<T, S extends KitSpec> {
  list: ListStateApi<S>;
  result: ListResult<T>;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => Key;
  /** The table's accessible name (the screen's title). */
  label: string;
  emptyText: string;
  filteredEmptyText?: string;
  actions?: readonly RowAction<T>[];
  can?: (code: string) => boolean;
  selection?: ListSelection;
  /** Widest the desktop table scrolls to before it scrolls sideways. */
  scrollX?: number;
  footer?: ReactNode;
}

const never = () => false;

/**
 * The reason shown under "could not be loaded". Not for an ended session: the sign-in dialog
 * and its toast already say it, and the list behind them should not say it a third time.
 */
const reasonOf = (error: Error | null): string | undefined =>
  error instanceof ApiError && isSessionEndedCode(error.code) ? undefined : error?.message;

export const ListTable = <T, S extends KitSpec>({
  list,
  result,
  columns,
  rowKey,
  label,
  emptyText,
  filteredEmptyText,
  actions = [],
  can = never,
  selection,
  scrollX,
}: ListTableProps<T, S>) => {
  const { t } = useTranslation('listKit');
  const isMobile = useIsMobile();
  const shown = columns.filter((column) => !column.exportOnly);
  const view = listViewState(result, list.filtered);
  const { page, size, sorts, cursor } = list.state;
  const total = result.data?.total ?? 0;
  const answered = result.data && !result.isPlaceholderData ? result.data : undefined;
  const cursorPage = result.data && isCursorPage(result.data) ? result.data : undefined;

  // Deleting the last rows of the last page: step back to the page that now is the last. A
  // cursor page has no "last page" to compute: an empty page after a cursor starts over.
  const pastEnd = answered && !isCursorPage(answered) ? lastPageIfPast(page, size, total) : undefined;
  const emptyAfterCursor =
    answered !== undefined && isCursorPage(answered) && answered.content.length === 0 && cursor !== undefined;
  const { setPage, setCursor } = list;
  useEffect(() => {
    if (pastEnd !== undefined) setPage(pastEnd);
  }, [pastEnd, setPage]);
  useEffect(() => {
    if (emptyAfterCursor) setCursor(null);
  }, [emptyAfterCursor, setCursor]);

  const panel =
    view === 'rows' ? null : (
      <ListStatePanel
        state={view}
        emptyText={emptyText}
        filteredEmptyText={filteredEmptyText}
        errorMessage={reasonOf(result.error)}
        onRetry={() => void result.refetch()}
        onClearFilters={list.clearFilters}
      />
    );

  const pager =
    view === 'rows' && cursorPage ? (
      <CursorPager
        page={cursorPage}
        size={size}
        disabled={result.isFetching}
        onPrevious={() => cursorPage.previous && setCursor({ way: 'before', value: cursorPage.previous })}
        onNext={() => cursorPage.next && setCursor({ way: 'after', value: cursorPage.next })}
        onSize={isMobile ? undefined : (next) => setCursor(null, next)}
      />
    ) : null;

  const pagination: TablePaginationConfig | false =
    view === 'rows' && !cursorPage
      ? {
          current: page,
          pageSize: size,
          total,
          showSizeChanger: !isMobile,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count) => t('total', { count }),
          simple: isMobile,
          onChange: (number, nextSize) => list.setPage(number, nextSize),
          itemRender: pagerItemRender(t),
        }
      : false;

  const rows = view === 'rows' ? (result.data?.content ?? []) : [];
  const hasActions = actions.length > 0 && rows.some((row) => visibleActions(actions, row, can).length > 0);

  if (isMobile) {
    return (
      <ListCards
        label={label}
        rows={rows}
        columns={shown}
        rowKey={rowKey}
        actions={hasActions ? actions : []}
        can={can}
        panel={panel}
        loading={view === 'rows' && result.isFetching}
        pagination={pagination}
        pager={pager}
      />
    );
  }

  // Where a table is wider than the content area (Chinese headers at 1280 px), it scrolls
  // sideways: the first column (what the row is) stays on the left and the actions on the
  // right, so the row's buttons are in view without scrolling.
  const tableColumns: TableColumnsType<T> = shown.map((column, index) => {
    const sorted = column.sortField ? sorts.find((s) => s.name === column.sortField) : undefined;
    return {
      key: column.key,
      ...(index === 0 ? { fixed: 'left' as const } : {}),
      title: column.title,
      width: column.width,
      align: column.align,
      render: (_: unknown, row: T) => column.render(row),
      ...(column.sortField
        ? {
            sorter: true,
            sortOrder: sorted ? (sorted.sort === 'asc' ? 'ascend' : 'descend') : null,
            showSorterTooltip: false,
          }
        : {}),
    };
  });
  if (hasActions) {
    tableColumns.push({
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_: unknown, row: T) => <RowActions row={row} actions={actions} can={can} />,
    });
  }

  const onChange = (
    _: unknown,
    __: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    extra: { action: string },
  ) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = columns.find((column) => column.key === one?.columnKey)?.sortField;
    list.setSorts(
      field && one?.order ? [{ name: field, sort: one.order === 'ascend' ? 'asc' : 'desc' }] : [],
    );
  };

  return (
    <>
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={rows}
        loading={view === 'rows' && result.isFetching}
        locale={{ emptyText: panel }}
        pagination={pagination}
        scroll={{ x: scrollX ?? 'max-content' }}
        // Fixed columns switch antd to a fixed layout, where a column without a width (the
        // actions) gets what is left: nothing, once the table is as wide as its columns. The
        // automatic layout gives each column at least its content.
        tableLayout="auto"
        onChange={onChange}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.selected,
                fixed: true,
                onChange: (keys) => selection.onChange(keys),
                getTitleCheckboxProps: () => ({ 'aria-label': t('selectAll') }),
                getCheckboxProps: (row) => ({ 'aria-label': selection.rowLabel(rows.indexOf(row)) }),
              }
            : undefined
        }
      />
      {pager}
    </>
  );
};
