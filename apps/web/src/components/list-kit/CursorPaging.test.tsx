// @vitest-environment happy-dom
import { type CursorPage, defineListSpec } from '@merchant/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { ListSection } from './ListSection';
import type { ListResult } from './ListTable';
import type { ListFilter } from './list-filters';
import type { ListColumn } from './list-types';
import { useListState } from './use-list-state';

/** The list kit on a list that pages by cursor (docs/web-architecture.md "Cursor paging"). */
interface Row {
  id: number;
  title: string;
}

const spec = defineListSpec(
  { title: { type: 'string', operators: ['like'], sortable: true } },
  [{ name: 'title', sort: 'asc' }],
  { paging: 'cursor' },
);
const filters: ListFilter<typeof spec>[] = [{ key: 'title', kind: 'text', label: 'Search title' }];
const columns: ListColumn<Row>[] = [{ key: 'title', title: 'Title', render: (row) => row.title }];

const answer = (page: Partial<CursorPage<Row>>): ListResult<Row> => ({
  data: {
    content: [{ id: 1, title: 'First' }],
    size: 10,
    next: null,
    previous: null,
    total: 1,
    total_capped: false,
    ...page,
  },
  error: null,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

const Screen = ({ result }: { result: ListResult<Row> }) => {
  const list = useListState(spec, { filters });
  return (
    <>
      <output data-testid="query">{JSON.stringify(list.query.pageable)}</output>
      <ListSection
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        label="Things"
        emptyText="No things yet"
      />
    </>
  );
};

describe('list kit: cursor paging', { timeout: 30_000 }, () => {
  it('shows Previous and Next as named buttons, no page numbers, and the counted total', async () => {
    await renderScreen(<Screen result={answer({ next: 'Ym', total: 37 })} />);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByText('Total: 37')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('says "more than 1,000" when the server stopped counting', async () => {
    await renderScreen(<Screen result={answer({ next: 'Ym', total: 1_000, total_capped: true })} />);
    expect(screen.getByText('Total: more than 1,000')).toBeTruthy();
  });

  it('keeps the cursor in the URL and sends it as pageable.after or pageable.before', async () => {
    const { router } = await renderScreen(
      <Screen result={answer({ next: 'bmV4dA', previous: 'cHJldg' })} />,
      {
        url: '/list?id=3',
      },
    );
    expect(screen.getByTestId('query').textContent).toBe('{"size":10}');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=3&after=bmV4dA'));
    expect(screen.getByTestId('query').textContent).toBe('{"after":"bmV4dA","size":10}');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=3&before=cHJldg'));
    expect(screen.getByTestId('query').textContent).toBe('{"before":"cHJldg","size":10}');
  });

  it('goes back to the first page when the filter changes', async () => {
    const { router } = await renderScreen(<Screen result={answer({ next: 'bmV4dA' })} />, {
      url: '/list?after=b2xk',
    });
    expect(screen.getByTestId('query').textContent).toBe('{"after":"b2xk","size":10}');
    const input = screen.getByLabelText('Search title');
    fireEvent.change(input, { target: { value: 'yoga' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?f.title=yoga'));
  });

  it('starts over from the first page when a cursor page comes back empty (its rows were deleted)', async () => {
    const { router } = await renderScreen(<Screen result={answer({ content: [], total: 4 })} />, {
      url: '/list?after=b2xk',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
