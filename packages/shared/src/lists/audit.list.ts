import { comparisonOperators, defineListSpec } from '../list-fields';

/** POST /audit/list: the operation log of the caller's store, by cursor (it grows without bound). */
export const auditListSpec = defineListSpec(
  {
    entity: { type: 'string', operators: ['=', 'in'] },
    entity_id: { type: 'number', operators: ['=', 'in'], integer: true },
    actor: { type: 'number', operators: ['='], integer: true },
    at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'at', sort: 'desc' }],
  { paging: 'cursor' },
);
