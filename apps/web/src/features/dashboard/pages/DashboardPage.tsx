/**
 * /dashboard, the home screen: greeting, the working store, the current announcements and the
 * latest unread messages. Statistics arrive with a later issue, so there is no room kept for
 * them here.
 */
import { Col, Flex, Row } from 'antd';
import { CurrentNoticesCard } from '../components/CurrentNoticesCard';
import { UnreadMessagesCard } from '../components/UnreadMessagesCard';
import { WelcomeCard } from '../components/WelcomeCard';
import { useDashboardLinks } from '../use-dashboard';

const DashboardPage = () => {
  const links = useDashboardLinks();
  return (
    <Flex vertical gap={16}>
      <WelcomeCard />
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
