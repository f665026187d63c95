import { comparisonOperators, defineListSpec } from '../list-fields';

/** POST /upload/files: the media library of the store (or of the account without one). */
export const uploadListSpec = defineListSpec(
  {
    file_name: { type: 'string', operators: ['like'], sortable: true },
    purpose: { type: 'string', operators: ['=', 'in'] },
    content_type: { type: 'string', operators: ['=', 'like'] },
    size: { type: 'number', operators: comparisonOperators, sortable: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
);
