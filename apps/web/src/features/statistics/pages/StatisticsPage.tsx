/**
 * /statistics (menu 10): the three periods (yesterday, last seven days, last month); exposures,
 * clicks and paid orders with their daily trend; the funnel with each step's rate beside the
 * average of comparable stores; session utilisation, attendance, no-shows, repeat buyers and
 * members at risk (linked to the member list so filtered). Charts are ECharts, loaded lazily.
 */
import type { StatisticsDays, StatisticsTraffic } from '@merchant/shared';
import { statisticsPeriods } from '@merchant/shared';
import { Alert, Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTabKey } from '../../../app/layout/tabs/tab-key';
import { useSidebarHref } from '../../../components/sidebar-href';
import {
  DAYS_PARAM,
  funnelDescription,
  funnelOption,
  linkWithFilters,
  parseDays,
  percent,
  trendDescription,
  trendOption,
} from '../statistics-model';
import { useFunnel, useOrders, useOverview, useTraffic } from '../use-statistics';

const EChart = lazy(() => import('../components/EChart'));

const chartFallback = (height: number) => <Skeleton.Node active style={{ width: '100%', height }} />;

const TrafficCard = ({
  title,
  data,
  testId,
}: {
  title: string;
  data?: StatisticsTraffic;
  testId: string;
}) => {
  const { t } = useTranslation('statistics');
  return (
    <Card size="small" loading={!data} data-testid={testId}>
      <Statistic title={title} value={data?.total ?? 0} />
      <Typography.Text type="secondary">
        {t('traffic.detail', { visitors: data?.visitors ?? 0, raw: data?.raw ?? 0 })}
      </Typography.Text>
    </Card>
  );
};

const StatisticsPage = () => {
  const { t } = useTranslation('statistics');
  const [params, setParams] = useSearchParams();
  const tabKey = useTabKey();
  const days = parseDays(params.get(DAYS_PARAM));
  const setDays = useCallback(
    (next: StatisticsDays) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(DAYS_PARAM, String(next));
          return updated;
        },
        { replace: true, state: tabKey ? { tabKey } : undefined },
      ),
    [setParams, tabKey],
  );

  const exposure = useTraffic('exposure', days);
  const click = useTraffic('click', days);
  const orders = useOrders(days);
  const funnel = useFunnel(days);
  const overview = useOverview(days);
  const memberHref = useSidebarHref('/member');
  const failed = [exposure, click, orders, funnel, overview].find((q) => q.isError);

  const trend = useMemo(
    () =>
      exposure.data && click.data && orders.data
        ? { exposure: exposure.data, click: click.data, orders: orders.data }
        : undefined,
    [exposure.data, click.data, orders.data],
  );
  const trendChart = useMemo(() => trend && trendOption(t, trend), [t, trend]);
  const funnelChart = useMemo(() => funnel.data && funnelOption(t, funnel.data.steps), [t, funnel.data]);

  const periodLabel = (d: StatisticsDays) => t(`period.${d}`);
  const funnelRows = (funnel.data?.steps ?? []).map((step, i) => ({
    key: step.step,
    step,
    peer: funnel.data?.peers?.steps[i],
  }));
  const o = overview.data;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Flex align="center" gap={8} wrap>
            {exposure.data && (
              <Typography.Text type="secondary">
                {exposure.data.from === exposure.data.to
                  ? exposure.data.from
                  : `${exposure.data.from} ~ ${exposure.data.to}`}
              </Typography.Text>
            )}
            <Segmented<StatisticsDays>
              aria-label={t('period.label')}
              value={days}
              onChange={setDays}
              options={statisticsPeriods.map((d) => ({ value: d, label: periodLabel(d) }))}
            />
          </Flex>
        </Flex>
      </Card>

      {failed && <Alert type="error" showIcon title={t('loadFailed')} />}

      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <TrafficCard title={t('metric.exposure')} data={exposure.data} testId="stat-exposure" />
        </Col>
        <Col xs={24} md={8}>
          <TrafficCard title={t('metric.click')} data={click.data} testId="stat-click" />
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" loading={!orders.data} data-testid="stat-order">
            <Statistic title={t('metric.order')} value={orders.data?.total ?? 0} />
            <Typography.Text type="secondary">{t('traffic.byPayment')}</Typography.Text>
          </Card>
        </Col>
      </Row>

      <Card size="small" title={t('chart.trend')}>
        {trend && trendChart ? (
          <Suspense fallback={chartFallback(280)}>
            <EChart
              option={trendChart}
              description={trendDescription(t, trend)}
              height={280}
              testId="trend-chart"
            />
          </Suspense>
        ) : (
          chartFallback(280)
        )}
      </Card>

      <Card size="small" title={t('funnel.title')}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            {funnel.data && funnelChart ? (
              <Suspense fallback={chartFallback(260)}>
                <EChart
                  option={funnelChart}
                  description={funnelDescription(t, funnel.data)}
                  height={260}
                  testId="funnel-chart"
                />
              </Suspense>
            ) : (
              chartFallback(260)
            )}
          </Col>
          <Col xs={24} lg={14}>
            <Table
              size="small"
              pagination={false}
              loading={!funnel.data}
              dataSource={funnelRows}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'step', title: t('funnel.step'), render: (_, r) => t(`metric.${r.step.step}`) },
                { key: 'count', title: t('funnel.count'), align: 'right', render: (_, r) => r.step.count },
                {
                  key: 'rate',
                  title: t('funnel.rate'),
                  align: 'right',
                  render: (_, r) => percent(r.step.rate),
                },
                {
                  key: 'peerCount',
                  title: t('funnel.peerCount'),
                  align: 'right',
                  render: (_, r) => (r.peer ? r.peer.count : '–'),
                },
                {
                  key: 'peerRate',
                  title: t('funnel.peerRate'),
                  align: 'right',
                  render: (_, r) => (r.peer ? percent(r.peer.rate) : '–'),
                },
              ]}
            />
            {funnel.data && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {funnel.data.peers
                  ? t('funnel.peers', { count: funnel.data.peers.stores, city: funnel.data.city })
                  : t('funnel.noPeers')}
              </Typography.Paragraph>
            )}
          </Col>
        </Row>
      </Card>

      <Card size="small" title={t('overview.title')} loading={!o} data-testid="overview">
        {o && (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('overview.utilisation')} value={percent(o.sessions.utilisation)} />
              <Typography.Text type="secondary">
                {t('overview.bookedOfCapacity', { booked: o.sessions.booked, capacity: o.sessions.capacity })}
              </Typography.Text>
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('overview.attendance')} value={percent(o.sessions.attendance_rate)} />
              <Typography.Text type="secondary">
                {t('overview.attendedOfBooked', {
                  attended: o.sessions.attended,
                  booked: o.sessions.completed_booked,
                })}
              </Typography.Text>
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('overview.noShow')} value={percent(o.sessions.no_show_rate)} />
              <Typography.Text type="secondary">
                {t('overview.noShows', { count: o.sessions.no_shows })}
              </Typography.Text>
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Statistic title={t('overview.repeatBuyers')} value={o.repeat_buyers} />
              <Typography.Text type="secondary">
                {t('overview.ofBuyers', { count: o.buyers })}
              </Typography.Text>
            </Col>
            <Col xs={24} md={8} xl={8}>
              <Statistic title={t('overview.atRisk', { days: o.at_risk.days })} value={o.at_risk.count} />
              <Link to={linkWithFilters(memberHref, o.at_risk.link)}>{t('overview.atRiskLink')}</Link>
            </Col>
          </Row>
        )}
      </Card>
    </Flex>
  );
};

export default StatisticsPage;
