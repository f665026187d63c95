/**
 * One order (GET /order/{id}): its state, the items with what was sold (the snapshot), the
 * payments, the vouchers with the uses left and their redemptions (a card order: its card), the refunds (with Approve /
 * Reject, OrderRefunds.tsx) and the operation log.
 */
import type { OrderDetail } from '@merchant/shared';
import { Descriptions, Drawer, Empty, Flex, Result, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useOrder } from '../use-order';
import { OrderCards } from './OrderCards';
import { statusColor, yuan } from './OrderListView';
import { OrderRedemptions, OrderRefunds } from './OrderRefunds';

interface OrderDetailDrawerProps {
  id: number | null;
  open: boolean;
  onClose: () => void;
}

/** What the snapshot says of the item as sold, in the screen's words (the terms that matter at the desk). */
const snapshotLines = (snapshot: Record<string, unknown>, t: TFunction): string[] => {
  const lines: string[] = [];
  const number = (key: string) => (typeof snapshot[key] === 'number' ? (snapshot[key] as number) : null);
  const price = number('price_fen') ?? number('unit_price_fen');
  if (price !== null) lines.push(t('snapshot.price', { price: yuan(price) }));
  for (const key of ['sessions', 'visits', 'session_minutes', 'validity_days', 'units'] as const) {
    const value = number(key);
    if (value !== null) lines.push(t(`snapshot.${key}`, { count: value }));
  }
  if (typeof snapshot.slot_date === 'string')
    lines.push(
      t('snapshot.slot', { day: snapshot.slot_date, from: snapshot.slot_start, to: snapshot.slot_end }),
    );
  return lines;
};

const Body = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('order');
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {title}
    </Typography.Title>
  );
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'no', label: t('field.orderNo'), children: order.order_no },
          {
            key: 'status',
            label: t('field.status'),
            children: <Tag color={statusColor[order.status]}>{t(`status.${order.status}`)}</Tag>,
          },
          { key: 'amount', label: t('field.amount'), children: yuan(order.total_fen) },
          { key: 'member', label: t('field.member'), children: order.member_name ?? '–' },
          { key: 'buyer', label: t('field.buyerPhone'), children: order.buyer_phone },
          { key: 'created', label: t('field.createdAt'), children: formatDateTime(order.created_at) },
          {
            key: 'paid',
            label: t('field.paidAt'),
            children: order.paid_at ? formatDateTime(order.paid_at) : '–',
          },
        ]}
      />
      {section(t('detail.items'))}
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={order.items}
        columns={[
          {
            key: 'name',
            title: t('field.item'),
            render: (_, item) => (
              <Flex vertical>
                <span>{item.name}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {snapshotLines(item.snapshot, t).join(' · ')}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'type',
            title: t('field.itemType'),
            width: 110,
            render: (_, item) => t(`itemType.${item.item_type}`),
          },
          { key: 'quantity', title: t('field.quantity'), width: 70, align: 'right', dataIndex: 'quantity' },
          {
            key: 'amount',
            title: t('field.amount'),
            width: 100,
            align: 'right',
            render: (_, item) => yuan(item.amount_fen),
          },
        ]}
      />
      {section(t('detail.payments'))}
      {order.payments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noPayments')} />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={order.payments}
          columns={[
            { key: 'no', title: t('field.paymentNo'), dataIndex: 'payment_no' },
            {
              key: 'provider',
              title: t('field.channel'),
              width: 90,
              render: (_, p) => t(`channel.${p.provider}`),
            },
            {
              key: 'status',
              title: t('field.status'),
              width: 100,
              render: (_, p) => t(`paymentStatus.${p.status}`),
            },
            {
              key: 'amount',
              title: t('field.amount'),
              width: 100,
              align: 'right',
              render: (_, p) => yuan(p.amount_fen),
            },
          ]}
        />
      )}
      {order.kind === 'card' ? (
        <>
          {section(t('detail.card'))}
          <OrderCards order={order} />
        </>
      ) : (
        <>
          {section(t('detail.vouchers'))}
          {order.vouchers.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noVouchers')} />
          ) : (
            <Table
              size="small"
              pagination={false}
              rowKey="code"
              dataSource={order.vouchers}
              columns={[
                {
                  key: 'code',
                  title: t('field.code'),
                  render: (_, v) => <Typography.Text code>{v.code}</Typography.Text>,
                },
                {
                  key: 'uses',
                  title: t('field.usesLeft'),
                  width: 110,
                  render: (_, v) => t('usesLeft', { left: v.uses_left, total: v.uses_total }),
                },
                {
                  key: 'valid',
                  title: t('field.validTo'),
                  width: 170,
                  render: (_, v) => formatDateTime(v.valid_to),
                },
                {
                  key: 'status',
                  title: t('field.status'),
                  width: 90,
                  render: (_, v) => t(`voucherStatus.${v.status}`),
                },
              ]}
            />
          )}
          {section(t('detail.redemptions'))}
          <OrderRedemptions order={order} />
        </>
      )}
      {section(t('detail.refunds'))}
      <OrderRefunds order={order} />
      {section(t('detail.log'))}
      <Timeline
        items={order.log.map((entry, index) => ({
          key: index,
          children: (
            <Flex vertical>
              <span>
                {entry.from ? `${t(`status.${entry.from}`, { defaultValue: entry.from })} → ` : ''}
                {t(`status.${entry.to}`, { defaultValue: entry.to })}
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(entry.at)} · {entry.actor_name ?? t('detail.system')}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </>
  );
};

export const OrderDetailDrawer = ({ id, open, onClose }: OrderDetailDrawerProps) => {
  const { t } = useTranslation('order');
  const { data, error, isPending } = useOrder(id);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={data ? t('detailTitle', { no: data.order_no }) : t('detailTitleBare')}
    >
      {error ? (
        <Result status="error" title={t('loadFailed')} subTitle={error.message} />
      ) : isPending || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div data-user-data>
          <Body order={data} />
        </div>
      )}
    </Drawer>
  );
};
