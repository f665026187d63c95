import { comparisonOperators, defineListSpec } from '../list-fields';

/** POST /platform/claims/list: the platform's review queue. */
export const platformClaimListSpec = defineListSpec(
  {
    status: { type: 'string', operators: ['=', 'in'] },
    store_name: { type: 'string', operators: ['like'] },
    merchant_phone: { type: 'string', operators: ['=', 'like'] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    decided_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'asc' }],
);
