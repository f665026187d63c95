import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * Rollups for the statistics overview at a chain's size (docs/statistics.md "Rollups"): the
 * overview counted a store's buyers by grouping the period's orders per member, and its members
 * at risk by testing every member of the store for an active card. Neither is a sum of days (a
 * buyer is counted once over the period; at risk depends on now), so they are kept per member:
 *
 * - `statistics_buyers` (store, member): the member's two latest payment instants at the store.
 *   A period ending now has N buyers = rows whose latest payment is in it, and N repeat buyers
 *   = rows whose second latest is in it: two index range counts.
 * - `statistics_holders` (member): how many active cards the member holds (owner or sharer) and
 *   when they were last seen (last visit, or joining). At risk = rows of the store with a card
 *   and last seen before now − 14 days: one range count on a partial index, the instant applied
 *   at read time, so the figure moves with the clock without any job.
 *
 * Both are kept by triggers on their source tables, so every writer keeps them, whatever path
 * it takes: the services, the jobs, the data generator's bulk inserts, tests writing rows
 * directly. Each trigger recounts its member from the source rows (never adds ±1), so a
 * rollup row is always what a direct count gives. On PostgreSQL the recount first locks the
 * rollup row (insert … on conflict do nothing, then select … for update) and reads in the next
 * statements, whose snapshots see every transaction that held the lock before: two concurrent
 * writers for one member cannot both miss each other. It writes only a changed row (an update
 * that changes nothing would still leave a dead row version and index entries).
 *
 * Also: (member_id, store_id, paid_at) on orders for those recounts, a covering (store_id,
 * paid_at, member_id, paid_fen) in place of (store_id, paid_at) for the dashboard's paid
 * orders and yesterday's buyers, (store_id, date, status, capacity, booked, attended,
 * no_shows) in place of (store_id, date) on timetable_sessions so the period's sessions are
 * summed from the index, and for the dashboard: redemptions by (store, created_at, id,
 * status) so a day's redemptions not undone are counted from the index (625 table reads,
 * 5 ms, on a store of 55,000 orders), and consumer reviews by (store, replied, kind, hidden)
 * for the unreplied count (7,755 table reads, 11 ms). Each replaced index keeps its name; the
 * old one is a prefix of the new.
 */
/**
 * An ISO instant as text. On PostgreSQL in the C collation: ISO instants sort the same in it, and
 * a database in C.UTF-8 compared each with the locale's rules, 100 ms for 7,300 rows of one
 * store against 1.7 ms in C (measured on the generator's 100,000-order chain).
 */
const instant = (dialect: Dialect) =>
  dialect === 'postgres' ? sql`varchar(30) collate "C"` : sql`varchar(30)`;

