import { defineListSpec } from '../list-fields';

/** POST /user/merchant/list: the stores the caller manages (store management). */
export const merchantStoreListSpec = defineListSpec(
  {
    name: { type: 'string', operators: ['like'], sortable: true },
    city: { type: 'string', operators: ['=', 'like'], sortable: true },
  },
  [{ name: 'name', sort: 'asc' }],
);
