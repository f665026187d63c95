/** Server calls of the finance screens (docs/finance.md, docs/api.md). */
import type { CursorPage, LedgerBalance, LedgerStatementEntry, ListQueryInput } from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchBalance = (signal?: AbortSignal): Promise<LedgerBalance> =>
  http.get<LedgerBalance>('/ledger/balance', undefined, { signal });

/** One page of the statement; it pages by cursor (packages/shared lists/ledger.list.ts). */
export const fetchStatement = (
  query: ListQueryInput,
  signal?: AbortSignal,
): Promise<CursorPage<LedgerStatementEntry>> =>
  http.post<CursorPage<LedgerStatementEntry>>('/ledger/list', query, { signal });
