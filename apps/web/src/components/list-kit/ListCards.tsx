/**
 * A list at phone widths: one card per row, the title column heading it, the other shown
 * columns as labelled lines and the actions below, so nothing is squeezed into a 30 px column
 * or cut off at the edge of the screen.
 */
import type { TablePaginationConfig } from 'antd';
import { Card, Flex, Pagination, Spin, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import type { ListColumn, RowAction } from './list-types';
import { RowActions } from './RowActions';

interface ListCardsProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => Key;
  actions: readonly RowAction<T>[];
  can: (code: string) => boolean;
  panel: ReactNode;
  loading: boolean;
  pagination: TablePaginationConfig | false;
  /** Previous / Next of a list that pages by cursor, in place of the page numbers. */
  pager?: ReactNode;
}

export const ListCards = <T,>({
  label,
  rows,
  columns,
  rowKey,
  actions,
  can,
  panel,
  loading,
  pagination,
  pager,
}: ListCardsProps<T>) => {
  const title = columns.find((column) => column.mobile === 'title') ?? columns[0];
  const lines = columns.filter((column) => column !== title && column.mobile !== 'hide');
  return (
    <section aria-label={label}>
      {panel ?? (
        <Spin spinning={loading}>
          <Flex vertical gap={12} role="list">
            {rows.map((row) => (
              <Card key={rowKey(row)} size="small" role="listitem">
                {title && (
                  <div style={{ marginBottom: 8, overflowWrap: 'anywhere' }}>{title.render(row)}</div>
                )}
                <Flex vertical gap={4}>
                  {lines.map((column) => (
                    <Flex key={column.key} gap={8} wrap style={{ overflowWrap: 'anywhere' }}>
                      <Typography.Text type="secondary">{column.title}</Typography.Text>
                      <div style={{ minWidth: 0 }}>{column.render(row)}</div>
                    </Flex>
                  ))}
                </Flex>
                {actions.length > 0 && (
                  <div style={{ marginTop: 8 }}>
                    <RowActions row={row} actions={actions} can={can} />
                  </div>
                )}
              </Card>
            ))}
          </Flex>
        </Spin>
      )}
      {pagination && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination {...pagination} />
        </Flex>
      )}
      {pager}
    </section>
  );
};
