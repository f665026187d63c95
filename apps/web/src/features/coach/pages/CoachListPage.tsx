/**
 * /coach (menu 601): the store's coaches on the list kit. Filters name / phone / type / status /
 * expiring certificates, paging and export in the tab's URL; active coaches first. Edit,
 * deactivate (confirmed) and activate as permitted by the menu's buttons; "New coach" opens the
 * form drawer, whose edit mode also shows the operation log.
 */
import { PlusOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import { type Coach, coachListSpec } from '@merchant/shared';
import { App, Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDrawer } from '../../../components/form-kit';
import {
  editToggleActions,
  type ListColumn,
  type ListFilter,
  ListSection,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { fetchCoaches } from '../coach.api';
import { COACH_EDIT, COACH_STATUS } from '../coach-form-model';
import { CoachFormDrawer } from '../components/CoachFormDrawer';
import { coachKeys, useCoach, useSetCoachActive } from '../use-coach';

const CoachListPage = () => {
  const { t } = useTranslation('coach');
  const { message } = App.useApp();
  const { can } = useAccess();
  // Edit loads the coach first (fresh pictures and certificates).
  const drawer = useEditDrawer(useCoach);
  const status = useSetCoachActive();

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
        <Avatar
          src={coach.avatar_url ?? undefined}
          icon={<UserOutlined aria-hidden />}
          alt={coach.name}
          size={40}
        />
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
            <Tag color="warning" icon={<WarningOutlined aria-hidden />}>
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

  const actions = editToggleActions<Coach>({
    name: (coach) => coach.name,
    edit: {
      label: t('common:edit'),
      permission: COACH_EDIT,
      loading: (coach) => drawer.isLoading(coach.id),
      onClick: (coach) => drawer.openEdit(coach.id),
    },
    off: { key: 'deactivate', label: t('deactivate'), confirm: t('deactivateConfirm') },
    on: { key: 'activate', label: t('activate') },
    permission: COACH_STATUS,
    isOn: (coach) => coach.status === 'active',
    switching: (coach) => status.isPending && status.variables?.id === coach.id,
    onSwitch: changeStatus,
  });

  return (
    <Card
      title={t('title')}
      extra={
        can(COACH_EDIT) && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={drawer.openNew}>
            {t('new')}
          </Button>
        )
      }
    >
      <ListSection<Coach, typeof coachListSpec>
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
        fetchPage={fetchCoaches}
      />
      <CoachFormDrawer
        open={drawer.isOpen}
        coach={drawer.item}
        onClose={drawer.close}
        onSaved={(saved) => message.success(t('saved', { name: saved.name }))}
      />
    </Card>
  );
};

export default CoachListPage;
