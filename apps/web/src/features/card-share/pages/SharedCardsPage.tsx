/**
 * /shareCard (hidden, spec §2 "card-holder publish query"): the holders of the store's
 * shareable cards, one row each (owner first), on the list kit. Filters card number / member
 * name / phone / role / card state / "has room", paging and export in the tab's URL.
 */
import { type SharedCardHolder, sharedCardListSpec } from '@merchant/shared';
import { Card, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { fetchSharedCardHolders } from '../card-share.api';
import { cardColor } from '../share-labels';
import { cardShareKeys } from '../use-card-share';

const SharedCardsPage = () => {
  const { t } = useTranslation('card-share');
  const { can } = useAccess();

  const filters = useMemo<ListFilter<typeof sharedCardListSpec>[]>(
    () => [
      { key: 'card_no', kind: 'text', label: t('field.cardNo') },
      { key: 'member_name', kind: 'text', label: t('field.memberName') },
      { key: 'member_phone', kind: 'text', label: t('field.memberPhone') },
      {
        key: 'role',
        kind: 'select',
        label: t('field.role'),
        options: [
          { value: 'owner', label: t('role.owner') },
          { value: 'shared', label: t('role.shared') },
        ],
      },
      {
        key: 'card_status',
        kind: 'select',
        label: t('field.cardStatus'),
        options: (['not_started', 'active', 'frozen', 'expired', 'refunded'] as const).map((s) => ({
          value: s,
          label: t(`cardStatus.${s}`),
        })),
      },
      {
        key: 'has_room',
        kind: 'select',
        label: t('field.room'),
        options: [
          { value: 'true', label: t('cards.hasRoom') },
          { value: 'false', label: t('cards.full') },
        ],
      },
    ],
    [t],
  );
  const list = useListState(sharedCardListSpec, { filters });
  const result = useListQuery(cardShareKeys.holders, list, fetchSharedCardHolders);

  const columns: ListColumn<SharedCardHolder>[] = [
    {
      key: 'card',
      title: t('field.card'),
      width: 200,
      sortField: 'card_no',
      mobile: 'title',
      exportValue: (h) => h.card_no,
      render: (h) => (
        <Flex vertical>
          <Typography.Text code>{h.card_no}</Typography.Text>
          <Typography.Text type="secondary">
            {h.card_name} · {t(`kind.${h.card_kind}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'card_name',
      title: t('field.cardName'),
      exportOnly: true,
      exportValue: (h) => h.card_name,
      render: (h) => h.card_name,
    },
    {
      key: 'member',
      title: t('field.holder'),
      width: 160,
      exportValue: (h) => h.member_name,
      render: (h) => (
        <Flex vertical>
          <Typography.Text strong>{h.member_name}</Typography.Text>
          {h.member_phone && <Typography.Text type="secondary">{h.member_phone}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'member_phone',
      title: t('field.memberPhone'),
      exportOnly: true,
      exportValue: (h) => h.member_phone ?? '',
      render: (h) => h.member_phone,
    },
    {
      key: 'role',
      title: t('field.role'),
      width: 90,
      sortField: 'role',
      exportValue: (h) => t(`role.${h.role}`),
      render: (h) => <Tag color={h.role === 'owner' ? 'gold' : 'blue'}>{t(`role.${h.role}`)}</Tag>,
    },
    {
      key: 'holders',
      title: t('field.holders'),
      width: 120,
      exportValue: (h) => `${h.holders}/${h.max_holders}`,
      render: (h) => (
        <Flex gap={4} wrap>
          <span>{t('holders', { n: h.holders, max: h.max_holders })}</span>
          {!h.has_room && <Tag>{t('cards.full')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'card_status',
      title: t('field.cardStatus'),
      width: 100,
      exportValue: (h) => t(`cardStatus.${h.card_status}`),
      render: (h) => <Tag color={cardColor[h.card_status]}>{t(`cardStatus.${h.card_status}`)}</Tag>,
    },
    {
      key: 'expires_on',
      title: t('field.expiresOn'),
      width: 110,
      mobile: 'hide',
      exportValue: (h) => h.expires_on ?? '',
      render: (h) => h.expires_on ?? t('notActivated'),
    },
    {
      key: 'since',
      title: t('field.since'),
      width: 150,
      sortField: 'since',
      exportValue: (h) => formatDateTime(h.since),
      render: (h) => formatDateTime(h.since),
    },
  ];

  return (
    <Card title={t('cards.title')}>
      <ListSection<SharedCardHolder, typeof sharedCardListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(h) => `${h.card_id}-${h.member_id}`}
        label={t('cards.title')}
        emptyText={t('cards.empty')}
        filteredEmptyText={t('cards.emptyFiltered')}
        can={can}
        scrollX={940}
        fetchPage={fetchSharedCardHolders}
      />
    </Card>
  );
};

export default SharedCardsPage;
