/**
 * /notice/index: the announcement list (spec §2), searchable by title, optionally limited to
 * the announcements current today, newest first. Unread rows are marked with a dot and bold.
 */
import type { Announcement } from '@merchant/shared';
import type { TableColumnsType } from 'antd';
import { Badge, Card, Checkbox, Empty, Flex, Input, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, todayString } from '../../../components/date-time';
import { NoticeStatusTag } from '../components/NoticeStatusTag';
import { buildNoticeListQuery, NOTICE_PAGE_SIZE, noticeDetailPath } from '../notice-query';
import { useNoticeList } from '../use-notice';

const NoticeListPage = () => {
  const { t } = useTranslation('notice');
  const [title, setTitle] = useState('');
  const [currentOnly, setCurrentOnly] = useState(false);
  const [page, setPage] = useState({ number: 1, size: NOTICE_PAGE_SIZE });
  const today = todayString();

  const query = useMemo(
    () => buildNoticeListQuery({ page: page.number, size: page.size, title, currentOnly, today }),
    [page, title, currentOnly, today],
  );
  const { data, isFetching } = useNoticeList(query);
  const now = Date.now();

  const columns: TableColumnsType<Announcement> = [
    {
      title: t('field.title'),
      dataIndex: 'title',
      render: (value: string, row) => (
        <Flex gap={8} align="center">
          {/*
            The dot is the unread mark; its name keeps it readable for screen readers (antd 6
            drops `title` on a status badge, hence role + aria-label).
          */}
          <Badge
            status={row.read ? 'default' : 'error'}
            role="img"
            aria-label={t(row.read ? 'read' : 'unread')}
            title={t(row.read ? 'read' : 'unread')}
          />
          <Link to={noticeDetailPath(row.id)}>
            <Typography.Text strong={!row.read}>{value}</Typography.Text>
          </Link>
        </Flex>
      ),
    },
    {
      title: t('field.period'),
      key: 'period',
      render: (_, row) =>
        t('periodValue', { start: formatDateTime(row.start_time), end: formatDateTime(row.end_time) }),
    },
    {
      title: t('field.status'),
      key: 'status',
      width: 110,
      render: (_, row) => <NoticeStatusTag notice={row} now={now} />,
    },
    {
      title: t('field.createdTime'),
      dataIndex: 'created_time',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('field.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => <Link to={noticeDetailPath(row.id)}>{t('view')}</Link>,
    },
  ];

  return (
    <Card title={t('title')}>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('searchTitle')}
          aria-label={t('searchTitle')}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setTitle(value);
            setPage((p) => ({ ...p, number: 1 }));
          }}
        />
        <Checkbox
          checked={currentOnly}
          onChange={(e) => {
            setCurrentOnly(e.target.checked);
            setPage((p) => ({ ...p, number: 1 }));
          }}
        >
          {t('currentOnly')}
        </Checkbox>
      </Flex>
      <Table<Announcement>
        rowKey="id"
        columns={columns}
        dataSource={data?.content ?? []}
        loading={isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(title || currentOnly ? 'emptyFiltered' : 'empty')}
            />
          ),
        }}
        scroll={{ x: 800 }}
        pagination={{
          current: page.number,
          pageSize: page.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { count: total }),
          onChange: (number, size) => setPage({ number: size === page.size ? number : 1, size }),
        }}
      />
    </Card>
  );
};

export default NoticeListPage;
