import type { Generated } from 'kysely';

/** The statistics tables (migration 2026-11-27-0009-statistics, docs/statistics.md). */

/** One storefront event as it happened (kept for recounts and audits; pruned after 90 days). */
export interface StorefrontEventTable {
  id: Generated<number>;
  /** 'exposure' | 'click' */
  kind: string;
  store_id: number;
  /** The listing; 0 for the store's page itself. */
  course_id: number;
  /** 'a:<app account id>' or 'v:<visitor key>'. */
  consumer: string;
  /** China date "YYYY-MM-DD" of `at`. */
  day: string;
  at: string;
}

/** One row per (day, kind, store, listing or 0, consumer): unique consumers and the throttle. */
export interface StatisticsVisitorTable {
  day: string;
  kind: string;
  store_id: number;
  course_id: number;
  consumer: string;
  counted_at: string;
}

/** A store's figures for one China day, maintained on write (events) and by the steps job. */
export interface StatisticsDailyTable {
  store_id: number;
  day: string;
  exposures: Generated<number>;
  exposure_visitors: Generated<number>;
  counted_exposures: Generated<number>;
  clicks: Generated<number>;
  click_visitors: Generated<number>;
  counted_clicks: Generated<number>;
  paid_orders: Generated<number>;
  redeemed: Generated<number>;
  reviewed: Generated<number>;
}

export interface StatisticsTables {
  storefront_events: StorefrontEventTable;
  statistics_visitors: StatisticsVisitorTable;
  statistics_daily: StatisticsDailyTable;
}
