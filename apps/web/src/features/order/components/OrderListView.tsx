/**
 * /classorder and /shareorder on the list kit: the store's orders by cursor, newest first, with
 * the filters of packages/shared lists/order.list.ts (order number, buyer and member phone,
 * item, category, state, paid date range, amount range), export, and the detail drawer.
 */
import {
  courseCategories,
  type OrderSummary,
  orderListSpec,
  orderRefundStatuses,
  orderStatuses,
  type Restriction,
} from '@merchant/shared';
import { Card, Flex, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { fetchOrders, type OrderListKind } from '../order.api';
import { orderKeys } from '../use-order';
import { OrderDetailDrawer } from './OrderDetailDrawer';

export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

export const statusColor: Record<string, string> = {
  unpaid: 'gold',
  paid: 'blue',
  partly_used: 'cyan',
  used: 'green',
  closed: 'default',
  cancelled: 'default',
};

/** An amount typed in yuan, as a restriction on `total_fen` (nothing when it is not a number). */
const amountRestriction =
  (operator: '>=' | '<=') =>
  (values: readonly string[]): Restriction[] => {
    const yuanValue = Number((values[0] ?? '').trim());
    return Number.isFinite(yuanValue) && (values[0] ?? '').trim() !== ''
      ? [{ name: 'total_fen', operator, value: Math.round(yuanValue * 100), logic: 'and' }]
      : [];
  };

export const OrderListView = ({ kind }: { kind: OrderListKind }) => {
  // The listing categories' names are the course screens'.
  const { t } = useTranslation(['order', 'course']);
  const { can } = useAccess();
  const fetchPage = useMemo(() => fetchOrders(kind), [kind]);
  const [drawer, setDrawer] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });

  const filters = useMemo<ListFilter<typeof orderListSpec>[]>(
    () => [
      { key: 'order_no', kind: 'text', label: t('field.orderNo') },
      { key: 'buyer_phone', kind: 'text', label: t('field.buyerPhone') },
      {
        key: 'status',
        kind: 'multiSelect',
        label: t('field.status'),
        options: orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
      { key: 'paid_at', kind: 'dateRange', label: t('field.paidAt') },
      {
        key: 'refund_status',
        kind: 'multiSelect',
        label: t('field.refundStatus'),
        options: orderRefundStatuses.map((s) => ({ value: s, label: t(`refundStatus.${s}`) })),
      },
      { key: 'title', kind: 'text', label: t('field.item') },
      { key: 'member_phone', kind: 'text', label: t('field.memberPhone') },
      ...(kind === 'item'
        ? [
            {
              key: 'category',
              kind: 'select' as const,
              label: t('field.category'),
              options: courseCategories.map((c) => ({ value: String(c), label: t(`course:category.${c}`) })),
            },
          ]
        : []),
      { key: 'amount_min', kind: 'text', label: t('field.amountMin'), restrictions: amountRestriction('>=') },
      { key: 'amount_max', kind: 'text', label: t('field.amountMax'), restrictions: amountRestriction('<=') },
    ],
    [t, kind],
  );
  const list = useListState(orderListSpec, { filters, defaultSize: 20 });
  const result = useListQuery(orderKeys.lists(kind), list, fetchPage);
  const open = (row: OrderSummary) => setDrawer({ id: row.id, open: true });

  const columns: ListColumn<OrderSummary>[] = [
    {
      key: 'order_no',
      title: t('field.orderNo'),
      width: 200,
      mobile: 'title',
      exportValue: (row) => row.order_no,
      render: (row) => row.order_no,
    },
    {
      key: 'title',
      title: t('field.item'),
      width: 240,
      exportValue: (row) => row.title,
      render: (row) =>
        row.item_count > 1 ? t('moreItems', { title: row.title, count: row.item_count }) : row.title,
    },
    {
      key: 'member',
      title: t('field.member'),
      width: 130,
      exportValue: (row) => row.member_name ?? '',
      render: (row) => row.member_name ?? '–',
    },
    {
      key: 'buyer_phone',
      title: t('field.buyerPhone'),
      width: 130,
      exportValue: (row) => row.buyer_phone,
      render: (row) => row.buyer_phone,
    },
    {
      key: 'total_fen',
      title: t('field.amount'),
      width: 110,
      align: 'right',
      sortField: 'total_fen',
      exportValue: (row) => (row.total_fen / 100).toFixed(2),
      render: (row) => yuan(row.total_fen),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 110,
      exportValue: (row) => t(`status.${row.status}`),
      render: (row) => (
        // antd 6 tags keep no margin of their own: the gap keeps the two apart on every layout.
        <Flex gap={4} wrap>
          <Tag color={statusColor[row.status]}>{t(`status.${row.status}`)}</Tag>
          {row.refund_status && <Tag color="orange">{t(`refundStatus.${row.refund_status}`)}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'paid_at',
      title: t('field.paidAt'),
      width: 170,
      sortField: 'paid_at',
      mobile: 'hide',
      exportValue: (row) => (row.paid_at ? new Date(row.paid_at) : ''),
      render: (row) => (row.paid_at ? formatDateTime(row.paid_at) : '–'),
    },
    {
      key: 'created_at',
      title: t('field.createdAt'),
      width: 170,
      sortField: 'created_at',
      mobile: 'hide',
      exportValue: (row) => new Date(row.created_at),
      render: (row) => formatDateTime(row.created_at),
    },
  ];

  const actions: RowAction<OrderSummary>[] = [
    { key: 'view', label: t('view'), onClick: open, ariaLabel: (row) => `${t('view')}: ${row.order_no}` },
  ];

  return (
    <Card title={t(`title.${kind}`)}>
      {/* Item names and phones are the store's and the buyers' data, in whatever language. */}
      <div data-user-data>
        <ListSection<OrderSummary, typeof orderListSpec>
          fetchPage={fetchPage}
          list={list}
          result={result}
          columns={columns}
          rowKey={(row) => row.id}
          label={t(`title.${kind}`)}
          emptyText={t('empty')}
          filteredEmptyText={t('emptyFiltered')}
          actions={actions}
          can={can}
          scrollX={1300}
        />
      </div>
      <OrderDetailDrawer
        id={drawer.id}
        open={drawer.open}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </Card>
  );
};
