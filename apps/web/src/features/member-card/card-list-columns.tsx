/** The card list's filters and columns (shared by the table and its export). */
import type { MemberCard, memberCardListSpec, SoldCardType } from '@merchant/shared';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../components/date-time';
import type { ListColumn, ListFilter } from '../../components/list-kit';
import { formatCardBalance, statusColor, yuan } from './member-card-model';

/** `soldTypes` are the card-type filter's choices (empty until they have loaded). */
export const cardFilters = (
  t: TFunction,
  soldTypes: readonly SoldCardType[],
): ListFilter<typeof memberCardListSpec>[] => [
  { key: 'card_no', kind: 'text', label: t('field.cardNo') },
  {
    key: 'card_type_id',
    kind: 'select',
    label: t('field.cardType'),
    searchable: true,
    options: soldTypes.map((type) => ({ value: String(type.id), label: type.name })),
  },
  { key: 'member_name', kind: 'text', label: t('field.memberName') },
  { key: 'member_phone', kind: 'text', label: t('field.memberPhone') },
  {
    key: 'kind',
    kind: 'select',
    label: t('field.kind'),
    options: (['period', 'count', 'stored_value'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) })),
  },
  { key: 'issued_at', kind: 'dateRange', label: t('field.issuedAt') },
  {
    key: 'expires_on',
    kind: 'dateRange',
    label: t('field.expiresOn'),
    // The last valid day is a store-local calendar day: compared as the day itself.
    restrictions: ([from, to]) => [
      ...(from ? [{ name: 'expires_on', operator: '>=' as const, value: from, logic: 'and' as const }] : []),
      ...(to ? [{ name: 'expires_on', operator: '<=' as const, value: to, logic: 'and' as const }] : []),
    ],
  },
];

export const cardColumns = (t: TFunction): ListColumn<MemberCard>[] => [
  {
    key: 'card_no',
    title: t('field.cardNo'),
    width: 150,
    sortField: 'card_no',
    mobile: 'title',
    exportValue: (card) => card.card_no,
    render: (card) => (
      <Flex vertical>
        <Typography.Text strong copyable={{ text: card.card_no }}>
          {card.card_no}
        </Typography.Text>
        <Typography.Text type="secondary">{card.name}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'name',
    title: t('field.cardName'),
    exportOnly: true,
    exportValue: (card) => card.name,
    render: (card) => card.name,
  },
  {
    key: 'member',
    title: t('field.member'),
    width: 150,
    exportValue: (card) => card.member_name,
    render: (card) => (
      <Flex vertical>
        <span>{card.member_name}</span>
        <Typography.Text type="secondary">{card.member_phone ?? ''}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'phone',
    title: t('field.memberPhone'),
    exportOnly: true,
    exportValue: (card) => card.member_phone ?? '',
    render: (card) => card.member_phone ?? '',
  },
  {
    key: 'kind',
    title: t('field.kind'),
    width: 110,
    exportValue: (card) => t(`kind.${card.kind}`),
    render: (card) => t(`kind.${card.kind}`),
  },
  {
    key: 'balance',
    title: t('field.balance'),
    width: 110,
    align: 'right',
    exportValue: (card) => formatCardBalance(card.kind, card.balance, t),
    render: (card) => formatCardBalance(card.kind, card.balance, t),
  },
  {
    key: 'status',
    title: t('field.status'),
    width: 110,
    sortField: 'status',
    exportValue: (card) => t(`status.${card.status}`),
    render: (card) => (
      <Flex gap={4} wrap>
        <Tag color={statusColor[card.status]}>{t(`status.${card.status}`)}</Tag>
        {card.holder_count > 1 && <Tag>{t('holdersTag', { count: card.holder_count })}</Tag>}
      </Flex>
    ),
  },
  {
    key: 'expires_on',
    title: t('field.expiresOn'),
    width: 120,
    sortField: 'expires_on',
    exportValue: (card) => card.expires_on ?? '',
    render: (card) => card.expires_on ?? '–',
  },
  {
    key: 'paid',
    title: t('field.paid'),
    width: 110,
    align: 'right',
    mobile: 'hide',
    exportValue: (card) => (card.paid_fen / 100).toFixed(2),
    render: (card) => yuan(card.paid_fen),
  },
  {
    key: 'issued_at',
    title: t('field.issuedAt'),
    width: 160,
    sortField: 'issued_at',
    mobile: 'hide',
    exportValue: (card) => formatDateTime(card.issued_at),
    render: (card) => formatDateTime(card.issued_at),
  },
];
