/**
 * /dashboard, the home screen: greeting and working store, today's figures beside last week,
 * today's sessions with their fill, the things that need the merchant (GET /dashboard/today:
 * each block only with its screen's permission), the current announcements and the latest
 * unread messages. No chart library here: the dashboard's first load stays as it was.
 */
import { Alert, Card, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrentNoticesCard } from '../components/CurrentNoticesCard';
import { TodayFiguresCard } from '../components/TodayFiguresCard';
import { TodaySessionsCard } from '../components/TodaySessionsCard';
import { TodoCard } from '../components/TodoCard';
import { UnreadMessagesCard } from '../components/UnreadMessagesCard';
import { WelcomeCard } from '../components/WelcomeCard';
import { useDashboardLinks, useDashboardToday } from '../use-dashboard';

const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const links = useDashboardLinks();
  const today = useDashboardToday();
  const data = today.data;
  return (
    <Flex vertical gap={16}>
      <WelcomeCard />
      {/* Not asked (a merchant without a store yet): nothing of today to show. */}
      {today.isPending && today.fetchStatus === 'idle' ? null : today.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ) : today.isError || !data ? (
        <Alert type="warning" showIcon message={t('todayFailed')} />
      ) : (
        <>
          <TodayFiguresCard figures={data.figures} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <TodoCard todos={data.todos} />
            </Col>
            {data.sessions ? (
              <Col xs={24} lg={12}>
                <TodaySessionsCard sessions={data.sessions} />
              </Col>
            ) : null}
          </Row>
        </>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CurrentNoticesCard listHref={links.notices} />
        </Col>
        <Col xs={24} lg={12}>
          <UnreadMessagesCard listHref={links.messages} />
        </Col>
      </Row>
    </Flex>
  );
};

export default DashboardPage;
