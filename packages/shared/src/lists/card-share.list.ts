import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /card/share/list: the store's share requests (/membereview). `review_order` is 0 for a
 * request waiting for review and 1 for a decided one, so the default order puts pending
 * requests first, then the newest.
 */
export const cardShareListSpec = defineListSpec(
  {
    status: { type: 'string', operators: ['=', 'in'], sortable: true },
    card_no: { type: 'string', operators: ['=', 'like'], sortable: true },
    member_name: { type: 'string', operators: ['like'] },
    member_phone: { type: 'string', operators: ['like'] },
    channel: { type: 'string', operators: ['=', 'in'] },
    review_order: { type: 'number', operators: ['='], sortable: true, integer: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'review_order', sort: 'asc' },
    { name: 'created_at', sort: 'desc' },
  ],
);

/**
 * POST /card/share/cards: one row per holder of the store's shareable cards (the hidden
 * shareCard screen, "card-holder publish query"). `has_room` is true while the card has fewer
 * holders than its most.
 */
export const sharedCardListSpec = defineListSpec(
  {
    card_no: { type: 'string', operators: ['=', 'like'], sortable: true },
    member_name: { type: 'string', operators: ['like'] },
    member_phone: { type: 'string', operators: ['like'] },
    role: { type: 'string', operators: ['=', 'in'], sortable: true },
    card_status: { type: 'string', operators: ['=', 'in'] },
    has_room: { type: 'boolean', operators: ['='] },
    since: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [
    { name: 'card_no', sort: 'asc' },
    { name: 'role', sort: 'asc' },
    { name: 'since', sort: 'asc' },
  ],
);
