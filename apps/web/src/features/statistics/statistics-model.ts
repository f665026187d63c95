/**
 * What the statistics screen computes for display: the period from the URL, rates as text,
 * the charts' options and the ARIA descriptions (in the console's language).
 */
import {
  type FunnelStep,
  type StatisticsDays,
  type StatisticsFunnel,
  type StatisticsOrders,
  type StatisticsTraffic,
  statisticsPeriods,
} from '@merchant/shared';
import type { TFunction } from 'i18next';
import type { ChartOption } from './components/EChart';

export const DAYS_PARAM = 'days';
export const DEFAULT_DAYS: StatisticsDays = 7;

/** `?days=` as a period; anything else is the default (last seven days). */
export const parseDays = (value: string | null): StatisticsDays => {
  const n = Number(value);
  return (statisticsPeriods as readonly number[]).includes(n) ? (n as StatisticsDays) : DEFAULT_DAYS;
};

/** A 0..1 rate as a percentage with one decimal; '–' when there is none. */
export const percent = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? '–' : `${(rate * 100).toFixed(1)}%`;

/** The member list's link (its URL filters) under the sidebar's own href (menu id kept). */
export const linkWithFilters = (sidebarHref: string, link: string): string => {
  const query = link.split('?')[1] ?? '';
  if (query === '') return sidebarHref;
  return `${sidebarHref}${sidebarHref.includes('?') ? '&' : '?'}${query}`;
};

export interface TrendData {
  exposure: StatisticsTraffic;
  click: StatisticsTraffic;
  orders: StatisticsOrders;
}

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];

export const trendOption = (t: TFunction, data: TrendData): ChartOption => {
  const series = [
    { name: t('metric.exposure'), points: data.exposure.series },
    { name: t('metric.click'), points: data.click.series },
    { name: t('metric.order'), points: data.orders.series },
  ];
  return {
    color: COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: data.exposure.series.map((p) => p.date.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      type: 'line' as const,
      name: s.name,
      data: s.points.map((p) => p.value),
      symbolSize: 6,
    })),
  };
};

export const trendDescription = (t: TFunction, data: TrendData): string =>
  t('chart.trendDescription', {
    from: data.exposure.from,
    to: data.exposure.to,
    exposure: data.exposure.total,
    click: data.click.total,
    order: data.orders.total,
  });

export const funnelOption = (t: TFunction, steps: FunnelStep[]): ChartOption => ({
  color: COLORS,
  tooltip: { trigger: 'item' },
  series: [
    {
      type: 'funnel',
      name: t('funnel.title'),
      sort: 'none',
      minSize: '40%',
      left: 8,
      right: 8,
      top: 8,
      bottom: 8,
      label: { show: true, position: 'inside', formatter: '{b}: {c}', color: '#fff', textBorderWidth: 0 },
      data: steps.map((s) => ({ name: t(`metric.${s.step}`), value: s.count })),
    },
  ],
});

export const funnelDescription = (t: TFunction, funnel: StatisticsFunnel): string =>
  t('chart.funnelDescription', {
    steps: funnel.steps
      .map((s) =>
        s.rate === null
          ? `${t(`metric.${s.step}`)} ${s.count}`
          : `${t(`metric.${s.step}`)} ${s.count} (${percent(s.rate)})`,
      )
      .join(', '),
  });
