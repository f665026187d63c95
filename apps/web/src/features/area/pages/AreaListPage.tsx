/**
 * /area (menu 503): the store's rooms, courts and zones on the list kit (name, type, capacity,
 * overlap, opening hours, what uses them), filters and export in the tab's URL. "New area" and
 * Edit open the form drawer; Delete asks first, and the server's refusal (-409 while a listing,
 * a rule or a future session uses the area) is shown by lib/http.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type Area, areaListSpec, areaTypes } from '@merchant/shared';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { fetchAreas } from '../area.api';
import { AreaFormDrawer } from '../components/AreaFormDrawer';
import { hoursText, WEEKDAYS } from '../opening-hours-model';
import { AREA_DELETE, AREA_EDIT, areaKeys, useDeleteArea } from '../use-area';

type DrawerState = { open: false; area?: Area } | { open: true; area?: Area };

const AreaListPage = () => {
  const { t } = useTranslation('area');
  const { message } = App.useApp();
  const { can } = useAccess();
  // The edited area outlives `open`, so that the drawer keeps its content while it slides shut.
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const remove = useDeleteArea();

  const filters = useMemo<ListFilter<typeof areaListSpec>[]>(
    () => [
      { key: 'name', kind: 'text', label: t('field.name') },
      {
        key: 'type',
        kind: 'select',
        label: t('field.type'),
        options: areaTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
      },
      {
        key: 'allow_overlap',
        kind: 'select',
        label: t('field.allowOverlap'),
        options: [
          { value: 'true', label: t('overlapYes') },
          { value: 'false', label: t('overlapNo') },
        ],
      },
    ],
    [t],
  );
  const list = useListState(areaListSpec, { filters });
  const result = useListQuery(areaKeys.lists, list, fetchAreas);

  const weekText = (area: Area) =>
    WEEKDAYS.map(
      (d) => `${t(`weekday.${d}`)} ${hoursText(area.opening_hours[String(d)]) ?? t('closed')}`,
    ).join('\n');
  const usage = (area: Area) =>
    area.course_count + area.rule_count + area.upcoming_sessions === 0
      ? t('notInUse')
      : t('inUse', { courses: area.course_count, rules: area.rule_count, sessions: area.upcoming_sessions });

  const columns: ListColumn<Area>[] = [
    {
      key: 'name',
      title: t('field.name'),
      width: 160,
      sortField: 'name',
      mobile: 'title',
      exportValue: (area) => area.name,
      render: (area) => <Typography.Text strong>{area.name}</Typography.Text>,
    },
    {
      key: 'type',
      title: t('field.type'),
      width: 100,
      sortField: 'type',
      exportValue: (area) => t(`type.${area.type}`),
      render: (area) => <Tag>{t(`type.${area.type}`)}</Tag>,
    },
    {
      key: 'capacity',
      title: t('field.capacity'),
      width: 100,
      align: 'right',
      sortField: 'capacity',
      exportValue: (area) => area.capacity,
      render: (area) => area.capacity,
    },
    {
      key: 'allow_overlap',
      title: t('field.allowOverlap'),
      width: 130,
      exportValue: (area) => t(area.allow_overlap ? 'overlapYes' : 'overlapNo'),
      render: (area) => (
        <Tag color={area.allow_overlap ? 'blue' : 'default'}>
          {t(area.allow_overlap ? 'overlapYes' : 'overlapNo')}
        </Tag>
      ),
    },
    {
      key: 'opening_hours',
      title: t('field.openingHours'),
      mobile: 'hide',
      exportValue: weekText,
      render: (area) => (
        <Flex vertical style={{ fontSize: 12 }}>
          {WEEKDAYS.map((d) => {
            const hours = hoursText(area.opening_hours[String(d)]);
            return (
              <span key={d}>
                <Typography.Text
                  type="secondary"
                  style={{ display: 'inline-block', minWidth: 72, fontSize: 12 }}
                >
                  {t(`weekday.${d}`)}
                </Typography.Text>
                {hours ?? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('closed')}
                  </Typography.Text>
                )}
              </span>
            );
          })}
        </Flex>
      ),
    },
    {
      key: 'usage',
      title: t('field.usage'),
      width: 190,
      exportValue: usage,
      render: usage,
    },
    {
      key: 'updated_at',
      title: t('field.updatedAt'),
      exportOnly: true,
      exportValue: (area) => new Date(area.updated_at),
      render: (area) => formatDateTime(area.updated_at),
    },
  ];

  const actions: RowAction<Area>[] = [
    {
      key: 'edit',
      label: t('common:edit'),
      permission: AREA_EDIT,
      ariaLabel: (area) => `${t('common:edit')}: ${area.name}`,
      onClick: (area) => setDrawer({ open: true, area }),
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: AREA_DELETE,
      danger: true,
      confirm: t('deleteConfirm'),
      ariaLabel: (area) => `${t('common:delete')}: ${area.name}`,
      loading: (area) => remove.isPending && remove.variables === area.id,
      onClick: (area) =>
        remove.mutate(area.id, { onSuccess: () => message.success(t('deleted', { name: area.name })) }),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        can(AREA_EDIT) && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDrawer({ open: true })}
          >
            {t('new')}
          </Button>
        )
      }
    >
      <ListSection<Area, typeof areaListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(area) => area.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={1000}
        fetchPage={fetchAreas}
      />
      <AreaFormDrawer
        open={drawer.open}
        area={drawer.area}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={(saved) => message.success(t('saved', { name: saved.name }))}
      />
    </Card>
  );
};

export default AreaListPage;
