/** The announcements current today (the top bar's query), each linking to its detail. */
import { Badge, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/date-time';
import { noticeDetailPath } from '../../notice/notice-query';
import { useCurrentAnnouncements } from '../../notice/use-notice';

export const CurrentNoticesCard = ({ listHref }: { listHref: string }) => {
  const { t } = useTranslation('dashboard');
  const { data, isPending } = useCurrentAnnouncements();
  const notices = data?.content ?? [];

  return (
    <Card
      title={t('notices.title')}
      extra={<Link to={listHref}>{t('notices.all')}</Link>}
      style={{ height: '100%' }}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />
      ) : (
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {notices.map((notice) => (
            <Flex key={notice.id} component="li" justify="space-between" align="center" gap={12}>
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <Badge status={notice.read ? 'default' : 'error'} />
                <Link to={noticeDetailPath(notice.id)} style={{ minWidth: 0 }}>
                  <Typography.Text strong={!notice.read} ellipsis>
                    {notice.title}
                  </Typography.Text>
                </Link>
              </Flex>
              <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
                {t('notices.until', { date: formatDate(notice.end_time) })}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
};
