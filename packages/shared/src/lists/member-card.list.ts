import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /card/list: the cards sold by the call's store (/cardlist). `member_name` and
 * `member_phone` are the owner's; `expires_on` is a store-local day compared as text
 * (YYYY-MM-DD sorts as it reads). Newest first by default.
 */
export const memberCardListSpec = defineListSpec(
  {
    card_no: { type: 'string', operators: ['=', 'like'], sortable: true },
    member_name: { type: 'string', operators: ['like'] },
    member_phone: { type: 'string', operators: ['like'] },
    member_id: { type: 'number', operators: ['=', 'in'], integer: true },
    kind: { type: 'string', operators: ['=', 'in'] },
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    card_type_id: { type: 'number', operators: ['=', 'in'], integer: true },
    expires_on: { type: 'string', operators: ['=', '>=', '<=', '>', '<'], sortable: true },
    issued_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'issued_at', sort: 'desc' }],
);

/** POST /card/{id}/ledger: one card's ledger, newest first; it grows without bound, so by cursor. */
export const cardLedgerListSpec = defineListSpec(
  {
    kind: { type: 'string', operators: ['=', 'in'] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
  { paging: 'cursor' },
);
