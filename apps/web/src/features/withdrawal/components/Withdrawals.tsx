/**
 * The withdrawal half of /deposit (docs/finance.md "Withdrawals"): the form (amount between the
 * platform's minimum and the available balance, a usable account; cooling accounts shown with
 * their "usable from" and disabled), the store's withdrawals by cursor with status and failure
 * reason, and a drawer with each one's reconciliation (its ledger entries and the provider's
 * reference). `?withdrawal={id}` opens the drawer (the statement links here).
 */
import { type Withdrawal, withdrawalListSpec, withdrawalStatuses } from '@merchant/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { NumberInput } from '../../../components/form-kit';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useRequestNumbers } from '../../../lib/request-no';
import { useAccess } from '../../../lib/use-access';
import { formatYuan } from '../../course/course-model';
import { coolingLeft } from '../cooling';
import {
  useAccountChoices,
  useCreateWithdrawal,
  useWithdrawal,
  useWithdrawalLimits,
  withdrawalKeys,
} from '../use-withdrawal';
import { fetchWithdrawals } from '../withdrawal.api';

const statusColor: Record<string, string> = { withdrawing: 'blue', succeeded: 'green', failed: 'red' };
const yuanText = (fen: number) => (fen / 100).toFixed(2);

interface FormValues {
  amount?: number;
  account_id?: number;
}

