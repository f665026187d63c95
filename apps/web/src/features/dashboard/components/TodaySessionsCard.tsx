/** Today's sessions with their fill (booked of capacity) as bars. */
import type { DashboardSession } from '@merchant/shared';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fillPercent } from '../dashboard-model';
import { useTodoHref } from '../use-dashboard';

/** A plain bar (antd's Progress would add its chunk to the dashboard's first load). */
const FillBar = ({ percent, label }: { percent: number; label: string }) => (
  <Flex align="center" gap={8}>
    <div
      aria-hidden
      title={label}
      style={{ flex: 1, height: 6, borderRadius: 3, background: 'rgba(0, 0, 0, 0.06)', overflow: 'hidden' }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          borderRadius: 3,
          background: percent >= 90 ? '#fa541c' : '#1677ff',
        }}
      />
    </div>
    <Typography.Text type="secondary" style={{ width: 40, textAlign: 'right' }}>
      {percent}%
    </Typography.Text>
  </Flex>
);

export const TodaySessionsCard = ({ sessions }: { sessions: DashboardSession[] }) => {
  const { t } = useTranslation('dashboard');
  const hrefOf = useTodoHref();
  return (
    <Card
      title={t('sessions.title')}
      extra={<Link to={hrefOf('/coursetable')}>{t('sessions.all')}</Link>}
      style={{ height: '100%' }}
    >
      {sessions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sessions.empty')} />
      ) : (
        <Flex vertical gap={10} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sessions.map((session) => (
            <li key={session.id} data-testid="dashboard-session">
              <Flex justify="space-between" gap={8}>
                <Typography.Text ellipsis>
                  {session.start}–{session.end} {session.course_name}
                  {session.coach_name ? ` · ${session.coach_name}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
                  {t('sessions.fill', { booked: session.booked, capacity: session.capacity })}
                </Typography.Text>
              </Flex>
              <FillBar
                percent={fillPercent(session.booked, session.capacity)}
                label={t('sessions.fill', { booked: session.booked, capacity: session.capacity })}
              />
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
};
