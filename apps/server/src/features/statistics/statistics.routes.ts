import {
  envelopeSchema,
  type StatisticsDays,
  statisticsFunnel,
  statisticsOrders,
  statisticsOverview,
  statisticsQuery,
  statisticsTraffic,
} from '@merchant/shared';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeOf } from '../../plugins/access';
import { createStatisticsService } from './statistics.service';
import { statisticsStepsJob } from './statistics-steps';

const VIEW = { access: { scope: 'store', permission: 'statistics:view' } } as const;

/**
 * The statistics screen's calls (spec §7 and the funnel and overview; docs/statistics.md). Each
 * takes `?days=1|7|30` (yesterday, last seven days, last month, in China days ending yesterday).
 */
export const statisticsRoutes = async (app: App, { db, jobs }: Deps) => {
  const service = createStatisticsService(db);
  jobs.register(statisticsStepsJob);
  const tags = ['statistics'];
  const daysOf = (query: { days: number }) => query.days as StatisticsDays;

  app.get(
    '/statistics/merchant/click/',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Listing clicks of the period: counted total, raw, unique consumers, daily series',
        querystring: statisticsQuery,
        response: { 200: envelopeSchema(statisticsTraffic) },
      },
    },
    async (request) =>
      ok(request.lang, await service.traffic(storeOf(request), 'click', daysOf(request.query))),
  );

  app.get(
    '/statistics/merchant/exposure/',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Store page exposures of the period: counted total, raw, unique consumers, daily series',
        querystring: statisticsQuery,
        response: { 200: envelopeSchema(statisticsTraffic) },
      },
    },
    async (request) =>
      ok(request.lang, await service.traffic(storeOf(request), 'exposure', daysOf(request.query))),
  );

  app.get(
    '/statistics/order/quantity/',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Paid orders of the period by payment day, and the daily series',
        querystring: statisticsQuery,
        response: { 200: envelopeSchema(statisticsOrders) },
      },
    },
    async (request) => ok(request.lang, await service.orders(storeOf(request), daysOf(request.query))),
  );

  app.get(
    '/statistics/funnel',
    {
      config: VIEW,
      schema: {
        tags,
        summary:
          'Exposure → click → order → redeemed → reviewed with rates, beside the average of peer stores',
        querystring: statisticsQuery,
        response: { 200: envelopeSchema(statisticsFunnel) },
      },
    },
    async (request) => ok(request.lang, await service.funnel(storeOf(request), daysOf(request.query))),
  );

  app.get(
    '/statistics/overview',
    {
      config: VIEW,
      schema: {
        tags,
        summary: 'Session utilisation, attendance, no-shows, repeat buyers and members at risk',
        querystring: statisticsQuery,
        response: { 200: envelopeSchema(statisticsOverview) },
      },
    },
    async (request) => ok(request.lang, await service.overview(storeOf(request), daysOf(request.query))),
  );
};
