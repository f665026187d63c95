import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { MigrationDb } from '../../db/migrations/schema-helpers';

/**
 * A member's two latest paid times, `members.last_paid_at` and `prior_paid_at`: the overview
 * counts a period's buyers (last paid in it) and repeat buyers (the two latest paid in it) from
 * them, instead of grouping the period's paid orders by member (docs/statistics.md "Buyers").
 *
 * Written where an order's `paid_at` is set (order-payment `deliver`), in that transaction and
 * as its last write, so the member's row is locked last, after the ledger. A card use locks it
 * last too (`recordMemberVisit` after the card's journal), so a payment and a card use of one
 * member never wait on each other in opposite orders. A late-written older payment moves only
 * what it precedes; two payments at the same instant are both counted.
 */
export const recordMemberPaid = async (trx: Database, memberId: number, paidAt: string): Promise<void> => {
  await trx
    .updateTable('members')
    .set({
      prior_paid_at: sql<string | null>`case
        when last_paid_at is null then null
        when ${paidAt} >= last_paid_at then last_paid_at
        when prior_paid_at is null or ${paidAt} > prior_paid_at then ${paidAt}
        else prior_paid_at end`,
      last_paid_at: sql<string>`case when last_paid_at is null or ${paidAt} >= last_paid_at
        then ${paidAt} else last_paid_at end`,
    })
    .where('id', '=', memberId)
    .execute();
};

/**
 * Both times of every member with paid orders (of `storeIds`, or all) computed from those
 * orders in one pass: the migration's backfill, and the data generator's after its bulk load.
 * Members without a paid order keep theirs (null for both where nothing was written).
 */
export const rebuildMemberPaidTimes = async (db: MigrationDb, storeIds?: number[]): Promise<void> => {
  const ofStores = (column: string) =>
    storeIds === undefined ? sql`` : sql`and ${sql.ref(column)} in (${sql.join(storeIds)})`;
  await sql`update members set last_paid_at = latest.last_paid_at, prior_paid_at = latest.prior_paid_at
    from (
      select member_id,
        max(case when place = 1 then paid_at end) as last_paid_at,
        max(case when place = 2 then paid_at end) as prior_paid_at
      from (
        select member_id, paid_at,
          row_number() over (partition by member_id order by paid_at desc) as place
        from orders
        where member_id is not null and paid_at is not null ${ofStores('orders.store_id')}
      ) as ranked
      where place <= 2
      group by member_id
    ) as latest
    where members.id = latest.member_id ${ofStores('members.store_id')}`.execute(db);
};
