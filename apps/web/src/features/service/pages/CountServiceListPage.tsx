/**
 * /numbertable (menu 507 "计次业务"): the store's per-visit services (single visits and visit
 * packs) on the list kit: filters name / status, paging, export; edit, offline (confirmed) and
 * online as the menu allows. Inside the application gate for the per-visit type.
 */
import { type CountService, countServiceListSpec } from '@merchant/shared';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, type ListFilter, useListQuery, useListState } from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { ApplicationGate } from '../../application/components/ApplicationGate';
import { formatYuan } from '../../course/course-model';
import { CountServiceFormDrawer } from '../components/CountServiceFormDrawer';
import { ServiceListCard } from '../components/ServiceListCard';
import { fetchCountServices } from '../service.api';
import { serviceStatusColumn } from '../service-columns';
import { COUNT_EDIT } from '../service-form-model';
import { serviceKeys, useCountOptions, useCountService, useSetCountStatus } from '../use-service';
import { type ServiceScreenKind, statusFilterOptions, useServiceScreen } from '../use-service-screen';

const COUNT_KIND: ServiceScreenKind<CountService> = {
  permission: COUNT_EDIT,
  useDetail: useCountService,
  useOptions: useCountOptions,
  useSetStatus: useSetCountStatus,
};

const CountServices = () => {
  const { t } = useTranslation('service');
  const { can } = useAccess();
  const screen = useServiceScreen(COUNT_KIND);

  const filters = useMemo<ListFilter<typeof countServiceListSpec>[]>(
    () => [
      { key: 'name', kind: 'text', label: t('field.name') },
      {
        key: 'status',
        kind: 'select',
        label: t('field.status'),
        options: statusFilterOptions(t),
      },
    ],
    [t],
  );
  const list = useListState(countServiceListSpec, { filters });
  const result = useListQuery(serviceKeys.countList, list, fetchCountServices);

  const kindText = (s: CountService) =>
    s.visits === 1 ? t('visitsKind.single') : t('visitsKind.pack', { count: s.visits });
  const limitText = (s: CountService) =>
    s.per_week_limit === null ? t('noLimit') : t('perWeek', { count: s.per_week_limit });
  const coursesText = (s: CountService) => s.courses.map((c) => c.name).join(', ');

  const columns: ListColumn<CountService>[] = [
    {
      key: 'name',
      title: t('field.name'),
      width: 200,
      sortField: 'name',
      mobile: 'title',
      exportValue: (s) => s.name,
      render: (s) => (
        <Flex vertical>
          <Typography.Text strong>{s.name}</Typography.Text>
          <Typography.Text type="secondary">{kindText(s)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'visits',
      title: t('field.visits'),
      width: 90,
      sortField: 'visits',
      align: 'right',
      exportValue: (s) => s.visits,
      render: (s) => s.visits,
    },
    {
      key: 'price_fen',
      title: t('field.price'),
      width: 120,
      sortField: 'price_fen',
      exportValue: (s) => s.price_fen / 100,
      render: (s) => formatYuan(s.price_fen),
    },
    {
      key: 'validity_days',
      title: t('field.validity'),
      width: 110,
      sortField: 'validity_days',
      exportValue: (s) => s.validity_days,
      render: (s) => t('days', { count: s.validity_days }),
    },
    {
      key: 'per_week_limit',
      title: t('field.perWeekLimit'),
      width: 110,
      exportValue: limitText,
      render: limitText,
    },
    {
      key: 'courses',
      title: t('field.courses'),
      mobile: 'hide',
      exportValue: coursesText,
      render: (s) => (
        <Flex gap={4} wrap>
          {s.courses.map((c) => (
            <Tag key={c.id}>{c.name}</Tag>
          ))}
        </Flex>
      ),
    },
    serviceStatusColumn<CountService>(t),
  ];

  return (
    <ServiceListCard
      kind="count"
      applyPath="/numberapplication"
      canAdd={can(COUNT_EDIT)}
      closed={screen.closed}
      onAdd={screen.openNew}
      list={list}
      result={result}
      columns={columns}
      fetchPage={fetchCountServices}
      actions={screen.actions}
      can={can}
    >
      <CountServiceFormDrawer {...screen.drawer} />
    </ServiceListCard>
  );
};

const CountServiceListPage = () => (
  <ApplicationGate type="count">
    <CountServices />
  </ApplicationGate>
);

export default CountServiceListPage;
