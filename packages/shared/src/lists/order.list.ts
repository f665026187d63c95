import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /order/list (/classorder: listings, visit packs, timed bookings) and POST
 * /order/share/list (/shareorder: card types): the store's orders, newest first, by cursor (the
 * list grows without bound). `order_no` is exact or a prefix (like); `buyer_phone` is the
 * paying account's phone, `member_phone` the member's; `title` is the first item's name;
 * `category` its listing category.
 */
export const orderListSpec = defineListSpec(
  {
    order_no: { type: 'string', operators: ['=', 'like'] },
    buyer_phone: { type: 'string', operators: ['=', 'like'] },
    member_phone: { type: 'string', operators: ['=', 'like'] },
    member_id: { type: 'number', operators: ['=', 'in'], integer: true },
    title: { type: 'string', operators: ['=', 'like'] },
    category: { type: 'number', operators: ['=', 'in'], integer: true },
    status: { type: 'string', operators: ['=', 'in'] },
    total_fen: { type: 'number', operators: comparisonOperators, integer: true, sortable: true },
    paid_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    refund_status: { type: 'string', operators: ['=', 'in'] },
  },
  [{ name: 'created_at', sort: 'desc' }],
  { paging: 'cursor' },
);
