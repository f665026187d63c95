import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /coach/list: the coaches of the call's store. `expiring` is true for a coach with a
 * certificate that expires within 30 days or has expired. Active coaches come first by default
 * (pickers), then by sort order and name.
 */
export const coachListSpec = defineListSpec(
  {
    name: { type: 'string', operators: ['like'], sortable: true },
    phone: { type: 'string', operators: ['like'] },
    type: { type: 'string', operators: ['=', 'in'] },
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    expiring: { type: 'boolean', operators: ['='] },
    sort: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'status', sort: 'asc' },
    { name: 'sort', sort: 'asc' },
    { name: 'name', sort: 'asc' },
  ],
);
