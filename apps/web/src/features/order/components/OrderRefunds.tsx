/**
 * The order detail's redemptions (each: code, uses, employee, time) and refunds (amount,
 * reason, state, the 24-hour deadline, who decided and when, the provider's reference), with
 * Approve / Reject for a waiting request when the employee holds order:refund (docs/orders.md
 * "Refunds"). Reject asks for a reason.
 */
import type { OrderDetail } from '@merchant/shared';
import { App, Button, Descriptions, Empty, Flex, Form, Input, Modal, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useRequestNumbers } from '../../../lib/request-no';
import { useAccess } from '../../../lib/use-access';
import { useDecideRefund } from '../use-order';
import { yuan } from './OrderListView';

/** The /classorder menu entry, whose buttons include order:refund (also used from /shareorder). */
const CLASSORDER_MENU_ID = 701;
export const ORDER_REFUND = 'order:refund';

const refundColor: Record<string, string> = {
  requested: 'orange',
  approved: 'blue',
  refunded: 'green',
  rejected: 'default',
  failed: 'red',
};

export const OrderRedemptions = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('order');
  if (order.redemptions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refund.noRedemptions')} />;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={order.redemptions}
      columns={[
        { key: 'code', title: t('field.code'), dataIndex: 'code' },
        { key: 'times', title: t('refund.times'), width: 70, align: 'right', dataIndex: 'times' },
        { key: 'staff', title: t('refund.staff'), width: 110, render: (_, r) => r.staff_name ?? '–' },
        { key: 'at', title: t('refund.at'), width: 170, render: (_, r) => formatDateTime(r.created_at) },
        {
          key: 'state',
          title: t('field.status'),
          width: 90,
          render: (_, r) => t(`redemptionState.${r.state}`, { defaultValue: r.state }),
        },
      ]}
    />
  );
};

export const OrderRefunds = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const { can } = useAccess(CLASSORDER_MENU_ID);
  const decide = useDecideRefund();
  const withRequestNo = useRequestNumbers();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (order.refunds.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refund.none')} />;
  const approve = async () => {
    await withRequestNo(`approve:${order.id}`, (requestNo) =>
      decide.mutateAsync({ id: order.id, requestNo }),
    );
    message.success(t('refund.approved'));
  };
  const reject = async () => {
    const { reason } = await form.validateFields();
    await withRequestNo(`reject:${order.id}`, (requestNo) =>
      decide.mutateAsync({ id: order.id, requestNo, reject: { reason } }),
    );
    setRejecting(false);
    message.success(t('refund.rejected'));
  };
  return (
    <Flex vertical gap={12}>
      {order.refunds.map((r) => (
        <div key={r.id} data-testid={`order-refund-${r.id}`}>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              {
                key: 'status',
                label: t('field.status'),
                children: <Tag color={refundColor[r.status]}>{t(`refundStatus.${r.status}`)}</Tag>,
              },
              { key: 'amount', label: t('field.amount'), children: yuan(r.amount_fen) },
              { key: 'reason', label: t('refund.reason'), children: r.reason, span: 2 },
              { key: 'asked', label: t('refund.askedAt'), children: formatDateTime(r.created_at) },
              { key: 'deadline', label: t('refund.deadline'), children: formatDateTime(r.deadline_at) },
              {
                key: 'decided',
                label: t('refund.decidedBy'),
                children: r.decided_at
                  ? `${r.auto_approved ? t('refund.auto') : (r.decided_by_name ?? '–')} · ${formatDateTime(r.decided_at)}`
                  : '–',
              },
              { key: 'ref', label: t('refund.providerRef'), children: r.provider_ref ?? '–' },
              ...(r.reject_reason
                ? [{ key: 'rejected', label: t('refund.rejectReason'), children: r.reject_reason, span: 2 }]
                : []),
              ...(r.failure_reason
                ? [{ key: 'failed', label: t('refund.failureReason'), children: r.failure_reason, span: 2 }]
                : []),
            ]}
          />
          {r.status === 'requested' && can(ORDER_REFUND) && (
            <Flex gap={8} style={{ marginTop: 8 }}>
              <Popconfirm
                title={t('refund.approveConfirm', { amount: yuan(r.amount_fen) })}
                onConfirm={approve}
              >
                <Button type="primary" loading={decide.isPending}>
                  {t('refund.approve')}
                </Button>
              </Popconfirm>
              <Button danger onClick={() => setRejecting(true)}>
                {t('refund.reject')}
              </Button>
            </Flex>
          )}
        </div>
      ))}
      <Modal
        open={rejecting}
        title={t('refund.rejectTitle')}
        okText={t('refund.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={reject}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('refund.rejectReason')}
            rules={[{ required: true, whitespace: true, max: 200 }]}
          >
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
};
