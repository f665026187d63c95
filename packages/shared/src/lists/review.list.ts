import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /review/list (/orderevaluate, /videoevaluate): the store's reviews of one kind, newest
 * first, by cursor (they grow without bound). `has_media`: pictures or a video; `replied`: the
 * store has answered; `listing_id`: the course reviewed; `created_at`: the date range.
 */
export const reviewListSpec = defineListSpec(
  {
    stars: { type: 'number', operators: ['=', 'in', '>=', '<='], integer: true },
    has_media: { type: 'boolean', operators: ['='] },
    replied: { type: 'boolean', operators: ['='] },
    listing_id: { type: 'number', operators: ['=', 'in'], integer: true },
    coach_id: { type: 'number', operators: ['=', 'in'], integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
  { paging: 'cursor' },
);

/** POST /platform/review/appeal/list: appeals, open first by default (oldest first). */
export const reviewAppealListSpec = defineListSpec(
  {
    status: { type: 'string', operators: ['=', 'in'] },
    store_id: { type: 'number', operators: ['='], integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'asc' }],
);
