/** Server calls of the statistics screen (docs/statistics.md). */
import type {
  StatisticsDays,
  StatisticsFunnel,
  StatisticsOrders,
  StatisticsOverview,
  StatisticsTraffic,
} from '@merchant/shared';
import { http } from '../../lib/http';

export const fetchTraffic = (kind: 'click' | 'exposure', days: StatisticsDays, signal?: AbortSignal) =>
  http.get<StatisticsTraffic>(`/statistics/merchant/${kind}/`, { days }, { signal });

export const fetchOrders = (days: StatisticsDays, signal?: AbortSignal) =>
  http.get<StatisticsOrders>('/statistics/order/quantity/', { days }, { signal });

export const fetchFunnel = (days: StatisticsDays, signal?: AbortSignal) =>
  http.get<StatisticsFunnel>('/statistics/funnel', { days }, { signal });

export const fetchOverview = (days: StatisticsDays, signal?: AbortSignal) =>
  http.get<StatisticsOverview>('/statistics/overview', { days }, { signal });
