import { comparisonOperators, defineListSpec } from '../list-fields';

/** POST /area/list: the areas of the call's store, by name by default. */
export const areaListSpec = defineListSpec(
  {
    name: { type: 'string', operators: ['like'], sortable: true },
    type: { type: 'string', operators: ['=', 'in'], sortable: true },
    capacity: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    allow_overlap: { type: 'boolean', operators: ['='] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'name', sort: 'asc' }],
);
