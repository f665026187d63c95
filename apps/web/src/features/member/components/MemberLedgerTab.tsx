/** The usage ledger of a member's cards, 50 a page, newest first (page 1 comes with the detail). */
import { MEMBER_LEDGER_PAGE_SIZE, type MemberLedgerRow, type Page } from '@merchant/shared';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { formatBalance } from '../member-money';
import { useMemberLedger } from '../use-member';

export const MemberLedgerTab = ({
  memberId,
  firstPage,
}: {
  memberId: number;
  firstPage: Page<MemberLedgerRow>;
}) => {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const later = useMemberLedger(memberId, page, MEMBER_LEDGER_PAGE_SIZE);
  const shown = page === 1 ? firstPage : (later.data ?? firstPage);
  return (
    <Table<MemberLedgerRow>
      size="small"
      rowKey="id"
      dataSource={shown.content}
      loading={page > 1 && later.isFetching}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('detail.noLedger') }}
      aria-label={t('detail.tabLedger')}
      pagination={{
        current: page,
        pageSize: MEMBER_LEDGER_PAGE_SIZE,
        total: firstPage.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        { key: 'time', title: t('detail.time'), render: (_, r) => formatDateTime(r.created_at), width: 150 },
        { key: 'card', title: t('detail.cardName'), render: (_, r) => `${r.card_name} (${r.card_no})` },
        { key: 'entry', title: t('detail.entry'), render: (_, r) => t(`ledgerKind.${r.kind}`) },
        {
          key: 'change',
          title: t('detail.change'),
          align: 'right',
          render: (_, r) => (r.delta > 0 ? `+${r.delta}` : String(r.delta)),
        },
        {
          key: 'after',
          title: t('detail.balanceAfter'),
          align: 'right',
          render: (_, r) => (r.balance_after === null ? '–' : formatBalance(r.card_kind, r.balance_after, t)),
        },
        { key: 'member', title: t('detail.usedBy'), render: (_, r) => r.member_name ?? '–' },
        { key: 'staff', title: t('detail.staff'), render: (_, r) => r.staff_name ?? '–' },
      ]}
    />
  );
};
