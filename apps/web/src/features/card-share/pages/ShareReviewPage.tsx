/**
 * /membereview (menu 301): the store's share requests on the list kit, pending first. Filters
 * status / card number / member name / phone / channel / date, paging and export in the tab's
 * URL. Approve (confirmed) and reject (with a reason) as the menu's `membereview:decide`
 * button permits; "New request" opens the desk's drawer (card lookup, then a member). The
 * hidden shareCard screen (the holders of shared cards) is one link away.
 */
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { cardShareListSpec, type ShareRequest } from '@merchant/shared';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { fetchShareRequests } from '../card-share.api';
import { NewShareDrawer } from '../components/NewShareDrawer';
import { RejectShareDialog } from '../components/RejectShareDialog';
import { REVIEW_DECIDE, requestColor } from '../share-labels';
import { cardShareKeys, useApproveShare } from '../use-card-share';

const ShareReviewPage = () => {
  const { t } = useTranslation('card-share');
  const { message } = App.useApp();
  const { can } = useAccess();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<ShareRequest | null>(null);
  const approve = useApproveShare();

  const filters = useMemo<ListFilter<typeof cardShareListSpec>[]>(
    () => [
      {
        key: 'status',
        kind: 'select',
        label: t('field.status'),
        options: (['pending', 'approved', 'rejected', 'cancelled'] as const).map((s) => ({
          value: s,
          label: t(`status.${s}`),
        })),
      },
      { key: 'card_no', kind: 'text', label: t('field.cardNo') },
      { key: 'member_name', kind: 'text', label: t('field.memberName') },
      { key: 'member_phone', kind: 'text', label: t('field.memberPhone') },
      {
        key: 'channel',
        kind: 'select',
        label: t('field.channel'),
        options: [
          { value: 'desk', label: t('channel.desk') },
          { value: 'app', label: t('channel.app') },
        ],
      },
      { key: 'created_at', kind: 'dateRange', label: t('field.createdAt') },
    ],
    [t],
  );
  const list = useListState(cardShareListSpec, { filters });
  const result = useListQuery(cardShareKeys.lists, list, fetchShareRequests);

  const columns: ListColumn<ShareRequest>[] = [
    {
      key: 'member',
      title: t('field.member'),
      width: 150,
      mobile: 'title',
      exportValue: (r) => r.member_name,
      render: (r) => (
        <Flex vertical>
          <Typography.Text strong>{r.member_name}</Typography.Text>
          {r.member_phone && <Typography.Text type="secondary">{r.member_phone}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'member_phone',
      title: t('field.memberPhone'),
      exportOnly: true,
      exportValue: (r) => r.member_phone ?? '',
      render: (r) => r.member_phone,
    },
    {
      key: 'card',
      title: t('field.card'),
      width: 210,
      sortField: 'card_no',
      exportValue: (r) => r.card_no,
      render: (r) => (
        <Flex vertical>
          <Typography.Text code>{r.card_no}</Typography.Text>
          <Typography.Text type="secondary">
            {r.card_name} · {t('holders', { n: r.holders, max: r.max_holders })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('field.owner')}: {r.owner_name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'card_name',
      title: t('field.cardName'),
      exportOnly: true,
      exportValue: (r) => r.card_name,
      render: (r) => r.card_name,
    },
    {
      key: 'owner',
      title: t('field.owner'),
      exportOnly: true,
      exportValue: (r) => r.owner_name,
      render: (r) => r.owner_name,
    },
    {
      key: 'channel',
      title: t('field.channel'),
      width: 90,
      exportValue: (r) => t(`channel.${r.channel}`),
      render: (r) => t(`channel.${r.channel}`),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 220,
      sortField: 'status',
      exportValue: (r) => t(`status.${r.status}`),
      render: (r) => (
        <Flex vertical gap={2}>
          <span>
            <Tag color={requestColor[r.status]}>{t(`status.${r.status}`)}</Tag>
          </span>
          {r.reason && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('reasonShown', { reason: r.reason })}
            </Typography.Text>
          )}
          {r.decided_at && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('decidedBy', { name: r.decided_by_name ?? '–', at: formatDateTime(r.decided_at) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t('field.reason'),
      exportOnly: true,
      exportValue: (r) => r.reason ?? '',
      render: (r) => r.reason,
    },
    {
      key: 'created_at',
      title: t('field.createdAt'),
      width: 150,
      sortField: 'created_at',
      exportValue: (r) => formatDateTime(r.created_at),
      render: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'decided',
      title: t('field.decided'),
      exportOnly: true,
      exportValue: (r) => (r.decided_at ? formatDateTime(r.decided_at) : ''),
      render: (r) => r.decided_at,
    },
    {
      key: 'decided_by',
      title: t('field.decidedBy'),
      exportOnly: true,
      exportValue: (r) => r.decided_by_name ?? '',
      render: (r) => r.decided_by_name,
    },
  ];

  const actions: RowAction<ShareRequest>[] = [
    {
      key: 'approve',
      label: t('approve'),
      permission: REVIEW_DECIDE,
      confirm: t('approveConfirm'),
      hidden: (r) => r.status !== 'pending',
      ariaLabel: (r) => `${t('approve')}: ${r.member_name} · ${r.card_no}`,
      loading: (r) => approve.isPending && approve.variables === r.id,
      onClick: (r) =>
        approve.mutate(r.id, {
          onSuccess: (done) => message.success(t('approved', { name: done.member_name, card: done.card_no })),
        }),
    },
    {
      key: 'reject',
      label: t('reject'),
      permission: REVIEW_DECIDE,
      danger: true,
      hidden: (r) => r.status !== 'pending',
      ariaLabel: (r) => `${t('reject')}: ${r.member_name} · ${r.card_no}`,
      onClick: (r) => setRejecting(r),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<TeamOutlined aria-hidden />} onClick={() => navigate('/shareCard')}>
            {t('cards.open')}
          </Button>
          {can(REVIEW_DECIDE) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              {t('new')}
            </Button>
          )}
        </Flex>
      }
    >
      <ListSection<ShareRequest, typeof cardShareListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(r) => r.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={960}
        fetchPage={fetchShareRequests}
      />
      <NewShareDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(r) => message.success(t('created', { name: r.member_name, card: r.card_no }))}
      />
      <RejectShareDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(r) => message.success(t('rejected', { name: r.member_name, card: r.card_no }))}
      />
    </Card>
  );
};

export default ShareReviewPage;
