/** TanStack Query hooks of the statistics screen. Keys start with 'statistics' (never the store id). */
import type { StatisticsDays } from '@merchant/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchFunnel, fetchOrders, fetchOverview, fetchTraffic } from './statistics.api';

export const statisticsKeys = {
  all: ['statistics'] as const,
  traffic: (kind: 'click' | 'exposure', days: StatisticsDays) => ['statistics', kind, days] as const,
  orders: (days: StatisticsDays) => ['statistics', 'orders', days] as const,
  funnel: (days: StatisticsDays) => ['statistics', 'funnel', days] as const,
  overview: (days: StatisticsDays) => ['statistics', 'overview', days] as const,
};

export const useTraffic = (kind: 'click' | 'exposure', days: StatisticsDays) =>
  useQuery({
    queryKey: statisticsKeys.traffic(kind, days),
    queryFn: ({ signal }) => fetchTraffic(kind, days, signal),
  });

export const useOrders = (days: StatisticsDays) =>
  useQuery({ queryKey: statisticsKeys.orders(days), queryFn: ({ signal }) => fetchOrders(days, signal) });

export const useFunnel = (days: StatisticsDays) =>
  useQuery({ queryKey: statisticsKeys.funnel(days), queryFn: ({ signal }) => fetchFunnel(days, signal) });

export const useOverview = (days: StatisticsDays) =>
  useQuery({ queryKey: statisticsKeys.overview(days), queryFn: ({ signal }) => fetchOverview(days, signal) });
