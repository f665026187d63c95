/**
 * /notice/index: the announcement list (spec §2) on the list kit: searchable by title,
 * optionally limited to the announcements current today, newest first, all kept in the tab's
 * URL. Unread rows are marked with a dot and bold.
 */
import { type Announcement, announcementListSpec } from '@merchant/shared';
import { Badge, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, todayString } from '../../../components/date-time';
import {
  type ListColumn,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { NoticeStatusTag } from '../components/NoticeStatusTag';
import { fetchNotices } from '../notice.api';
import { NOTICE_PAGE_SIZE, noticeDetailPath, noticeFilters } from '../notice-query';
import { noticeStatus } from '../notice-status';
import { noticeKeys } from '../use-notice';

const NoticeListPage = () => {
  const { t } = useTranslation('notice');
  const filters = useMemo(
    () => noticeFilters({ title: t('searchTitle'), currentOnly: t('currentOnly') }, todayString),
    [t],
  );
  const list = useListState(announcementListSpec, { filters, defaultSize: NOTICE_PAGE_SIZE });
  const result = useListQuery(noticeKeys.lists, list, fetchNotices);
  const now = Date.now();

  const columns: ListColumn<Announcement>[] = [
    {
      key: 'title',
      title: t('field.title'),
      sortField: 'title',
      mobile: 'title',
      exportValue: (row) => row.title,
      render: (row) => (
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
            <Typography.Text strong={!row.read}>{row.title}</Typography.Text>
          </Link>
        </Flex>
      ),
    },
    {
      key: 'period',
      title: t('field.period'),
      exportValue: (row) =>
        t('periodValue', { start: formatDateTime(row.start_time), end: formatDateTime(row.end_time) }),
      render: (row) =>
        t('periodValue', { start: formatDateTime(row.start_time), end: formatDateTime(row.end_time) }),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 110,
      exportValue: (row) => t(`status.${noticeStatus(row, now)}`),
      render: (row) => <NoticeStatusTag notice={row} now={now} />,
    },
    {
      key: 'created_time',
      title: t('field.createdTime'),
      width: 170,
      sortField: 'created_time',
      exportValue: (row) => new Date(row.created_time),
      render: (row) => formatDateTime(row.created_time),
    },
  ];

  const actions: RowAction<Announcement>[] = [
    { key: 'view', label: t('view'), to: (row) => noticeDetailPath(row.id) },
  ];

  return (
    <Card title={t('title')}>
      <ListSection<Announcement, typeof announcementListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        scrollX={800}
        fetchPage={fetchNotices}
      />
    </Card>
  );
};

export default NoticeListPage;
