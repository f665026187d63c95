/**
 * /coach (menu 601): the store's coaches on the list kit. Filters name / phone / type / status /
 * expiring certificates, paging and export in the tab's URL; active coaches first. Edit,
 * deactivate (confirmed) and activate as permitted by the menu's buttons; "New coach" opens the
 * form drawer, whose edit mode also shows the operation log.
 */
import { PlusOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import { type Coach, coachListSpec } from '@merchant/shared';
import { App, Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExportMenu,
  FilterBar,
  type ListColumn,
  type ListFilter,
  ListTable,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { fetchCoaches } from '../coach.api';
import { COACH_EDIT, COACH_STATUS } from '../coach-form-model';
import { CoachFormDrawer } from '../components/CoachFormDrawer';
import { coachKeys, useCoach, useSetCoachActive } from '../use-coach';

type DrawerState = { open: false } | { open: true; id: number | null };

const CoachListPage = () => {
  const { t } = useTranslation('coach');
  const { message } = App.useApp();
  const { can } = useAccess();
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const editingId = drawer.open ? drawer.id : null;
  const editing = useCoach(editingId);
  const status = useSetCoachActive();
  // A coach that could not be loaded (lib/http said why) opens no drawer.
  useEffect(() => {
    if (editing.isError) setDrawer({ open: false });
  }, [editing.isError]);

  const filters = useMemo<ListFilter<typeof coachListSpec>[]>(
    () => [
      { key: 'name', kind: 'text', label: t('field.name') },
      { key: 'phone', kind: 'text', label: t('field.phone') },
      {
        key: 'type',
        kind: 'select',
        label: t('field.type'),
        options: [
          { value: 'one_on_one', label: t('type.one_on_one') },
          { value: 'group', label: t('type.group') },
        ],
      },
      {
        key: 'status',
        kind: 'select',
        label: t('field.status'),
        options: [
          { value: 'active', label: t('status.active') },
          { value: 'inactive', label: t('status.inactive') },
        ],
      },
      {
        key: 'expiring',
        kind: 'select',
        label: t('field.certificates'),
        options: [
          { value: 'true', label: t('filter.expiring') },
          { value: 'false', label: t('filter.valid') },
        ],
      },
    ],
    [t],
  );
  const list = useListState(coachListSpec, { filters });
  const result = useListQuery(coachKeys.lists, list, fetchCoaches);

  const changeStatus = (coach: Coach, active: boolean) =>
    status.mutate(
      { id: coach.id, active },
      {
        onSuccess: (changed) =>
          message.success(t(active ? 'activated' : 'deactivated', { name: changed.name })),
      },
    );

  const columns: ListColumn<Coach>[] = [
    {
      key: 'avatar',
      title: t('field.avatar'),
      width: 72,
      mobile: 'hide',
      render: (coach) => (
        <Avatar src={coach.avatar_url ?? undefined} icon={<UserOutlined />} alt={coach.name} size={40} />
      ),
    },
    {
      key: 'name',
      title: t('field.name'),
      width: 170,
      sortField: 'name',
      mobile: 'title',
      exportValue: (coach) => coach.name,
      render: (coach) => (
        <Flex vertical>
          <Typography.Text strong>{coach.name}</Typography.Text>
          {coach.title && <Typography.Text type="secondary">{coach.title}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'title',
      title: t('field.title'),
      exportOnly: true,
      exportValue: (coach) => coach.title,
      render: (coach) => coach.title,
    },
    {
      key: 'phone',
      title: t('field.phone'),
      width: 130,
      exportValue: (coach) => coach.phone,
      render: (coach) => coach.phone,
    },
    {
      key: 'type',
      title: t('field.type'),
      width: 110,
      exportValue: (coach) => t(`type.${coach.type}`),
      render: (coach) => t(`type.${coach.type}`),
    },
    {
      key: 'specialties',
      title: t('field.specialties'),
      exportValue: (coach) => coach.specialties.join(', '),
      render: (coach) =>
        coach.specialties.length === 0 ? (
          '–'
        ) : (
          <Flex gap={4} wrap>
            {coach.specialties.map((s) => (
              <Tag key={s}>{s}</Tag>
            ))}
          </Flex>
        ),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 150,
      exportValue: (coach) => t(`status.${coach.status}`),
      render: (coach) => (
        <Flex gap={4} wrap>
          <Tag color={coach.status === 'active' ? 'success' : 'default'}>{t(`status.${coach.status}`)}</Tag>
          {coach.expiring_on && (
            <Tag color="warning" icon={<WarningOutlined />}>
              {t('expiringTag', { date: coach.expiring_on })}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'expiring',
      title: t('field.expiringOn'),
      exportOnly: true,
      exportValue: (coach) => coach.expiring_on ?? '',
      render: (coach) => coach.expiring_on ?? '',
    },
    {
      key: 'sort',
      title: t('field.sort'),
      width: 80,
      sortField: 'sort',
      align: 'right',
      mobile: 'hide',
      exportValue: (coach) => coach.sort,
      render: (coach) => coach.sort,
    },
  ];

  const actions: RowAction<Coach>[] = [
    {
      key: 'edit',
      label: t('common:edit'),
      permission: COACH_EDIT,
      ariaLabel: (coach) => `${t('common:edit')}: ${coach.name}`,
      loading: (coach) => editingId === coach.id && editing.isFetching && editing.data === undefined,
      onClick: (coach) => setDrawer({ open: true, id: coach.id }),
    },
    {
      key: 'deactivate',
      label: t('deactivate'),
      permission: COACH_STATUS,
      danger: true,
      confirm: t('deactivateConfirm'),
      hidden: (coach) => coach.status !== 'active',
      ariaLabel: (coach) => `${t('deactivate')}: ${coach.name}`,
      loading: (coach) => status.isPending && status.variables?.id === coach.id,
      onClick: (coach) => changeStatus(coach, false),
    },
    {
      key: 'activate',
      label: t('activate'),
      permission: COACH_STATUS,
      hidden: (coach) => coach.status === 'active',
      ariaLabel: (coach) => `${t('activate')}: ${coach.name}`,
      loading: (coach) => status.isPending && status.variables?.id === coach.id,
      onClick: (coach) => changeStatus(coach, true),
    },
  ];

  // The edit drawer opens once the coach is loaded (fresh pictures and certificates).
  const drawerOpen = drawer.open && (drawer.id === null || editing.data !== undefined);

  return (
    <Card
      title={t('title')}
      extra={
        can(COACH_EDIT) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, id: null })}>
            {t('new')}
          </Button>
        )
      }
    >
      <FilterBar
        list={list}
        extra={
          <ExportMenu listName={t('title')} query={list.query} fetchPage={fetchCoaches} columns={columns} />
        }
      />
      <ListTable<Coach, typeof coachListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(coach) => coach.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={960}
      />
      <CoachFormDrawer
        open={drawerOpen}
        coach={drawer.open && drawer.id !== null ? editing.data : undefined}
        onClose={() => setDrawer({ open: false })}
        onSaved={(saved) => message.success(t('saved', { name: saved.name }))}
      />
    </Card>
  );
};

export default CoachListPage;
