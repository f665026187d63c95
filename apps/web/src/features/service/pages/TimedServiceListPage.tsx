/**
 * /timetable (menu 506 "计时业务"): the store's timed services on the list kit. Filters name /
 * resource type / status, paging and export in the tab's URL; online first. Edit, put offline
 * (confirmed) and online as the menu's buttons allow; "New timed service" opens the form. The
 * whole screen sits in the application gate: until the platform approves the store's timed
 * application it shows the application instead.
 */
import { type TimedService, timedServiceListSpec } from '@merchant/shared';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, type ListFilter, useListQuery, useListState } from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { ApplicationGate } from '../../application/components/ApplicationGate';
import { formatYuan } from '../../course/course-model';
import { ServiceListCard } from '../components/ServiceListCard';
import { TimedServiceFormDrawer } from '../components/TimedServiceFormDrawer';
import { fetchTimedServices } from '../service.api';
import { serviceStatusColumn } from '../service-columns';
import { TIMED_EDIT, tierTexts, unitLabel } from '../service-form-model';
import { serviceKeys, useSetTimedStatus, useTimedOptions, useTimedService } from '../use-service';
import { type ServiceScreenKind, statusFilterOptions, useServiceScreen } from '../use-service-screen';

const TIMED_KIND: ServiceScreenKind<TimedService> = {
  permission: TIMED_EDIT,
  useDetail: useTimedService,
  useOptions: useTimedOptions,
  useSetStatus: useSetTimedStatus,
};

const TimedServices = () => {
  const { t } = useTranslation('service');
  const { can } = useAccess();
  const screen = useServiceScreen(TIMED_KIND);

  const filters = useMemo<ListFilter<typeof timedServiceListSpec>[]>(
    () => [
      { key: 'name', kind: 'text', label: t('field.name') },
      {
        key: 'resource_kind',
        kind: 'select',
        label: t('field.resourceKind'),
        options: [
          { value: 'area', label: t('resourceKind.area') },
          { value: 'coach', label: t('resourceKind.coach') },
        ],
      },
      {
        key: 'status',
        kind: 'select',
        label: t('field.status'),
        options: statusFilterOptions(t),
      },
    ],
    [t],
  );
  const list = useListState(timedServiceListSpec, { filters });
  const result = useListQuery(serviceKeys.timedList, list, fetchTimedServices);

  const resourceText = (s: TimedService) =>
    `${t(`resourceKind.${s.resource_kind}`)} · ${s.resource_name ?? t('deletedResource')}`;

  const columns: ListColumn<TimedService>[] = [
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
          <Typography.Text type="secondary">{resourceText(s)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'resource',
      title: t('field.resource'),
      exportOnly: true,
      exportValue: resourceText,
      render: resourceText,
    },
    {
      key: 'unit_price_fen',
      title: t('field.unitPrice'),
      width: 150,
      sortField: 'unit_price_fen',
      exportValue: (s) => s.unit_price_fen / 100,
      render: (s) =>
        t('perUnit', { price: formatYuan(s.unit_price_fen), unit: unitLabel(s.unit_minutes, t) }),
    },
    {
      key: 'units',
      title: t('field.units'),
      width: 130,
      exportValue: (s) => `${s.min_units}-${s.max_units}`,
      render: (s) => t('unitsRange', { min: s.min_units, max: s.max_units }),
    },
    {
      key: 'capacity',
      title: t('field.capacity'),
      width: 110,
      align: 'right',
      mobile: 'hide',
      exportValue: (s) => s.capacity,
      render: (s) => s.capacity,
    },
    {
      key: 'tiers',
      title: t('field.feeTiers'),
      mobile: 'hide',
      exportValue: (s) => tierTexts(s.cancel_fee_tiers, t).join('; '),
      render: (s) =>
        s.cancel_fee_tiers.length === 0 ? (
          '–'
        ) : (
          <Flex gap={4} wrap>
            {tierTexts(s.cancel_fee_tiers, t).map((text) => (
              <Tag key={text}>{text}</Tag>
            ))}
          </Flex>
        ),
    },
    serviceStatusColumn<TimedService>(t),
  ];

  return (
    <ServiceListCard
      kind="timed"
      applyPath="/timeapplication"
      canAdd={can(TIMED_EDIT)}
      closed={screen.closed}
      onAdd={screen.openNew}
      list={list}
      result={result}
      columns={columns}
      fetchPage={fetchTimedServices}
      actions={screen.actions}
      can={can}
    >
      <TimedServiceFormDrawer {...screen.drawer} />
    </ServiceListCard>
  );
};

const TimedServiceListPage = () => (
  <ApplicationGate type="timed">
    <TimedServices />
  </ApplicationGate>
);

export default TimedServiceListPage;
