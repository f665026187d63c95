/**
 * Today's figures (China time), each beside the same weekday last week with an up/down mark.
 * Plain text rather than antd's Statistic: nothing is added to the dashboard's first load.
 */
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { DashboardFigure, DashboardToday } from '@merchant/shared';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { yuan } from '../../member-card/member-card-model';
import { trendOf } from '../dashboard-model';
import { useTodoHref } from '../use-dashboard';

type FigureKey = keyof DashboardToday['figures'];

/** The screen each figure opens. */
const screens: Record<FigureKey, string> = {
  orders: '/classorder',
  revenue_fen: '/deposit',
  redemptions: '/verify',
  bookings: '/coursetable',
};

const trendIcons = {
  // The trend is said in words beside the arrow, so the arrow itself is hidden from screen readers.
  up: <ArrowUpOutlined aria-hidden style={{ color: '#389e0d' }} />,
  down: <ArrowDownOutlined aria-hidden style={{ color: '#cf1322' }} />,
  same: <MinusOutlined aria-hidden style={{ color: '#8c8c8c' }} />,
};

const Figure = ({ name, figure }: { name: FigureKey; figure: DashboardFigure }) => {
  const { t } = useTranslation('dashboard');
  const hrefOf = useTodoHref();
  const money = name === 'revenue_fen';
  const show = (n: number) => (money ? yuan(n) : String(n));
  const trend = trendOf(figure);
  return (
    <Flex vertical gap={4} data-testid={`figure-${name}`}>
      <Typography.Text type="secondary">{t(`figures.${name}`)}</Typography.Text>
      <Link
        to={hrefOf(screens[name])}
        style={{ fontSize: 24, lineHeight: 1.3 }}
        data-testid={`figure-${name}-today`}
      >
        {show(figure.today)}
      </Link>
      <Typography.Text type="secondary">
        {trendIcons[trend]} {t(`figures.trend.${trend}`)} ·{' '}
        {t('figures.lastWeek', { value: show(figure.last_week) })}
      </Typography.Text>
    </Flex>
  );
};

export const TodayFiguresCard = ({ figures }: { figures: DashboardToday['figures'] }) => {
  const { t } = useTranslation('dashboard');
  const shown = (Object.keys(screens) as FigureKey[]).filter((key) => figures[key] !== null);
  if (shown.length === 0) return null;
  return (
    <Card
      title={t('figures.title')}
      extra={<Typography.Text type="secondary">{t('figures.hint')}</Typography.Text>}
    >
      <Row gutter={[16, 16]}>
        {shown.map((key) => (
          <Col key={key} xs={12} md={6}>
            <Figure name={key} figure={figures[key] as DashboardFigure} />
          </Col>
        ))}
      </Row>
    </Card>
  );
};
