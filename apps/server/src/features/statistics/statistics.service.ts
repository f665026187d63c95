import {
  type FunnelStep,
  type FunnelStepName,
  funnelSteps,
  type StatisticsDays,
  type StatisticsFunnel,
  type StatisticsOrders,
  type StatisticsOverview,
  type StatisticsTraffic,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import type { StatisticsDailyTable } from '../../db/tables-statistics';
import { createStatisticsRepository } from './statistics.repository';
import { type Period, periodOf } from './statistics-period';

type DailyRow = { [K in keyof StatisticsDailyTable]: unknown };

/** Fewer other stores than this in the same city and category: no comparison is shown. */
export const MIN_PEERS = 3;
/** Members at risk: holding an active card, not seen in this many days. */
export const AT_RISK_DAYS = 14;
/** The member list filtered to the members at risk (list-kit URL filters of /member). */
export const AT_RISK_LINK = `/member?f.card_status=active&f.absent=${AT_RISK_DAYS}`;

const num = (v: unknown) => Number(v ?? 0);
const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

/** The columns of statistics_daily that make each funnel step. */
const stepColumn: Record<FunnelStepName, keyof StatisticsDailyTable> = {
  exposure: 'counted_exposures',
  click: 'counted_clicks',
  order: 'paid_orders',
  redeemed: 'redeemed',
  reviewed: 'reviewed',
};

const sumOf = (rows: DailyRow[], column: keyof StatisticsDailyTable) =>
  rows.reduce((total, row) => total + num(row[column]), 0);

const withRates = (counts: number[]): FunnelStep[] =>
  funnelSteps.map((step, i) => ({
    step,
    count: counts[i] as number,
    rate: i === 0 ? null : ratio(counts[i] as number, counts[i - 1] as number),
  }));

/** A store's category: the category of most of its online listings (the lowest on a tie). */
const mainCategories = (rows: { store_id: number; category: number; n: unknown }[]) => {
  const best = new Map<number, { category: number; n: number }>();
  for (const row of rows) {
    const [store, category, n] = [Number(row.store_id), Number(row.category), num(row.n)];
    const current = best.get(store);
    if (!current || n > current.n || (n === current.n && category < current.category))
      best.set(store, { category, n });
  }
  return new Map([...best].map(([store, { category }]) => [store, category]));
};

/** The statistics calls (docs/statistics.md), all read from the daily aggregates. */
export const createStatisticsService = (db: Database) => {
  const repo = createStatisticsRepository(db);
  const periodFields = (p: Period) => ({ days: p.days, from: p.from, to: p.to });

  const series = (
    p: Period,
    rows: DailyRow[],
    value: keyof StatisticsDailyTable,
    visitors?: keyof StatisticsDailyTable,
  ) => {
    const byDay = new Map(rows.map((r) => [String(r.day), r]));
    return p.dates.map((date) => {
      const row = byDay.get(date);
      return {
        date,
        value: num(row?.[value]),
        ...(visitors ? { visitors: num(row?.[visitors]) } : {}),
      };
    });
  };

  return {
    traffic: async (
      storeId: number,
      kind: 'exposure' | 'click',
      days: StatisticsDays,
      now = new Date(),
    ): Promise<StatisticsTraffic> => {
      const p = periodOf(days, now);
      const rows = await repo.daily([storeId], p.from, p.to);
      const [raw, visitors, counted] =
        kind === 'exposure'
          ? (['exposures', 'exposure_visitors', 'counted_exposures'] as const)
          : (['clicks', 'click_visitors', 'counted_clicks'] as const);
      return {
        ...periodFields(p),
        total: sumOf(rows, counted),
        raw: sumOf(rows, raw),
        visitors: sumOf(rows, visitors),
        series: series(p, rows, counted, visitors),
      };
    },

    orders: async (storeId: number, days: StatisticsDays, now = new Date()): Promise<StatisticsOrders> => {
      const p = periodOf(days, now);
      const rows = await repo.daily([storeId], p.from, p.to);
      return {
        ...periodFields(p),
        total: sumOf(rows, 'paid_orders'),
        series: series(p, rows, 'paid_orders'),
      };
    },

    funnel: async (storeId: number, days: StatisticsDays, now = new Date()): Promise<StatisticsFunnel> => {
      const p = periodOf(days, now);
      const store = await repo.store(storeId);
      const categories = mainCategories(await repo.cityCategories(store.city));
      const category = categories.get(storeId) ?? null;
      const peerIds =
        category === null
          ? []
          : [...categories].filter(([id, c]) => id !== storeId && c === category).map(([id]) => id);
      const rows = await repo.daily([storeId], p.from, p.to);
      const steps = withRates(funnelSteps.map((s) => sumOf(rows, stepColumn[s])));
      let peers: StatisticsFunnel['peers'] = null;
      if (peerIds.length >= MIN_PEERS) {
        const peerRows = await repo.daily(peerIds, p.from, p.to);
        const totals = funnelSteps.map((s) => sumOf(peerRows, stepColumn[s]));
        const pooled = withRates(totals);
        peers = {
          stores: peerIds.length,
          steps: pooled.map((s) => ({ ...s, count: Math.round((s.count / peerIds.length) * 10) / 10 })),
        };
      }
      return { ...periodFields(p), steps, category, city: store.city, peers };
    },

    overview: async (
      storeId: number,
      days: StatisticsDays,
      now = new Date(),
    ): Promise<StatisticsOverview> => {
      const p = periodOf(days, now);
      const [s, buyers, atRisk] = await Promise.all([
        repo.sessions(storeId, p.from, p.to),
        // 7 and 30 days run to the end of today, past every paid time; 1 (yesterday) does not.
        p.toAt > now.toISOString()
          ? repo.buyersSince(storeId, p.fromAt)
          : repo.buyers(storeId, p.fromAt, p.toAt),
        repo.atRisk(storeId, new Date(now.getTime() - AT_RISK_DAYS * 86_400_000).toISOString()),
      ]);
      return {
        ...periodFields(p),
        sessions: {
          ...s,
          utilisation: ratio(s.booked, s.capacity),
          attendance_rate: ratio(s.attended, s.completed_booked),
          no_show_rate: ratio(s.no_shows, s.completed_booked),
        },
        repeat_buyers: buyers.repeat,
        buyers: buyers.buyers,
        at_risk: { count: atRisk, days: AT_RISK_DAYS, link: AT_RISK_LINK },
      };
    },
  };
};
