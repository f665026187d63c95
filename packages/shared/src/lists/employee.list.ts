import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /employee/list: the employees of the caller (an owner) who work in the call's store.
 * `keyword` matches the name or the phone.
 */
export const employeeListSpec = defineListSpec(
  {
    keyword: { type: 'string', operators: ['like'] },
    name: { type: 'string', operators: ['like'], sortable: true },
    phone: { type: 'string', operators: ['like'] },
    status: { type: 'string', operators: ['=', 'in'] },
    template: { type: 'string', operators: ['=', 'in'] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
);
