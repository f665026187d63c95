import type { CursorPage, LedgerBalance, LedgerStatementEntry, ListQuery } from '@merchant/shared';
import type { Database } from '../../db/database';
import { planListQuery } from '../../lib/list-query';
import { createFinanceRepository, ledgerList } from './finance.repository';
import { upcomingSettlements } from './upcoming-settlements';

/** The store's balance and statement, read from the ledger (docs/finance.md). */
export const createFinanceService = (db: Database) => {
  const repository = createFinanceRepository(db);
  return {
    balance: async (storeId: number): Promise<LedgerBalance> => {
      const [sums, upcoming] = await Promise.all([
        repository.balances(storeId),
        upcomingSettlements(db, storeId),
      ]);
      return {
        custody: sums.store_custody,
        available: sums.store_available,
        withdrawing: sums.store_withdrawing,
        upcoming,
      };
    },

    /** Newest first by default, by cursor (docs/api.md "Cursor paging"). */
    statement: (storeId: number, query: ListQuery): Promise<CursorPage<LedgerStatementEntry>> =>
      repository.statement(storeId, planListQuery(query, ledgerList)),
  };
};
