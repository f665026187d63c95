import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /course/list: the listings of the call's store. `status` is the tab; `revision_status`
 * is the open revision's status ('draft' | 'pending' | 'rejected'; no revision matches nothing).
 * Newest change first by default.
 */
export const courseListSpec = defineListSpec(
  {
    status: { type: 'string', operators: ['=', 'in'] },
    category: { type: 'number', operators: ['=', 'in'], integer: true },
    name: { type: 'string', operators: ['like'], sortable: true },
    price: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    revision_status: { type: 'string', operators: ['=', 'in'] },
    area_id: { type: 'number', operators: ['=', 'in'], integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    updated_time: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'updated_time', sort: 'desc' }],
);

/**
 * POST /platform/course/list: pending listings ('listing') and pending revisions ('revision')
 * of every store, the longest waiting first.
 */
export const platformCourseListSpec = defineListSpec(
  {
    kind: { type: 'string', operators: ['=', 'in'] },
    store_id: { type: 'number', operators: ['=', 'in'], integer: true },
    store_name: { type: 'string', operators: ['like'], sortable: true },
    name: { type: 'string', operators: ['like'], sortable: true },
    category: { type: 'number', operators: ['=', 'in'], integer: true },
    submitted_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'submitted_at', sort: 'asc' }],
);
