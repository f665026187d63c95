import { comparisonOperators, defineListSpec } from '../list-fields';

/**
 * POST /coupon/redemption/list: the store's redemptions, newest first, by cursor (it grows
 * without bound). `code` is the voucher's, `member_phone` the member's, `staff_account_id` the
 * employee who redeemed, `item_name` the item as sold, `state` undoable | settled | undone.
 */
export const couponRedemptionListSpec = defineListSpec(
  {
    code: { type: 'string', operators: ['=', 'like'] },
    member_phone: { type: 'string', operators: ['=', 'like'] },
    staff_account_id: { type: 'number', operators: ['=', 'in'], integer: true },
    item_name: { type: 'string', operators: ['like'] },
    state: { type: 'string', operators: ['=', 'in'] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
  { paging: 'cursor' },
);
