import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The rollups as a direct count of their source rows gives them (docs/statistics.md
 * "Rollups"): per store and member, the latest and second latest payment; per member holding
 * active cards, how many and when last seen.
 */
const directBuyers = sql`select store_id, member_id,
    max(case when rn = 1 then paid_at end) as last_paid_at,
    max(case when rn = 2 then paid_at end) as previous_paid_at
  from (select store_id, member_id, paid_at,
      row_number() over (partition by store_id, member_id order by paid_at desc) as rn
    from orders where member_id is not null and paid_at is not null) as ranked
  where rn <= 2 group by store_id, member_id`;
const keptBuyers = sql`select store_id, member_id, last_paid_at, previous_paid_at
  from statistics_buyers where last_paid_at is not null`;
const directHolders = sql`select m.id as member_id, m.store_id, count(*) as active_cards,
    coalesce(m.last_visit_at, m.created_at) as last_seen_at
  from members as m
  inner join card_holders as h on h.member_id = m.id
  inner join member_cards as c on c.id = h.card_id and c.status = 'active'
  group by m.id, m.store_id, m.last_visit_at, m.created_at`;
const keptHolders = sql`select member_id, store_id, active_cards, last_seen_at
  from statistics_holders where active_cards > 0`;

/** Rows in `a` and not in `b` (at most `limit`), as text for a report. */
const missing = async (
  db: Database,
  what: string,
  a: typeof directBuyers,
  b: typeof directBuyers,
  limit: number,
) => {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from (${a} except ${b}) as d limit ${limit}`.execute(db);
  return rows.map((r) => `${what}: ${JSON.stringify(r)}`);
};

/**
 * Compares statistics_buyers and statistics_holders with a direct count of orders, members,
 * card holders and cards; answers the differences (none when the triggers kept them). The
 * generator runs it after its bulk writes, tests after their sequences.
 */
export const checkStatisticsRollups = async (db: Database, limit = 20): Promise<string[]> => [
  ...(await missing(db, 'buyer not kept', directBuyers, keptBuyers, limit)),
  ...(await missing(db, 'buyer kept wrongly', keptBuyers, directBuyers, limit)),
  ...(await missing(db, 'holder not kept', directHolders, keptHolders, limit)),
  ...(await missing(db, 'holder kept wrongly', keptHolders, directHolders, limit)),
];
