import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /platform/application/list: the applications of every store that were submitted at
 * least once (drafts are the merchant's own work and stay out). The longest waiting first.
 */
export const platformApplicationListSpec = defineListSpec(
  {
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    type: { type: 'string', operators: ['=', 'in'] },
    store_id: { type: 'number', operators: ['=', 'in'], integer: true },
    store_name: { type: 'string', operators: ['like'], sortable: true },
    submitted_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    decided_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'submitted_at', sort: 'asc' }],
);
