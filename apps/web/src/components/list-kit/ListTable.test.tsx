// @vitest-environment happy-dom
import { defineListSpec, type Page } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { FilterBar } from './FilterBar';
import { type ListResult, ListTable } from './ListTable';
import type { ListFilter } from './list-filters';
import type { ListColumn, RowAction } from './list-types';
import { useListState } from './use-list-state';

interface Row {
  id: number;
  title: string;
}

const spec = defineListSpec({ title: { type: 'string', operators: ['like'], sortable: true } });
const columns: ListColumn<Row>[] = [
  { key: 'title', title: 'Title', render: (row) => row.title, sortField: 'title' },
];

const answer = (rows: Row[], total = rows.length): Page<Row> => ({
  content: rows,
  total,
  number: 1,
  size: 10,
});

const result = (more: Partial<ListResult<Row>>): ListResult<Row> => ({
  data: undefined,
  error: null,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
  ...more,
});

const Screen = ({
  outcome,
  actions = [],
  can = () => false,
}: {
  outcome: ListResult<Row>;
  actions?: RowAction<Row>[];
  can?: (code: string) => boolean;
}) => {
  const filters = useMemo<ListFilter<typeof spec>[]>(
    () => [{ key: 'title', kind: 'text', label: 'Search title' }],
    [],
  );
  const list = useListState(spec, { filters });
  return (
    <>
      <FilterBar list={list} />
      <output data-testid="query">{JSON.stringify(list.query.restrictions)}</output>
      <ListTable
        list={list}
        result={outcome}
        columns={columns}
        rowKey={(row) => row.id}
        label="Things"
        emptyText="No things yet"
        actions={actions}
        can={can}
      />
    </>
  );
};

// Rendering antd on a busy two-core machine takes seconds, not milliseconds.
describe('ListTable states', { timeout: 30_000 }, () => {
  it('shows loading, never "empty", before an answer', async () => {
    await renderScreen(<Screen outcome={result({})} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No things yet')).toBeNull();
  });

  it('shows the failure with its message and a Retry that asks again', async () => {
    const refetch = vi.fn();
    await renderScreen(
      <Screen outcome={result({ isError: true, error: new Error('Network error'), refetch })} />,
    );
    expect(screen.getByText('The list could not be loaded')).toBeTruthy();
    expect(screen.getByText('Network error')).toBeTruthy();
    expect(screen.queryByText('No things yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says empty only when the answer says total 0 without a filter', async () => {
    await renderScreen(<Screen outcome={result({ data: answer([]) })} />);
    expect(screen.getByText('No things yet')).toBeTruthy();
  });

  it('says nothing matches under a filter, and "Clear filters" clears the URL', async () => {
    const { router } = await renderScreen(<Screen outcome={result({ data: answer([]) })} />, {
      url: '/list?id=7&f.title=zzz',
    });
    expect(screen.getByText('Nothing matches the filters')).toBeTruthy();
    expect(screen.getByTestId('query').textContent).toContain('zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
  });
});

describe('FilterBar', { timeout: 30_000 }, () => {
  it('ties each label to its field and writes the filter to the URL on Enter', async () => {
    const { router } = await renderScreen(<Screen outcome={result({ data: answer([]) })} />, {
      url: '/list?page=3',
    });
    const input = screen.getByLabelText('Search title');
    fireEvent.change(input, { target: { value: 'yoga' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?f.title=yoga'));
    await waitFor(() =>
      expect(screen.getByTestId('query').textContent).toBe(
        JSON.stringify([{ name: 'title', operator: 'like', value: 'yoga', logic: 'and' }]),
      ),
    );
  });
});

describe('row actions', { timeout: 30_000 }, () => {
  const rows = answer([{ id: 1, title: 'First' }]);

  it('are buttons, only those the menu grants', async () => {
    const actions: RowAction<Row>[] = [
      { key: 'view', label: 'View', onClick: () => undefined },
      { key: 'delete', label: 'Delete', permission: 'thing:delete', onClick: () => undefined },
    ];
    await renderScreen(<Screen outcome={result({ data: rows })} actions={actions} />);
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('ask first when they say so, and act on the confirmation', async () => {
    const remove = vi.fn();
    const actions: RowAction<Row>[] = [
      {
        key: 'delete',
        label: 'Delete',
        permission: 'thing:delete',
        confirm: 'Delete this thing?',
        ariaLabel: (row) => `Delete ${row.title}`,
        onClick: remove,
      },
    ];
    await renderScreen(
      <Screen outcome={result({ data: rows })} actions={actions} can={(code) => code === 'thing:delete'} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete First' }));
    expect(remove).not.toHaveBeenCalled();
    await screen.findByText('Delete this thing?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 1, title: 'First' }));
  });
});

describe('ListTable paging and clearing, as a screen reader names them', { timeout: 30_000 }, () => {
  it('names the page arrows and the filter clear button in words, not by their icons', async () => {
    const many = answer(
      Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Row ${i + 1}` })),
      200,
    );
    await renderScreen(<Screen outcome={result({ data: many })} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search title'), { target: { value: 'x' } });
    expect(screen.getByRole('img', { name: 'Clear' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'close-circle' })).toBeNull();
  });
});
