import fs from 'node:fs';
import { chinaDate } from '@merchant/shared';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { rebuildRedemptionHours } from '../../features/coupon/redemption-hours';
import { useIdCardKey } from '../../features/member/member-id-card';
import { rebuildMemberPaidTimes } from '../../features/member/member-paid';
import { recordSoldTitles } from '../../features/order/order-title-search';
import { rebuildLedgerBalances } from '../../lib/ledger/ledger-balances';
import { checkLedger } from '../../lib/ledger/ledger-check';
import { loadStorageSecret } from '../../storage/storage-secret';
import { seededRandom } from '../simulate';
import { restoreIndexes, setIndexesAside } from './bulk-indexes';
import { openBulkSink, TABLE_ORDER } from './bulk-sink';
import { createChain, foreignBusinessData } from './chain-setup';
import { createClock } from './generate-time';
import { type RowContext, writeOrder } from './order-rows';
import { drawOrders, planOrder } from './plan-orders';
import { writePeople } from './plan-people';

export interface GenerateOptions {
  stores: number;
  members: number;
  orders: number;
  seed: number;
  days: number;
  intoExisting: boolean;
  log?: (line: string) => void;
}

export interface GenerateReport {
  owner: string;
  storeIds: number[];
  counts: Record<string, number>;
  seconds: number;
  ledgerDifferences: number;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
}

/** The store-day's storefront traffic, aggregated as recordStorefrontEvent would have left it. */
const writeTraffic = (
  ctx: RowContext,
  chain: Awaited<ReturnType<typeof createChain>>,
  perDay: Map<string, number>,
  steps: Map<string, { paid_orders: number; redeemed: number; reviewed: number }>,
) => {
  const r = ctx.random;
  for (const [key, orders] of perDay) {
    const [storeText, day] = key.split('|') as [string, string];
    const storeId = Number(storeText);
    const listings = chain.stores.find((s) => s.id === storeId)?.listings ?? [];
    const views = Math.round(orders * (5 + 4 * r()) + 3 * r());
    const visitors = Math.max(1, Math.round(views * (0.55 + 0.2 * r())));
    const clicks = Math.round(orders * (2 + r()));
    const clickVisitors = Math.max(0, Math.round(clicks * (0.6 + 0.2 * r())));
    const totalWeight = listings.reduce((s, l) => s + l.weight, 0);
    for (const l of listings) {
      const c = Math.round((clicks * l.weight) / totalWeight);
      ctx.sink.add('listing_events', {
        store_id: storeId,
        course_id: l.id,
        day,
        exposures: views,
        clicks: c,
        exposure_visitors: visitors,
        counted_exposures: Math.round(views * 0.93),
        click_visitors: Math.round(c * 0.7),
        counted_clicks: Math.round(c * 0.9),
      });
    }
    ctx.sink.add('statistics_daily', {
      store_id: storeId,
      day,
      exposures: views,
      exposure_visitors: visitors,
      counted_exposures: Math.round(views * 0.93),
      clicks,
      click_visitors: clickVisitors,
      counted_clicks: Math.round(clicks * 0.9),
      // The steps as the statistics job counts them (statistics-steps.ts, by China day).
      ...(steps.get(key) ?? { paid_orders: 0, redeemed: 0, reviewed: 0 }),
    });
  }
};

/** The tables that grow with the year; the smaller ones keep their indexes during the load. */
const BULK_TABLES = TABLE_ORDER.filter(
  (table) => !['accounts', 'stores', 'store_managers', 'store_claims', 'courses'].includes(table),
);

/** Seconds since `start` (Date.now()), for the progress lines. */
const secondsSince = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

