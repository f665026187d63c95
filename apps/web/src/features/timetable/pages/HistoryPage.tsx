/**
 * /history (menu 504): the store's past (completed) sessions on the list kit: date, course,
 * coach, area, capacity, booked, attended, no-shows; filters by date range, course, coach and
 * area; sort; export of the current filter.
 */
import { type HistorySession, historyListSpec } from '@merchant/shared';
import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { dayRangeRestrictions } from '../history-filters';
import { fetchHistory } from '../timetable.api';
import { timetableKeys, useOptions } from '../use-timetable';

type Count = 'capacity' | 'booked' | 'attended' | 'no_shows';

/** A right-aligned, sortable count column. */
const numberColumn = (field: Count, title: string): ListColumn<HistorySession> => ({
  key: field,
  title,
  width: 90,
  align: 'right',
  sortField: field,
  exportValue: (s) => s[field],
  render: (s) => s[field],
});

const rate = (s: HistorySession) => (s.booked > 0 ? `${Math.round((s.attended / s.booked) * 100)}%` : '–');

const HistoryPage = () => {
  const { t } = useTranslation('timetable');
  const { can } = useAccess();
  const { courses, coaches, areas } = useOptions();

  const filters = useMemo<ListFilter<typeof historyListSpec>[]>(
    () => [
      { key: 'date', kind: 'dateRange', label: t('field.date'), restrictions: dayRangeRestrictions },
      // Without the timetable's pickers (history:view alone) the list keeps its date filter.
      ...(
        [
          ['course_id', t('field.course'), courses],
          ['coach_id', t('field.coach'), coaches],
          ['area_id', t('field.area'), areas],
        ] as const
      )
        .filter(([, , options]) => options.length > 0)
        .map(
          ([key, label, options]): ListFilter<typeof historyListSpec> => ({
            key,
            kind: 'select',
            label,
            options: options.map((o) => ({ value: String(o.id), label: o.name })),
          }),
        ),
    ],
    [t, courses, coaches, areas],
  );
  const list = useListState(historyListSpec, { filters });
  const result = useListQuery(timetableKeys.history, list, fetchHistory);

  const columns: ListColumn<HistorySession>[] = [
    {
      key: 'date',
      title: t('field.date'),
      width: 150,
      sortField: 'date',
      mobile: 'title',
      exportValue: (s) => s.date,
      render: (s) => (
        <Flex vertical>
          <Typography.Text strong>{s.date}</Typography.Text>
          <Typography.Text type="secondary">
            {s.start}-{s.end}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'time',
      title: t('field.time'),
      exportOnly: true,
      exportValue: (s) => `${s.start}-${s.end}`,
      render: (s) => `${s.start}-${s.end}`,
    },
    {
      key: 'course',
      title: t('field.course'),
      sortField: 'course_name',
      exportValue: (s) => s.course_name,
      render: (s) => s.course_name,
    },
    {
      key: 'coach',
      title: t('field.coach'),
      width: 110,
      sortField: 'coach_name',
      exportValue: (s) => s.coach_name,
      render: (s) => s.coach_name,
    },
    {
      key: 'area',
      title: t('field.area'),
      width: 120,
      sortField: 'area_name',
      exportValue: (s) => s.area_name,
      render: (s) => s.area_name,
    },
    numberColumn('capacity', t('field.capacity')),
    numberColumn('booked', t('field.booked')),
    numberColumn('attended', t('field.attended')),
    {
      ...numberColumn('no_shows', t('field.no_shows')),
      render: (s) => (s.no_shows > 0 ? <Typography.Text type="warning">{s.no_shows}</Typography.Text> : 0),
    },
    {
      key: 'rate',
      title: t('field.attendance'),
      width: 100,
      align: 'right',
      mobile: 'hide',
      exportValue: rate,
      render: rate,
    },
  ];

  return (
    <Card title={t('history.title')}>
      <ListSection<HistorySession, typeof historyListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(s) => s.id}
        label={t('history.title')}
        emptyText={t('history.empty')}
        filteredEmptyText={t('history.emptyFiltered')}
        can={can}
        scrollX={1000}
        fetchPage={fetchHistory}
      />
    </Card>
  );
};

export default HistoryPage;
