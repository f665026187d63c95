import { comparisonOperators, defineListSpec } from '../list-fields';

/** POST /user/announcements. `read` is the caller's own read mark. */
export const announcementListSpec = defineListSpec(
  {
    title: { type: 'string', operators: ['=', 'like'], sortable: true },
    start_time: { type: 'datetime', operators: comparisonOperators, sortable: true },
    end_time: { type: 'datetime', operators: comparisonOperators, sortable: true },
    created_time: { type: 'datetime', operators: comparisonOperators, sortable: true },
    read: { type: 'boolean', operators: ['='] },
  },
  [{ name: 'created_time', sort: 'desc' }],
);