/** Generates the year (docs/market.md "Generating a year") into the configured database. */
export const generate = async (db: Database, config: Config, o: GenerateOptions): Promise<GenerateReport> => {
  const log = o.log ?? (() => {});
  const started = Date.now();
  if (!o.intoExisting) {
    const foreign = await foreignBusinessData(db);
    if (foreign)
      throw new Error(
        `refusing to generate into a database with business data of its own (${foreign}); pass --into-existing to add the chain anyway`,
      );
  }
  const random = seededRandom(o.seed);
  const clock = createClock(Date.now(), o.days);
  const chain = await createChain(db, {
    stores: o.stores,
    random,
    at: new Date(clock.start - 86_400_000).toISOString(),
  });
  log(`chain owner ${chain.username} / chain123 with ${chain.stores.length} stores`);
  const maxIds = new Map<string, number>();
  for (const table of TABLE_ORDER) {
    if (
      table === 'listing_events' ||
      table === 'statistics_daily' ||
      table === 'store_managers' ||
      table === 'member_search_grams'
    )
      continue;
    const { rows } = await sql<{ m: number | null }>`select max(id) as m from ${sql.table(table)}`.execute(
      db,
    );
    maxIds.set(table, Number(rows[0]?.m ?? 0));
  }
  // Into a database of its own only: a generation killed before the indexes are back is thrown
  // away and started again, which a database with data of its own could not be.
  const setAside = o.intoExisting ? [] : await setIndexesAside(db, config.database.kind, BULK_TABLES);
  const sink = await openBulkSink(config.database, maxIds);
  const rates = await db.selectFrom('platform_fee_rates').select(['category', 'rate_bp']).execute();
  const defaultRate = rates.find((x) => x.category === null)?.rate_bp ?? 500;
  const ctx: RowContext = {
    sink,
    now: clock.now,
    salt: o.seed,
    random,
    ownerId: chain.ownerId,
    feeRateBp: (category) =>
      rates.find((x) => x.category !== null && x.category === category)?.rate_bp ?? defaultRate,
    sandboxSecret: loadStorageSecret(config.payments.sandboxSecret, config.dataDir, 'payment-sandbox-secret'),
  };
  try {
    const idCards = useIdCardKey(config.memberIdKey, config.dataDir);
    const phoneSalt = (maxIds.get('members') ?? 0) + o.seed * 7_919;
    const buyers = writePeople(ctx, { chain, members: o.members, clock, idCards, phoneSalt });
    await sink.flush();
    log(`members ${o.members} (buyers ${buyers.length}) in ${secondsSince(started)} s`);
    const drawn = drawOrders(random, buyers, o.orders, clock);
    const perDay = new Map<string, number>();
    const steps = new Map<string, { paid_orders: number; redeemed: number; reviewed: number }>();
    ctx.tally = (step, storeId, at) => {
      const key = `${storeId}|${chinaDate(new Date(at))}`;
      const row = steps.get(key) ?? { paid_orders: 0, redeemed: 0, reviewed: 0 };
      row[step] += 1;
      steps.set(key, row);
      if (!perDay.has(key)) perDay.set(key, 0);
    };
    for (let k = 0; k < drawn.order.length; k += 1) {
      const i = drawn.order[k] as number;
      const person = buyers[drawn.buyer[i] as number] as (typeof buyers)[number];
      const at = drawn.at[i] as number;
      const plan = planOrder(random, {
        index: k + (maxIds.get('orders') ?? 0),
        person,
        at,
        first: drawn.first[i] === 1,
        chain,
        clock,
        ownerId: chain.ownerId,
      });
      writeOrder(ctx, plan);
      const key = `${plan.storeId}|${chinaDate(new Date(at))}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
      if (k % 2000 === 0) await sink.maybeFlush();
      if (k > 0 && k % 100_000 === 0) log(`orders ${k} in ${secondsSince(started)} s`);
    }
    writeTraffic(ctx, chain, perDay, steps);
    await sink.flush();
    log(`orders ${o.orders} written in ${secondsSince(started)} s`);
  } finally {
    await sink.close();
    const building = Date.now();
    await restoreIndexes(db, config.database.kind, setAside);
    log(`${setAside.length} indexes built in ${secondsSince(building)} s`);
  }
  const storeIds = chain.stores.map((s) => s.id);
  await recordSoldTitles(db, storeIds);
  // Written in bulk past the payment service, so each member's paid times are computed here.
  const timing = Date.now();
  await rebuildMemberPaidTimes(db, storeIds);
  log(`members' paid times in ${secondsSince(timing)} s`);
  // The entries went in bulk, past writeJournal: their accounts' running balances are rebuilt
  // from all entries, as the migration that created them backfilled.
  const rebuilding = Date.now();
  await db.transaction().execute((trx) => rebuildLedgerBalances(trx));
  log(`ledger balances rebuilt in ${secondsSince(rebuilding)} s`);
  // The same for the redemptions' hourly counts the dashboard reads.
  const counting = Date.now();
  await db.transaction().execute((trx) => rebuildRedemptionHours(trx));
  log(`redemption hours counted in ${secondsSince(counting)} s`);
  // A bulk load leaves PostgreSQL without planner statistics (the ledger check and the sample
  // check would be planned as if the tables were empty) and without the visibility map that lets
  // the lists' counts read their indexes alone, until autovacuum comes round. SQLite's
  // statistics are refreshed at every start (db/migrate.ts).
  if (config.database.kind === 'postgres') await sql`vacuum (analyze)`.execute(db);
  const checking = Date.now();
  const ledger = await checkLedger(db);
  log(`ledger checked in ${secondsSince(checking)} s`);
  const span = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
    .where('store_id', 'in', storeIds)
    .executeTakeFirst();
  return {
    owner: chain.username,
    storeIds,
    counts: Object.fromEntries(sink.counts),
    seconds: (Date.now() - started) / 1000,
    ledgerDifferences: ledger.differences.length,
    firstOrderAt: (span?.first as string | null) ?? null,
    lastOrderAt: (span?.last as string | null) ?? null,
  };
};

/** The database's size on disk: the SQLite file (with its WAL) or pg_database_size. */
export const databaseSize = async (db: Database, config: Config): Promise<number> => {
  if (config.database.kind === 'postgres') {
    const { rows } = await sql<{
      n: string | number;
    }>`select pg_database_size(current_database()) as n`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const file = config.database.file;
  return [file, `${file}-wal`].reduce((sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
};
