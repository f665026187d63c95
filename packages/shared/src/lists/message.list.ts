import { comparisonOperators, defineListSpec } from '../list-fields';

/** POST /message/system/list, by cursor (it grows without bound). `keyword` matches the title or the content. */
export const messageListSpec = defineListSpec(
  {
    keyword: { type: 'string', operators: ['like'] },
    title: { type: 'string', operators: ['like'], sortable: true },
    category: { type: 'string', operators: ['=', 'in'] },
    read: { type: 'boolean', operators: ['='] },
    created_time: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_time', sort: 'desc' }],
  { paging: 'cursor' },
);
