import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /ledger/list: the statement of the call's store, its entries on store_custody,
 * store_available and store_withdrawing, newest first, by cursor (it grows without bound).
 * `account_kind` is the balance an entry moved; `object_kind` / `object_id` the business object
 * it came from (an order, a redemption, a refund, a withdrawal).
 */
export const ledgerListSpec = defineListSpec(
  {
    account_kind: { type: 'string', operators: ['=', 'in'] },
    object_kind: { type: 'string', operators: ['=', 'in'] },
    object_id: { type: 'number', operators: ['=', 'in'], integer: true },
    amount_fen: { type: 'number', operators: comparisonOperators, integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
  { paging: 'cursor' },
);

/** POST /withdrawal/account/list: the store's withdrawal accounts (a few), oldest first. */
export const withdrawalAccountListSpec = defineListSpec(
  {
    type: { type: 'number', operators: ['=', 'in'], integer: true },
    holder_name: { type: 'string', operators: ['like'] },
    is_default: { type: 'boolean', operators: ['='] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'asc' }],
);

/**
 * POST /withdrawal/list (the store's) and POST /platform/withdrawal/list (every store's):
 * withdrawals newest first, by cursor. `status` is the spec's; `created_at` the request's time.
 */
export const withdrawalListSpec = defineListSpec(
  {
    withdrawal_no: { type: 'string', operators: ['=', 'like'] },
    status: { type: 'string', operators: ['=', 'in'] },
    store_id: { type: 'number', operators: ['=', 'in'], integer: true },
    amount: { type: 'number', operators: comparisonOperators, integer: true, sortable: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
  { paging: 'cursor' },
);
