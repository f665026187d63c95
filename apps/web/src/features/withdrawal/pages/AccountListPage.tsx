/**
 * /account (spec §2 Finance `account`): the store's withdrawal accounts, numbers masked, the
 * default tagged, a countdown while an account may not be used yet; add, change (with the
 * owner's SMS code) and remove.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type WithdrawalAccount, withdrawalAccountListSpec } from '@merchant/shared';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { AccountFormDrawer } from '../components/AccountFormDrawer';
import { coolingLeft } from '../cooling';
import { useDeleteAccount, withdrawalKeys } from '../use-withdrawal';
import { fetchAccounts } from '../withdrawal.api';

const EDIT = 'account:edit';

/** Re-renders every minute, so that countdowns move. */
const useMinuteClock = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const AccountListPage = () => {
  const { t } = useTranslation('withdrawal');
  const { message } = App.useApp();
  const { can } = useAccess();
  const now = useMinuteClock();
  const list = useListState(withdrawalAccountListSpec, { defaultSize: 20 });
  const result = useListQuery(withdrawalKeys.accounts, list, fetchAccounts);
  const remove = useDeleteAccount();
  const [drawer, setDrawer] = useState<{ open: boolean; account?: WithdrawalAccount }>({ open: false });

  const usable = (row: WithdrawalAccount) => {
    const left = coolingLeft(row.usable_from, now);
    return left ? (
      <Tag color="orange" title={formatDateTime(row.usable_from)}>
        {t('coolingLeft', { hours: left.hours, minutes: left.minutes })}
      </Tag>
    ) : (
      <Tag color="green">{t('usable')}</Tag>
    );
  };

  const columns: ListColumn<WithdrawalAccount>[] = [
    {
      key: 'account',
      title: t('field.account'),
      mobile: 'title',
      exportValue: (row) => row.account_no_masked,
      render: (row) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{row.account_no_masked}</Typography.Text>
          {row.is_default && <Tag color="blue">{t('default')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('field.type'),
      width: 110,
      exportValue: (row) => t(`type.${row.type}`),
      render: (row) => t(`type.${row.type}`),
    },
    {
      key: 'holder_name',
      title: t('field.holder'),
      width: 120,
      exportValue: (row) => row.holder_name,
      render: (row) => row.holder_name,
    },
    {
      key: 'bank',
      title: t('field.bankBranch'),
      exportValue: (row) => [row.bank_name, row.bank_branch].filter(Boolean).join(' '),
      render: (row) => (row.bank_name ? `${row.bank_name} · ${row.bank_branch ?? ''}` : '—'),
    },
    {
      key: 'usable_from',
      title: t('field.usable'),
      width: 200,
      exportValue: (row) => new Date(row.usable_from),
      render: usable,
    },
  ];

  const actions: RowAction<WithdrawalAccount>[] = [
    {
      key: 'edit',
      label: t('common:edit'),
      permission: EDIT,
      ariaLabel: (row) => `${t('common:edit')}: ${row.account_no_masked}`,
      onClick: (row) => setDrawer({ open: true, account: row }),
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: EDIT,
      danger: true,
      confirm: t('deleteConfirm'),
      ariaLabel: (row) => `${t('common:delete')}: ${row.account_no_masked}`,
      loading: (row) => remove.isPending && remove.variables === row.id,
      onClick: (row) => remove.mutate(row.id, { onSuccess: () => message.success(t('deleted')) }),
    },
  ];

  return (
    <Card title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ListSection<WithdrawalAccount, typeof withdrawalAccountListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('empty')}
        actions={actions}
        can={can}
        scrollX={820}
        extra={
          can(EDIT) && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDrawer({ open: true })}
            >
              {t('add')}
            </Button>
          )
        }
      />
      <AccountFormDrawer
        open={drawer.open}
        account={drawer.account}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </Card>
  );
};

export default AccountListPage;
