// @vitest-environment happy-dom
import { defineListSpec, type ListQueryInput, type Page } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { ListSection } from './ListSection';
import type { ListResult } from './ListTable';
import type { ListFilter } from './list-filters';
import type { ListColumn, RowAction } from './list-types';
import type { FetchPage } from './use-list-query';
import { useListState } from './use-list-state';

interface Row {
  id: number;
  title: string;
}

const spec = defineListSpec({
  title: { type: 'string', operators: ['like'], sortable: true },
  kind: { type: 'string', operators: ['='] },
  type_id: { type: 'number', operators: ['='], integer: true },
});
const titleFilter: ListFilter<typeof spec>[] = [{ key: 'title', kind: 'text', label: 'Search title' }];
const twoChoices = [
  { value: '1', label: 'Monthly' },
  { value: '2', label: 'Ten visits' },
];
const columns: ListColumn<Row>[] = [
  { key: 'title', title: 'Title', render: (row) => row.title, exportValue: (row) => row.title },
];
const rows: Page<Row> = { content: [{ id: 1, title: 'First' }], total: 1, number: 1, size: 10 };
const answered: ListResult<Row> = {
  data: rows,
  error: null,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
};

const Screen = ({
  fetchPage,
  extra,
  actions,
  query,
  filters = titleFilter,
}: {
  filters?: ListFilter<typeof spec>[];
  fetchPage?: FetchPage<Row>;
  extra?: ReactNode;
  actions?: RowAction<Row>[];
  query?: ListQueryInput;
}) => {
  const list = useListState(spec, { filters });
  return (
    <ListSection
      list={list}
      result={answered}
      columns={columns}
      rowKey={(row) => row.id}
      label="Things"
      emptyText="No things yet"
      fetchPage={fetchPage}
      query={query}
      extra={extra}
      actions={actions}
      can={() => true}
    />
  );
};

// Rendering antd on a busy two-core machine takes seconds, not milliseconds.
describe('ListSection', { timeout: 30_000 }, () => {
  it('renders the labelled filter, the named table, its rows and permitted actions', async () => {
    const open = vi.fn();
    await renderScreen(<Screen actions={[{ key: 'open', label: 'Open', permission: 'x', onClick: open }]} />);
    expect(screen.getByLabelText('Search title')).toBeTruthy();
    // happy-dom is phone-sized: the rows are cards, named by the same label as the desktop table.
    expect(screen.getByLabelText('Things')).toBeTruthy();
    expect(screen.getByText('First')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith({ id: 1, title: 'First' });
  });

  it('has no Export without a fetchPage, and one with it, after the extra buttons', async () => {
    const { unmount } = await renderScreen(<Screen />);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    unmount();
    await renderScreen(
      <Screen fetchPage={async () => rows} extra={<button type="button">Add thing</button>} />,
    );
    const add = screen.getByRole('button', { name: 'Add thing' });
    const exportButton = screen.getByRole('button', { name: /Export/ });
    expect(add.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows few fixed choices as a segmented switch, and choices from data always as a searchable dropdown', async () => {
    const filters: ListFilter<typeof spec>[] = [
      { key: 'kind', kind: 'select', label: 'Kind', options: twoChoices },
      { key: 'type_id', kind: 'select', label: 'Card type', options: twoChoices, searchable: true },
    ];
    await renderScreen(<Screen filters={filters} />);
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Card type' })).toBeTruthy();
  });

  it('writes the filter to the URL like the filter bar it wraps', async () => {
    const { router } = await renderScreen(<Screen />, { url: '/list?page=2' });
    const input = screen.getByLabelText('Search title');
    fireEvent.change(input, { target: { value: 'yoga' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?f.title=yoga'));
  });
});
