/**
 * /card (menu 403, "member card management"): the store's card types on the list kit, with the
 * prepaid-card rules on top. Filters name / kind / status / shareable / price / created, paging
 * and export in the tab's URL; on-sale types first. Edit, off sale (confirmed) and on sale with
 * card:edit; "New card type" opens the form drawer, whose edit mode shows the operation log.
 */
import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { type CardType, cardTypeListSpec, type Restriction } from '@merchant/shared';
import { App, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
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
import { formatYuan } from '../../course/course-model';
import { fetchCardTypes } from '../card-type.api';
import { CARD_EDIT, termsParts } from '../card-type-form-model';
import { CardTypeFormDrawer } from '../components/CardTypeFormDrawer';
import { PrepaidRulesPanel } from '../components/PrepaidRulesPanel';
import { cardTypeKeys, useCardSettings, useCardType, useSetCardTypeOnSale } from '../use-card-type';

/** Price bands of the price filter, in fen: [from (inclusive), to (exclusive)]. */
const PRICE_BANDS: Record<string, [number | null, number | null]> = {
  under1000: [null, 100_000],
  '1000to5000': [100_000, 500_001],
  over5000: [500_001, null],
};

const CardTypeListPage = () => {
  const { t } = useTranslation('card-type');
  const { message } = App.useApp();
  const { can } = useAccess();
  // Edit loads the type first (fresh terms and courses).
  const drawer = useEditDrawer(useCardType);
  const settings = useCardSettings();
  const region = settings.data?.prepaid_region;
  const onSale = useSetCardTypeOnSale();

  const filters = useMemo<ListFilter<typeof cardTypeListSpec>[]>(
    () => [
      { key: 'name', kind: 'text', label: t('field.name') },
      {
        key: 'kind',
        kind: 'multiSelect',
        label: t('field.kind'),
        options: (['period', 'count', 'stored_value'] as const).map((k) => ({
          value: k,
          label: t(`kind.${k}`),
        })),
      },
      {
        key: 'status',
        kind: 'select',
        label: t('field.status'),
        options: [
          { value: 'on_sale', label: t('status.on_sale') },
          { value: 'off_sale', label: t('status.off_sale') },
        ],
      },
      {
        key: 'shareable',
        kind: 'select',
        label: t('field.shareable'),
        options: [
          { value: 'true', label: t('filter.shareable') },
          { value: 'false', label: t('filter.notShareable') },
        ],
      },
      {
        key: 'price',
        field: 'price_fen',
        kind: 'select',
        label: t('field.price'),
        options: Object.keys(PRICE_BANDS).map((band) => ({ value: band, label: t(`filter.price.${band}`) })),
        restrictions: ([band = '']) => {
          const [from, to] = PRICE_BANDS[band] ?? [null, null];
          const list: Restriction[] = [];
          if (from !== null) list.push({ name: 'price_fen', operator: '>=', value: from, logic: 'and' });
          if (to !== null) list.push({ name: 'price_fen', operator: '<', value: to, logic: 'and' });
          return list;
        },
      },
      { key: 'created_at', kind: 'dateRange', label: t('field.createdAt') },
    ],
    [t],
  );
  const list = useListState(cardTypeListSpec, { filters });
  const result = useListQuery(cardTypeKeys.lists, list, fetchCardTypes);

  const changeSale = (type: CardType, toOnSale: boolean) =>
    onSale.mutate(
      { id: type.id, onSale: toOnSale },
      {
        onSuccess: (changed) =>
          message.success(t(toOnSale ? 'putOnSale' : 'tookOffSale', { name: changed.name })),
      },
    );

  const terms = (type: CardType) => {
    const { key, values } = termsParts(type);
    return t(`terms.${key}`, values);
  };
  const extras = (type: CardType) =>
    [
      type.all_courses ? t('extra.allCourses') : t('extra.someCourses', { n: type.course_ids.length }),
      type.shareable ? t('extra.shareable', { n: type.max_holders }) : null,
      type.parallel_use ? t('extra.parallelUse') : null,
      type.freeze_allowed
        ? t('extra.freeze', { days: type.max_freeze_days, times: type.max_freeze_times })
        : t('extra.noFreeze'),
    ].filter((text): text is string => text !== null);

  const columns: ListColumn<CardType>[] = [
    {
      key: 'name',
      title: t('field.name'),
      width: 170,
      sortField: 'name',
      mobile: 'title',
      exportValue: (type) => type.name,
      render: (type) => (
        <Flex vertical>
          <Typography.Text strong>{type.name}</Typography.Text>
          {type.cap_warnings.length > 0 && (
            <Tooltip title={type.cap_warnings.join('；')}>
              <Tag
                color="warning"
                icon={<WarningOutlined aria-hidden />}
                style={{ width: 'fit-content' }}
                tabIndex={0}
              >
                {t('overCap')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('field.kind'),
      width: 120,
      sortField: 'kind',
      exportValue: (type) => t(`kind.${type.kind}`),
      render: (type) => (
        <Tag color={{ period: 'blue', count: 'cyan', stored_value: 'gold' }[type.kind]}>
          {t(`kind.${type.kind}`)}
        </Tag>
      ),
    },
    {
      key: 'price',
      title: t('field.price'),
      width: 110,
      sortField: 'price_fen',
      align: 'right',
      exportValue: (type) => (type.price_fen / 100).toFixed(2),
      render: (type) => formatYuan(type.price_fen),
    },
    {
      key: 'terms',
      title: t('field.terms'),
      width: 180,
      exportValue: terms,
      render: terms,
    },
    {
      key: 'rules',
      title: t('field.rules'),
      width: 230,
      mobile: 'hide',
      exportValue: (type) => extras(type).join(', '),
      render: (type) => (
        <Flex gap={4} wrap>
          {extras(type).map((text) => (
            <Tag key={text}>{text}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 90,
      exportValue: (type) => t(`status.${type.status}`),
      render: (type) => (
        <Tag color={type.status === 'on_sale' ? 'success' : 'default'}>{t(`status.${type.status}`)}</Tag>
      ),
    },
    {
      key: 'sold',
      title: t('field.sold'),
      width: 70,
      align: 'right',
      mobile: 'hide',
      exportValue: (type) => type.sold_count,
      render: (type) => type.sold_count,
    },
    {
      key: 'sort',
      title: t('field.sort'),
      exportOnly: true,
      exportValue: (type) => type.sort,
      render: (type) => type.sort,
    },
  ];

  const actions = editToggleActions<CardType>({
    name: (type) => type.name,
    edit: {
      label: t('common:edit'),
      permission: CARD_EDIT,
      loading: (type) => drawer.isLoading(type.id),
      onClick: (type) => drawer.openEdit(type.id),
    },
    off: { key: 'off-sale', label: t('offSale'), confirm: t('offSaleConfirm') },
    on: { key: 'on-sale', label: t('onSale') },
    permission: CARD_EDIT,
    isOn: (type) => type.status === 'on_sale',
    switching: (type) => onSale.isPending && onSale.variables?.id === type.id,
    onSwitch: changeSale,
  });

  return (
    <Card
      title={t('title')}
      extra={
        can(CARD_EDIT) && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={drawer.openNew}>
            {t('new')}
          </Button>
        )
      }
    >
      <PrepaidRulesPanel region={region} canEdit={can(CARD_EDIT)} />
      <ListSection<CardType, typeof cardTypeListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(type) => type.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={1150}
        fetchPage={fetchCardTypes}
      />
      <CardTypeFormDrawer
        open={drawer.isOpen}
        cardType={drawer.item}
        region={region ?? 'none'}
        onClose={drawer.close}
        onSaved={(saved) =>
          saved.cap_warnings.length > 0
            ? message.warning(
                t('savedOverCap', { name: saved.name, warnings: saved.cap_warnings.join('；') }),
                8,
              )
            : message.success(t('saved', { name: saved.name }))
        }
      />
    </Card>
  );
};

export default CardTypeListPage;
