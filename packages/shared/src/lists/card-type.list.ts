import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /card/type/list: the card types of the call's store. `price_fen` is fen. On-sale types
 * come first by default ('on_sale' sorts after 'off_sale', hence desc), then by sort order
 * and name.
 */
export const cardTypeListSpec = defineListSpec(
  {
    name: { type: 'string', operators: ['like'], sortable: true },
    kind: { type: 'string', operators: ['=', 'in'], sortable: true },
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    shareable: { type: 'boolean', operators: ['='] },
    price_fen: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    sort: { type: 'number', operators: comparisonOperators, sortable: true, integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'status', sort: 'desc' },
    { name: 'sort', sort: 'asc' },
    { name: 'name', sort: 'asc' },
  ],
);
