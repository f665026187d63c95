import { envelopeSchema, ledgerBalance, ledgerStatementPage, listQuerySchema } from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeOf } from '../../plugins/access';
import { createFinanceService } from './finance.service';

/**
 * The store's money (/deposit; docs/finance.md): its balances and its statement. Both need
 * withdraw:view (the finance template holds it, the front desk does not).
 */
export const financeRoutes = async (app: App, { db }: Deps): Promise<void> => {
  const service = createFinanceService(db);
  const tags = ['finance'];
  const access = { access: { scope: 'store' as const, permission: 'withdraw:view' } };

  app.get(
    '/ledger/balance',
    {
      config: access,
      schema: {
        tags,
        summary:
          'The store’s custody, available and withdrawing balances (fen) and what becomes available by day',
        response: { 200: envelopeSchema(ledgerBalance) },
      },
    },
    async (request) => ok(request.lang, await service.balance(storeOf(request))),
  );

  app.post(
    '/ledger/list',
    {
      config: access,
      schema: {
        tags,
        summary:
          'One page of the store’s statement: its entries on its three balances, newest first (by cursor)',
        body: listQuerySchema,
        response: { 200: envelopeSchema(ledgerStatementPage) },
      },
    },
    async (request) => ok(request.lang, await service.statement(storeOf(request), request.body)),
  );
};
