/** The five newest unread messages; they open on the message screen. */
import { Badge, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { useLatestUnreadMessages } from '../../message/use-message';

export const UnreadMessagesCard = ({ listHref }: { listHref: string }) => {
  const { t } = useTranslation('dashboard');
  const { data, isPending } = useLatestUnreadMessages();
  const messages = data?.content ?? [];

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {t('messages.title')}
          {/* The total is all unread messages, not just the five shown. */}
          <Badge count={data?.total ?? 0} overflowCount={99} />
        </Flex>
      }
      extra={<Link to={listHref}>{t('messages.all')}</Link>}
      style={{ height: '100%' }}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        // The platform's messages are written in Chinese and English together: content, not
        // the console's words (data-user-data), in every language.
        <Flex
          vertical
          gap={12}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          data-user-data
        >
          {messages.map((message) => (
            <Flex key={message.id} component="li" justify="space-between" align="center" gap={12}>
              <Link to={listHref} style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {message.title}
                </Typography.Text>
              </Link>
              <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
                {formatDateTime(message.created_time)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
};
