import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /service/timed/list: the timed services of the call's store (/timetable). Online
 * first by default ('online' sorts after 'offline', hence descending), then by name.
 */
export const timedServiceListSpec = defineListSpec(
  {
    name: { type: 'string', operators: ['like'], sortable: true },
    resource_kind: { type: 'string', operators: ['=', 'in'] },
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    unit_minutes: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    unit_price_fen: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'status', sort: 'desc' },
    { name: 'name', sort: 'asc' },
  ],
);

/** POST /service/count/list: the per-visit services of the call's store (/numbertable). */
export const countServiceListSpec = defineListSpec(
  {
    name: { type: 'string', operators: ['like'], sortable: true },
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    visits: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    price_fen: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    validity_days: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'status', sort: 'desc' },
    { name: 'visits', sort: 'asc' },
    { name: 'name', sort: 'asc' },
  ],
);
