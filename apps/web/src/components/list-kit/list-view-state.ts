/**
 * Which of the list's states to show, from the query's answer only: "empty" needs an answer
 * that says total 0 (never while loading, never after a failure, never from the previous
 * page kept on screen), and an empty answer to a filtered query is "nothing matches".
 */
export type ListViewState = 'loading' | 'error' | 'empty' | 'filteredEmpty' | 'rows';

export interface ListAnswer {
  data: { total: number; content: readonly unknown[] } | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
}

export const listViewState = (answer: ListAnswer, filtered: boolean): ListViewState => {
  if (answer.isError) return 'error';
  if (!answer.data) return 'loading';
  if (answer.data.content.length > 0) return 'rows';
  // The previous page kept while the next loads, or a page past the end after a delete.
  if (answer.isPlaceholderData || answer.data.total > 0) return 'loading';
  return filtered ? 'filteredEmpty' : 'empty';
};

/** The last page that has rows, when `page` is past it (after deleting the last rows). */
export const lastPageIfPast = (page: number, size: number, total: number): number | undefined => {
  const last = Math.max(1, Math.ceil(total / size));
  return page > last ? last : undefined;
};
