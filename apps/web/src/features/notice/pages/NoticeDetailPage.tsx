/**
 * /notice/detail?noticeId=…: one announcement. The announcement id travels in `noticeId`
 * because `id` is the menu id (spec §2); "back" goes to the list as the sidebar links it. Opening it marks it read on the server; useNotice
 * then refreshes the unread badge.
 */
import { Code } from '@merchant/shared';
import { Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { parseId } from '../../../components/parse-id';
import { useSidebarHref } from '../../../components/sidebar-href';
import { ApiError } from '../../../lib/http';
import { NoticeStatusTag } from '../components/NoticeStatusTag';
import { NOTICE_ID_PARAM } from '../notice-query';
import { useNotice } from '../use-notice';

const NoticeDetailPage = () => {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const noticeId = parseId(params.get(NOTICE_ID_PARAM));
  const listHref = useSidebarHref('/notice/index');
  const { data, error, isPending, refetch } = useNotice(noticeId);
  const back = <Button onClick={() => navigate(listHref)}>{t('backToList')}</Button>;

  if (noticeId === null || (error instanceof ApiError && error.code === Code.NOT_FOUND)) {
    return <Result status="404" title={t('detail.notFound')} extra={back} />;
  }
  if (error) {
    return (
      <Result
        status="error"
        title={t('detail.loadFailed')}
        subTitle={error.message}
        extra={[
          <Button key="retry" type="primary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>,
          back,
        ]}
      />
    );
  }
  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {data.title}
        </Typography.Title>
      }
      extra={back}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'period',
            label: t('field.period'),
            children: t('periodValue', {
              start: formatDateTime(data.start_time),
              end: formatDateTime(data.end_time),
            }),
          },
          {
            key: 'status',
            label: t('field.status'),
            children: <NoticeStatusTag notice={data} now={Date.now()} />,
          },
          { key: 'created', label: t('field.createdTime'), children: formatDateTime(data.created_time) },
        ]}
      />
      {/*
        The content is plain text: React escapes it (never dangerouslySetInnerHTML, so no HTML
        from the server can run), and pre-wrap keeps the author's line breaks.
      */}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 24, marginBottom: 0 }}>
        {data.content}
      </Typography.Paragraph>
    </Card>
  );
};

export default NoticeDetailPage;