export const WithdrawForm = () => {
  const { t } = useTranslation('withdrawal');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const limits = useWithdrawalLimits();
  const accounts = useAccountChoices();
  const create = useCreateWithdrawal();
  const withRequestNo = useRequestNumbers();
  const { can } = useAccess();
  if (!can('withdraw:apply')) return null;
  if (!limits.data || !accounts.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { min, available } = limits.data;
  const choices = accounts.data.content;
  const now = Date.now();
  const firstUsable =
    choices.find((a) => a.is_default && !coolingLeft(a.usable_from, now)) ??
    choices.find((a) => !coolingLeft(a.usable_from, now));
  return (
    <Card size="small" title={t('withdraw.title')}>
      {choices.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('withdraw.noAccount')}
          action={<Link to="/account">{t('withdraw.bindAccount')}</Link>}
        />
      ) : (
        <Form<FormValues>
          form={form}
          layout="inline"
          initialValues={{ account_id: firstUsable?.id }}
          onFinish={async (values) => {
            const body = {
              amount: Math.round((values.amount ?? 0) * 100),
              account_id: values.account_id as number,
            };
            try {
              const done = await withRequestNo(form, (requestNo) =>
                create.mutateAsync({ ...body, request_no: requestNo }),
              );
              message.success(t('withdraw.done', { no: done.withdrawal_no, amount: yuanText(done.amount) }));
              form.resetFields(['amount']);
            } catch {
              // The refusal was shown by lib/http; keep the form as typed.
            }
          }}
        >
          <Form.Item
            name="amount"
            label={t('withdraw.amount')}
            extra={t('withdraw.amountHelp', { min: yuanText(min), available: yuanText(available) })}
            rules={[
              { required: true, message: t('withdraw.below', { min: yuanText(min) }) },
              {
                validator: async (_, value?: number) => {
                  if (value === undefined || value === null) return;
                  const fen = Math.round(value * 100);
                  if (fen < min) throw new Error(t('withdraw.below', { min: yuanText(min) }));
                  if (fen > available)
                    throw new Error(t('withdraw.above', { available: yuanText(available) }));
                },
              },
            ]}
          >
            <NumberInput
              min={0}
              precision={2}
              step={100}
              style={{ width: 180 }}
              aria-label={t('withdraw.amount')}
            />
          </Form.Item>
          <Form.Item name="account_id" label={t('withdraw.account')} rules={[{ required: true }]}>
            <Select
              style={{ minWidth: 280 }}
              aria-label={t('withdraw.account')}
              options={choices.map((a) => {
                const cooling = coolingLeft(a.usable_from, now);
                return {
                  value: a.id,
                  disabled: cooling !== null,
                  label: `${t(`type.${a.type}`)} ${a.account_no_masked} ${a.holder_name}${
                    cooling
                      ? ` (${t('withdraw.accountCooling', { time: formatDateTime(a.usable_from) })})`
                      : ''
                  }`,
                };
              })}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending} disabled={available < min}>
              {t('withdraw.submit')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
};

const WithdrawalDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation('withdrawal');
  const { t: tf } = useTranslation('finance');
  const detail = useWithdrawal(id);
  const w = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={w ? t('withdraw.detail', { no: w.withdrawal_no }) : ''}
    >
      {!w ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('withdraw.col.status')}>
              <Tag color={statusColor[w.status]}>{t(`withdraw.status.${w.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('withdraw.col.amount')}>{formatYuan(w.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('withdraw.col.account')}>
              {`${t(`type.${w.account_type}`)} ${w.account_no_masked} ${w.holder_name}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('withdraw.col.time')}>
              {formatDateTime(w.created_at)}
            </Descriptions.Item>
            {w.failure_reason && (
              <Descriptions.Item label={t('withdraw.col.reason')}>{w.failure_reason}</Descriptions.Item>
            )}
            {(w.succeeded_at ?? w.failed_at) && (
              <Descriptions.Item label={t('withdraw.col.ended')}>
                {formatDateTime((w.succeeded_at ?? w.failed_at) as string)}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('withdraw.reconciliation')}</Typography.Title>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('withdraw.providerRef')}>
              {w.reconciliation.provider_ref ? (
                <Typography.Text code copyable>
                  {w.reconciliation.provider_ref}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('withdraw.providerRefNone')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{t('withdraw.entries')}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={w.reconciliation.entries}
            scroll={{ x: 520 }}
            columns={[
              {
                key: 'kind',
                title: t('withdraw.entryBalance'),
                render: (_, e) =>
                  e.account_kind === 'store_payouts'
                    ? t('withdraw.payouts')
                    : tf(`kind.${e.account_kind}`, { defaultValue: e.account_kind }),
              },
              {
                key: 'amount',
                title: t('withdraw.entryAmount'),
                align: 'right',
                render: (_, e) => (
                  <Typography.Text type={e.amount_fen < 0 ? 'danger' : 'success'}>
                    {e.amount_fen > 0 ? '+' : '−'}
                    {formatYuan(Math.abs(e.amount_fen))}
                  </Typography.Text>
                ),
              },
              {
                key: 'journal',
                title: t('withdraw.entryJournal'),
                render: (_, e) => (
                  <Typography.Text code type="secondary">
                    {e.journal}
                  </Typography.Text>
                ),
              },
              { key: 'time', title: t('withdraw.entryTime'), render: (_, e) => formatDateTime(e.created_at) },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
};

export const WithdrawalList = () => {
  const { t } = useTranslation('withdrawal');
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('withdrawal')) || null;
  const open = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('withdrawal');
        else next.set('withdrawal', String(id));
        return next;
      },
      { replace: true },
    );
  const filters = useMemo<ListFilter<typeof withdrawalListSpec>[]>(
    () => [
      {
        key: 'status',
        kind: 'select',
        label: t('withdraw.col.status'),
        options: withdrawalStatuses.map((s) => ({ value: s, label: t(`withdraw.status.${s}`) })),
      },
      { key: 'created_at', kind: 'dateRange', label: t('withdraw.col.time') },
    ],
    [t],
  );
  const list = useListState(withdrawalListSpec, { filters, defaultSize: 10 });
  const result = useListQuery(withdrawalKeys.list, list, fetchWithdrawals);
  const statusText = (w: Withdrawal) =>
    w.status === 'withdrawing'
      ? `${t('withdraw.status.withdrawing')} · ${t(w.approved_at ? 'withdraw.approved' : 'withdraw.review')}`
      : t(`withdraw.status.${w.status}`);
  const columns: ListColumn<Withdrawal>[] = [
    {
      key: 'created_at',
      title: t('withdraw.col.time'),
      width: 170,
      sortField: 'created_at',
      mobile: 'title',
      exportValue: (w) => new Date(w.created_at),
      render: (w) => formatDateTime(w.created_at),
    },
    {
      key: 'withdrawal_no',
      title: t('withdraw.col.no'),
      mobile: 'hide',
      exportValue: (w) => w.withdrawal_no,
      render: (w) => <Typography.Text code>{w.withdrawal_no}</Typography.Text>,
    },
    {
      key: 'amount',
      title: t('withdraw.col.amount'),
      width: 120,
      align: 'right',
      sortField: 'amount',
      exportValue: (w) => w.amount / 100,
      render: (w) => formatYuan(w.amount),
    },
    {
      key: 'account',
      title: t('withdraw.col.account'),
      exportValue: (w) => `${w.account_no_masked} ${w.holder_name}`,
      render: (w) => `${t(`type.${w.account_type}`)} ${w.account_no_masked}`,
    },
    {
      key: 'status',
      title: t('withdraw.col.status'),
      exportValue: statusText,
      render: (w) => (
        <Flex vertical gap={2}>
          <Tag color={statusColor[w.status]} style={{ width: 'fit-content' }}>
            {statusText(w)}
          </Tag>
          {w.failure_reason && <Typography.Text type="danger">{w.failure_reason}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 90,
      render: (w) => (
        <Button size="small" type="link" onClick={() => open(w.id)}>
          {t('withdraw.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('withdraw.listTitle')}>
      <ListSection<Withdrawal, typeof withdrawalListSpec>
        fetchPage={fetchWithdrawals}
        list={list}
        result={result}
        columns={columns}
        rowKey={(w) => w.id}
        label={t('withdraw.listTitle')}
        emptyText={t('withdraw.empty')}
        filteredEmptyText={t('withdraw.emptyFiltered')}
        can={can}
        scrollX={820}
      />
      <WithdrawalDrawer id={openId} onClose={() => open(null)} />
    </Card>
  );
};
