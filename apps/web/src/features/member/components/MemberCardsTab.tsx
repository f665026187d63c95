/** The cards a member holds (owned or shared), with status, balance and validity. */
import type { MemberHeldCard } from '@merchant/shared';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../member-money';

const STATUS_COLOR: Record<string, string> = {
  not_started: 'default',
  active: 'success',
  frozen: 'processing',
  expired: 'warning',
  refunded: 'error',
};

export const MemberCardsTab = ({ cards }: { cards: MemberHeldCard[] }) => {
  const { t } = useTranslation('member');
  return (
    <Table<MemberHeldCard>
      size="small"
      rowKey="id"
      dataSource={cards}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('detail.noCards') }}
      aria-label={t('detail.tabCards')}
      columns={[
        { key: 'no', title: t('detail.cardNo'), dataIndex: 'card_no' },
        { key: 'name', title: t('detail.cardName'), dataIndex: 'name' },
        { key: 'kind', title: t('detail.kind'), render: (_, c) => t(`cardKind.${c.kind}`) },
        {
          key: 'status',
          title: t('detail.status'),
          render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`cardStatus.${c.status}`)}</Tag>,
        },
        { key: 'role', title: t('detail.role'), render: (_, c) => t(`role.${c.role}`) },
        {
          key: 'balance',
          title: t('detail.balance'),
          align: 'right',
          render: (_, c) => formatBalance(c.kind, c.balance, t),
        },
        {
          key: 'validity',
          title: t('detail.validity'),
          render: (_, c) =>
            c.starts_on || c.expires_on ? `${c.starts_on ?? ''} ~ ${c.expires_on ?? ''}` : '–',
        },
      ]}
    />
  );
};