export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('statistics_buyers')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('last_paid_at', instant(dialect))
    .addColumn('previous_paid_at', instant(dialect))
    .addPrimaryKeyConstraint('statistics_buyers_pk', ['store_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('statistics_buyers_last_idx')
    .on('statistics_buyers')
    .columns(['store_id', 'last_paid_at'])
    .execute();
  await db.schema
    .createIndex('statistics_buyers_previous_idx')
    .on('statistics_buyers')
    .columns(['store_id', 'previous_paid_at'])
    .execute();

  await db.schema
    .createTable('statistics_holders')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('active_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen_at', instant(dialect), (c) => c.notNull())
    .execute();
  // The literal `active_cards > 0` must be in the query too (a bound 0 does not imply it).
  await db.schema
    .createIndex('statistics_holders_at_risk_idx')
    .on('statistics_holders')
    .columns(['store_id', 'last_seen_at'])
    .where(sql.ref('active_cards'), '>', sql.lit(0))
    .execute();

  await db.schema
    .createIndex('orders_member_store_paid_idx')
    .on('orders')
    .columns(['member_id', 'store_id', 'paid_at'])
    .execute();
  await db.schema.dropIndex('orders_store_paid_idx').execute();
  await db.schema
    .createIndex('orders_store_paid_idx')
    .on('orders')
    .columns(['store_id', 'paid_at', 'member_id', 'paid_fen'])
    .execute();
  await db.schema.dropIndex('timetable_sessions_store_date_idx').execute();
  await db.schema
    .createIndex('timetable_sessions_store_date_idx')
    .on('timetable_sessions')
    .columns(['store_id', 'date', 'status', 'capacity', 'booked', 'attended', 'no_shows'])
    .execute();
  await db.schema.dropIndex('coupon_redemptions_store_idx').execute();
  await db.schema
    .createIndex('coupon_redemptions_store_idx')
    .on('coupon_redemptions')
    .columns(['store_id', 'created_at', 'id', 'status'])
    .execute();
  await db.schema.dropIndex('consumer_reviews_store_replied_idx').execute();
  await db.schema
    .createIndex('consumer_reviews_store_replied_idx')
    .on('consumer_reviews')
    .columns(['store_id', 'replied', 'kind', 'hidden'])
    .execute();

  await backfill(db);
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
};

/** The rollups of the rows already there (the triggers keep them from now on). */
const backfill = async (db: MigrationDb) => {
  await sql`insert into statistics_buyers (store_id, member_id, last_paid_at)
    select store_id, member_id, max(paid_at) from orders
    where member_id is not null and paid_at is not null group by store_id, member_id`.execute(db);
  await sql`update statistics_buyers set previous_paid_at = (${secondPaid('statistics_buyers.store_id', 'statistics_buyers.member_id')})`.execute(
    db,
  );
  await sql`insert into statistics_holders (member_id, store_id, active_cards, last_seen_at)
    select m.id, m.store_id, count(*), coalesce(m.last_visit_at, m.created_at)
    from members as m
    inner join card_holders as h on h.member_id = m.id
    inner join member_cards as c on c.id = h.card_id and c.status = 'active'
    group by m.id, m.store_id, m.last_visit_at, m.created_at`.execute(db);
};

/** The second latest payment of a member at a store (null with fewer than two). */
const secondPaid = (store: string, member: string) =>
  sql`select o.paid_at from orders as o where o.member_id = ${sql.raw(member)} and o.store_id = ${sql.raw(store)}
    and o.paid_at is not null order by o.paid_at desc limit 1 offset 1`;
const latestPaid = (store: string, member: string) =>
  sql`select max(o.paid_at) from orders as o where o.member_id = ${sql.raw(member)} and o.store_id = ${sql.raw(store)}`;
/** How many active cards a member holds (owner or sharer). */
const activeCards = (member: string) =>
  sql`select count(*) from card_holders as h inner join member_cards as c on c.id = h.card_id
    where h.member_id = ${sql.raw(member)} and c.status = 'active'`;

/** SQLite: one writer at a time, so a recount in the trigger is exact. */
const sqliteTriggers = async (db: MigrationDb) => {
  const buyer = (row: 'new' | 'old') => `
    insert or ignore into statistics_buyers (store_id, member_id) values (${row}.store_id, ${row}.member_id);
    update statistics_buyers set
      last_paid_at = (${latestPaid(`${row}.store_id`, `${row}.member_id`).compile(db).sql}),
      previous_paid_at = (${secondPaid(`${row}.store_id`, `${row}.member_id`).compile(db).sql})
      where store_id = ${row}.store_id and member_id = ${row}.member_id;`;
  const changed =
    'old.store_id is not new.store_id or old.member_id is not new.member_id or old.paid_at is not new.paid_at';
  const statements = [
    `create trigger statistics_buyers_order_insert after insert on orders
      when new.member_id is not null and new.paid_at is not null begin ${buyer('new')} end`,
    `create trigger statistics_buyers_order_delete after delete on orders
      when old.member_id is not null and old.paid_at is not null begin ${buyer('old')} end`,
    // The old (store, member) only when the order left it; the new one covers a changed payment.
    `create trigger statistics_buyers_order_update_old after update of store_id, member_id, paid_at on orders
      when old.member_id is not null and (old.store_id is not new.store_id or old.member_id is not new.member_id)
      begin ${buyer('old')} end`,
    `create trigger statistics_buyers_order_update_new after update of store_id, member_id, paid_at on orders
      when new.member_id is not null and (${changed}) begin ${buyer('new')} end`,
  ];
  // The holders whose recount a trigger needs: `members` is an SQL list of member ids.
  const holders = (members: string) => `
    insert or ignore into statistics_holders (member_id, store_id, active_cards, last_seen_at)
      select m.id, m.store_id, 0, coalesce(m.last_visit_at, m.created_at) from members as m where m.id in (${members});
    update statistics_holders set active_cards = (${activeCards('statistics_holders.member_id').compile(db).sql})
      where member_id in (${members});`;
  statements.push(
    `create trigger statistics_holders_holder_insert after insert on card_holders begin ${holders('new.member_id')} end`,
    `create trigger statistics_holders_holder_delete after delete on card_holders begin ${holders('old.member_id')} end`,
    `create trigger statistics_holders_holder_update after update of card_id, member_id on card_holders
      begin ${holders('old.member_id, new.member_id')} end`,
    `create trigger statistics_holders_card_status after update of status on member_cards
      when (old.status = 'active') <> (new.status = 'active')
      begin ${holders('select member_id from card_holders where card_id = new.id')} end`,
    `create trigger statistics_holders_member_seen after update of last_visit_at, created_at, store_id on members
      begin update statistics_holders set store_id = new.store_id,
        last_seen_at = coalesce(new.last_visit_at, new.created_at) where member_id = new.id; end`,
  );
  for (const statement of statements) await sql.raw(statement).execute(db);
};

/** PostgreSQL: each recount locks its rollup row first, then reads (see the header). */
const postgresTriggers = async (db: MigrationDb) => {
  await sql`create function statistics_recount_buyer(s integer, m integer) returns void language plpgsql as $$
    declare latest varchar(30); second varchar(30);
    begin
      insert into statistics_buyers (store_id, member_id) values (s, m) on conflict (store_id, member_id) do nothing;
      perform 1 from statistics_buyers where store_id = s and member_id = m for update;
      latest := (${latestPaid('s', 'm')});
      second := (${secondPaid('s', 'm')});
      update statistics_buyers set last_paid_at = latest, previous_paid_at = second
        where store_id = s and member_id = m
        and (last_paid_at, previous_paid_at) is distinct from (latest, second);
    end $$`.execute(db);
  await sql`create function statistics_buyers_on_order() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.member_id is not null and new.paid_at is not null then
          perform statistics_recount_buyer(new.store_id, new.member_id);
        end if;
        return null;
      end if;
      if tg_op = 'DELETE' then
        if old.member_id is not null and old.paid_at is not null then
          perform statistics_recount_buyer(old.store_id, old.member_id);
        end if;
        return null;
      end if;
      if (old.store_id, old.member_id, old.paid_at) is not distinct from (new.store_id, new.member_id, new.paid_at) then
        return null;
      end if;
      if old.member_id is not null and (old.store_id, old.member_id) is distinct from (new.store_id, new.member_id) then
        perform statistics_recount_buyer(old.store_id, old.member_id);
      end if;
      if new.member_id is not null then perform statistics_recount_buyer(new.store_id, new.member_id); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger statistics_buyers_on_order after insert or delete or update of store_id, member_id, paid_at
    on orders for each row execute function statistics_buyers_on_order()`.execute(db);

  await sql`create function statistics_recount_holder(m integer) returns void language plpgsql as $$
    declare n integer;
    begin
      insert into statistics_holders (member_id, store_id, active_cards, last_seen_at)
        select id, store_id, 0, coalesce(last_visit_at, created_at) from members where id = m
        on conflict (member_id) do nothing;
      perform 1 from statistics_holders where member_id = m for update;
      n := (${activeCards('m')});
      update statistics_holders set active_cards = n where member_id = m and active_cards <> n;
    end $$`.execute(db);
  await sql`create function statistics_holders_on_holder() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then perform statistics_recount_holder(new.member_id); end if;
      if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.member_id <> new.member_id) then
        perform statistics_recount_holder(old.member_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger statistics_holders_on_holder after insert or delete or update of card_id, member_id
    on card_holders for each row execute function statistics_holders_on_holder()`.execute(db);
  await sql`create function statistics_holders_on_card() returns trigger language plpgsql as $$
    begin
      perform statistics_recount_holder(h.member_id) from card_holders as h where h.card_id = new.id order by h.member_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger statistics_holders_on_card after update of status on member_cards for each row
    when ((old.status = 'active') is distinct from (new.status = 'active'))
    execute function statistics_holders_on_card()`.execute(db);
  await sql`create function statistics_holders_on_member() returns trigger language plpgsql as $$
    begin
      update statistics_holders set store_id = new.store_id, last_seen_at = coalesce(new.last_visit_at, new.created_at)
        where member_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger statistics_holders_on_member after update of last_visit_at, created_at, store_id
    on members for each row execute function statistics_holders_on_member()`.execute(db);
};
