/**
 * Every row of the current filter, page by page (the server pages at most 100), up to a cap,
 * so an export of a huge list stays bounded in time and memory and says it was cut. A list
 * that pages by cursor is walked with `next` from its first page; its total is itself capped
 * at 1,000 (`total_capped`): the walk goes on with `next` past it, and the progress counts
 * towards the export's own cap then.
 */
import { isCursorPage, type ListQueryInput, MAX_PAGE_SIZE } from '@merchant/shared';
import type { FetchPage } from './use-list-query';

export const EXPORT_ROW_CAP = 10_000;

export interface FetchedRows<T> {
  rows: T[];
  total: number;
  capped: boolean;
}

export const fetchAllRows = async <T>(
  fetchPage: FetchPage<T>,
  query: ListQueryInput,
  {
    cap = EXPORT_ROW_CAP,
    onProgress,
  }: { cap?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<FetchedRows<T>> => {
  const rows: T[] = [];
  let total = 0;
  let more = false;
  let after: string | null = null;
  for (let number = 1; ; number += 1) {
    const pageable = after ? { after, size: MAX_PAGE_SIZE } : { number, size: MAX_PAGE_SIZE };
    const page = await fetchPage({ ...query, pageable });
    rows.push(...page.content);
    const cursorPage = isCursorPage(page) ? page : undefined;
    // Past the count's cap the rows to come are unknown: the progress counts towards the export's.
    total = cursorPage?.total_capped ? Math.max(cap, page.total) : page.total;
    onProgress?.(Math.min(rows.length, cap), Math.min(total, cap));
    if (cursorPage) {
      more = cursorPage.total_capped || cursorPage.next !== null;
      after = cursorPage.next;
      if (!after || rows.length >= cap) break;
    } else if (page.content.length < MAX_PAGE_SIZE || rows.length >= total || rows.length >= cap) break;
  }
  return { rows: rows.slice(0, cap), total, capped: total > cap || (rows.length >= cap && more) };
};
