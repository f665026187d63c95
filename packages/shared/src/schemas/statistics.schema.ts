import { z } from 'zod';

/**
 * Statistics (spec §4 periods, §7 calls; docs/statistics.md). A period is 1 (yesterday, the China
 * day before today), 7 or 30 (that many China days ending today). Every figure is read from
 * daily aggregates.
 */
export const statisticsPeriods = [1, 7, 30] as const;
export type StatisticsDays = (typeof statisticsPeriods)[number];

/** `?days=N`; any other value is refused with the message `statisticsDays`. */
export const statisticsQuery = z.object({
  days: z.coerce
    .number({ message: 'statisticsDays' })
    .refine((n): n is StatisticsDays => (statisticsPeriods as readonly number[]).includes(n), {
      message: 'statisticsDays',
    }),
});
export type StatisticsQuery = z.input<typeof statisticsQuery>;

const period = {
  days: z.number().int(),
  /** First and last China day of the period (YYYY-MM-DD), both included. */
  from: z.string(),
  to: z.string(),
};

/** One China day of a series. `visitors`: unique consumers that day (exposure and click only). */
export const statisticsPoint = z.object({
  date: z.string(),
  value: z.number().int(),
  visitors: z.number().int().optional(),
});
export type StatisticsPoint = z.infer<typeof statisticsPoint>;

/**
 * GET /statistics/merchant/click/?days=N and /statistics/merchant/exposure/?days=N. `total` is
 * the counted figure (after the per-consumer throttle); `raw` every call; `visitors` the sum of
 * each day's unique consumers.
 */
export const statisticsTraffic = z.object({
  ...period,
  total: z.number().int(),
  raw: z.number().int(),
  visitors: z.number().int(),
  series: z.array(statisticsPoint),
});
export type StatisticsTraffic = z.infer<typeof statisticsTraffic>;

/** GET /statistics/order/quantity/?days=N: paid orders by their payment's China day. */
export const statisticsOrders = z.object({
  ...period,
  total: z.number().int(),
  series: z.array(statisticsPoint),
});
export type StatisticsOrders = z.infer<typeof statisticsOrders>;

export const funnelSteps = ['exposure', 'click', 'order', 'redeemed', 'reviewed'] as const;
export type FunnelStepName = (typeof funnelSteps)[number];

/** `rate`: this step ÷ the step before (null for the first step or when that one is 0), 0..1. */
export const funnelStep = z.object({
  step: z.enum(funnelSteps),
  count: z.number(),
  rate: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof funnelStep>;

/** GET /statistics/funnel?days=N. `peers` is null when fewer than 3 comparable stores exist. */
export const statisticsFunnel = z.object({
  ...period,
  steps: z.array(funnelStep),
  /** The store's category (its most common online listing category); null without listings. */
  category: z.number().int().nullable(),
  city: z.string(),
  peers: z
    .object({
      /** How many other stores the average is over (none is named). */
      stores: z.number().int(),
      /** Average count per store (one decimal) and the pooled rate. */
      steps: z.array(funnelStep),
    })
    .nullable(),
});
export type StatisticsFunnel = z.infer<typeof statisticsFunnel>;

/** GET /statistics/overview?days=N. Rates are 0..1, null when their denominator is 0. */
export const statisticsOverview = z.object({
  ...period,
  sessions: z.object({
    count: z.number().int(),
    capacity: z.number().int(),
    booked: z.number().int(),
    /** booked ÷ capacity over the period's sessions not cancelled. */
    utilisation: z.number().nullable(),
    /** Of the completed sessions: attended ÷ booked, and no-shows ÷ booked. */
    completed_booked: z.number().int(),
    attended: z.number().int(),
    attendance_rate: z.number().nullable(),
    no_shows: z.number().int(),
    no_show_rate: z.number().nullable(),
  }),
  /** Members with at least two paid orders in the period, of the members who paid any. */
  repeat_buyers: z.number().int(),
  buyers: z.number().int(),
  /** Members holding an active card, not seen in the last 14 days; `link` opens that member list. */
  at_risk: z.object({ count: z.number().int(), days: z.number().int(), link: z.string() }),
});
export type StatisticsOverview = z.infer<typeof statisticsOverview>;
