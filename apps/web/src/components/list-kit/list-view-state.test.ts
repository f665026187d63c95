import { describe, expect, it } from 'vitest';
import { lastPageIfPast, listViewState } from './list-view-state';

const answer = (
  total: number,
  rows: number,
  more: { isError?: boolean; isPlaceholderData?: boolean } = {},
) => ({
  data: { total, content: Array.from({ length: rows }) },
  isError: false,
  isPlaceholderData: false,
  ...more,
});

describe('list view state', () => {
  it('never says empty before an answer, after a failure or from a kept page', () => {
    expect(listViewState({ data: undefined, isError: false, isPlaceholderData: false }, false)).toBe(
      'loading',
    );
    expect(listViewState({ data: undefined, isError: true, isPlaceholderData: false }, false)).toBe('error');
    expect(listViewState(answer(0, 0, { isError: true }), false)).toBe('error');
    expect(listViewState(answer(0, 0, { isPlaceholderData: true }), false)).toBe('loading');
  });

  it('tells empty from nothing-matches by the filter', () => {
    expect(listViewState(answer(0, 0), false)).toBe('empty');
    expect(listViewState(answer(0, 0), true)).toBe('filteredEmpty');
    expect(listViewState(answer(3, 3), true)).toBe('rows');
  });

  it('steps back from a page past the end', () => {
    expect(listViewState(answer(10, 0), false)).toBe('loading');
    expect(lastPageIfPast(2, 10, 10)).toBe(1);
    expect(lastPageIfPast(1, 10, 0)).toBeUndefined();
    expect(lastPageIfPast(2, 10, 11)).toBeUndefined();
  });
});
