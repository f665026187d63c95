/**
 * /deposit (spec §2 Finance `deposit`): the store's three balances, what becomes available on
 * the coming days, and the statement (every entry on the balances, with the object it came
 * from, filtered, paged by cursor and exported). Withdrawing comes with the payout provider.
 */
import { type LedgerStatementEntry, ledgerListSpec, storeBalanceKinds } from '@merchant/shared';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { formatYuan } from '../../course/course-model';
import { WithdrawalList, WithdrawForm } from '../../withdrawal/components/Withdrawals';
import { fetchStatement } from '../finance.api';
import { ledgerLinkOf, ledgerLinks } from '../ledger-links';
import { financeKeys, useBalance } from '../use-finance';

const kindColor: Record<string, string> = {
  store_custody: 'gold',
  store_available: 'green',
  store_withdrawing: 'blue',
};

const BalanceCards = () => {
  const { t } = useTranslation('finance');
  const balance = useBalance();
  if (balance.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('balanceError')}
        action={<Button onClick={() => balance.refetch()}>{t('listKit:retry')}</Button>}
      />
    );
  if (!balance.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { custody, available, withdrawing, upcoming } = balance.data;
  const figures = [
    { key: 'available', value: available },
    { key: 'custody', value: custody },
    { key: 'withdrawing', value: withdrawing },
  ] as const;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={8}>
            <Card size="small">
              <Statistic
                title={
                  <Tooltip title={t(`balance.${figure.key}Help`)}>
                    <span>{t(`balance.${figure.key}`)}</span>
                  </Tooltip>
                }
                value={formatYuan(figure.value)}
              />
              <Typography.Text type="secondary">{t(`balance.${figure.key}Help`)}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('upcoming.title')}>
        {upcoming.length === 0 ? (
          <Typography.Text type="secondary">{t('upcoming.none')}</Typography.Text>
        ) : (
          <Flex gap={8} wrap>
            {upcoming.map((day) => (
              <Tag key={day.date} color="green">
                {t('upcoming.day', { date: formatDate(day.date), amount: formatYuan(day.amount) })}
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
};

const DepositPage = () => {
  const { t } = useTranslation('finance');
  const { can } = useAccess();

  const filters = useMemo<ListFilter<typeof ledgerListSpec>[]>(
    () => [
      {
        key: 'account_kind',
        kind: 'select',
        label: t('field.account'),
        options: storeBalanceKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
      },
      {
        key: 'object_kind',
        kind: 'select',
        label: t('field.object'),
        options: Object.entries(ledgerLinks).map(([kind, link]) => ({ value: kind, label: t(link.label) })),
      },
      { key: 'object_id', kind: 'text', label: t('field.objectId') },
      { key: 'created_at', kind: 'dateRange', label: t('field.date') },
    ],
    [t],
  );
  const list = useListState(ledgerListSpec, { filters, defaultSize: 20 });
  const result = useListQuery(financeKeys.statement, list, fetchStatement);

  const objectName = (row: LedgerStatementEntry) => {
    const label = ledgerLinks[row.object_kind]?.label;
    return `${label ? t(label) : row.object_kind} #${row.object_id}`;
  };

  const columns: ListColumn<LedgerStatementEntry>[] = [
    {
      key: 'created_at',
      title: t('field.time'),
      width: 170,
      sortField: 'created_at',
      mobile: 'title',
      exportValue: (row) => new Date(row.created_at),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'account_kind',
      title: t('field.account'),
      width: 120,
      exportValue: (row) => t(`kind.${row.account_kind}`, { defaultValue: row.account_kind }),
      render: (row) => (
        <Tag color={kindColor[row.account_kind]}>
          {t(`kind.${row.account_kind}`, { defaultValue: row.account_kind })}
        </Tag>
      ),
    },
    {
      key: 'amount_fen',
      title: t('field.amount'),
      width: 130,
      align: 'right',
      exportValue: (row) => row.amount_fen / 100,
      render: (row) => (
        <Typography.Text type={row.amount_fen < 0 ? 'danger' : 'success'}>
          {row.amount_fen > 0 ? '+' : '−'}
          {formatYuan(Math.abs(row.amount_fen))}
        </Typography.Text>
      ),
    },
    {
      key: 'object',
      title: t('field.object'),
      exportValue: objectName,
      render: (row) => {
        const href = ledgerLinkOf(row.object_kind, row.object_id);
        return href ? <Link to={href}>{objectName(row)}</Link> : objectName(row);
      },
    },
    {
      key: 'journal',
      title: t('field.journal'),
      mobile: 'hide',
      exportValue: (row) => row.journal,
      render: (row) => (
        <Typography.Text type="secondary" code>
          {row.journal}
          {row.reverses_entry_id !== null && ` ${t('reversal')}`}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={t('title')}>
        <BalanceCards />
      </Card>
      <WithdrawForm />
      <WithdrawalList />
      <Card title={t('statement.title')}>
        <ListSection<LedgerStatementEntry, typeof ledgerListSpec>
          fetchPage={fetchStatement}
          list={list}
          result={result}
          columns={columns}
          rowKey={(row) => row.id}
          label={t('statement.title')}
          emptyText={t('statement.empty')}
          filteredEmptyText={t('statement.emptyFiltered')}
          can={can}
          scrollX={760}
        />
      </Card>
    </Flex>
  );
};

export default DepositPage;
