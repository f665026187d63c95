/**
 * The store's redemptions, newest first (by cursor): employee, time, member, item, times, state
 * and the live undo countdown; Undo (its maker or the owner, within 60 minutes); export.
 */
import { type CouponRedemption, couponRedemptionListSpec } from '@merchant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
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
import { useRequestNumbers } from '../../../lib/request-no';
import { useAccess } from '../../../lib/use-access';
import { fetchRedemptions, undoRedemption } from '../coupon.api';
import { formatCountdown, msLeft } from '../coupon-model';
import { couponKeys, useNow } from '../use-coupon';

const stateColor = { undoable: 'blue', settled: 'green', undone: 'default' } as const;

export const RedemptionHistory = () => {
  const { t } = useTranslation('coupon');
  const { message } = App.useApp();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const withRequestNo = useRequestNumbers();
  const now = useNow(1000);

  const filters = useMemo<ListFilter<typeof couponRedemptionListSpec>[]>(
    () => [
      {
        key: 'state',
        kind: 'select',
        label: t('history.state'),
        options: (['undoable', 'settled', 'undone'] as const).map((s) => ({
          value: s,
          label: t(`state.${s}`),
        })),
      },
      { key: 'code', kind: 'text', label: t('history.code') },
      { key: 'member_phone', kind: 'text', label: t('history.memberPhone') },
      { key: 'item_name', kind: 'text', label: t('history.item') },
      { key: 'created_at', kind: 'dateRange', label: t('history.time') },
    ],
    [t],
  );
  const list = useListState(couponRedemptionListSpec, { filters });
  const result = useListQuery(couponKeys.redemptions, list, fetchRedemptions, { refetchInterval: 30_000 });

  const left = (row: CouponRedemption) => (row.state === 'undoable' ? msLeft(row.undo_deadline_at, now) : 0);

  const columns: ListColumn<CouponRedemption>[] = [
    {
      key: 'created_at',
      title: t('history.time'),
      width: 160,
      sortField: 'created_at',
      mobile: 'title',
      exportValue: (r) => new Date(r.created_at),
      render: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'member',
      title: t('history.member'),
      exportValue: (r) => `${r.member_name} ${r.member_phone_masked}`,
      render: (r) => (
        <Flex vertical data-user-data>
          <span>{r.member_name}</span>
          <Typography.Text type="secondary">{r.member_phone_masked}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'item',
      title: t('history.item'),
      exportValue: (r) => r.item_name,
      render: (r) => (
        <Flex vertical data-user-data>
          <span>{r.item_name}</span>
          <Typography.Text type="secondary">{r.code}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'code',
      title: t('history.code'),
      exportOnly: true,
      exportValue: (r) => r.code,
      render: (r) => r.code,
    },
    {
      key: 'times',
      title: t('history.times'),
      width: 70,
      align: 'right',
      exportValue: (r) => r.times,
      render: (r) => r.times,
    },
    {
      key: 'staff',
      title: t('history.staff'),
      width: 130,
      exportValue: (r) => r.staff_name ?? t(`source.${r.source}`),
      render: (r) => (r.staff_name ? <span data-user-data>{r.staff_name}</span> : t(`source.${r.source}`)),
    },
    {
      key: 'state',
      title: t('history.state'),
      width: 150,
      exportValue: (r) => t(`state.${r.state}`),
      render: (r) => {
        const ms = left(r);
        const state = r.state === 'undoable' && ms === 0 ? 'settled' : r.state;
        return (
          <Flex vertical>
            <Tag color={stateColor[state]}>{t(`state.${state}`)}</Tag>
            {state === 'undoable' && (
              <Typography.Text
                type="secondary"
                role="timer"
                aria-label={t('history.undoLeft', { time: formatCountdown(ms) })}
              >
                {t('history.undoLeft', { time: formatCountdown(ms) })}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'undo_deadline_at',
      title: t('history.undoDeadline'),
      exportOnly: true,
      exportValue: (r) => new Date(r.undo_deadline_at),
      render: (r) => formatDateTime(r.undo_deadline_at),
    },
  ];

  const actions: RowAction<CouponRedemption>[] = [
    {
      key: 'undo',
      label: t('history.undo'),
      danger: true,
      confirm: t('history.undoConfirm'),
      ariaLabel: (r) => `${t('history.undo')}: ${r.code} ${formatDateTime(r.created_at)}`,
      hidden: (r) => !r.can_undo || left(r) === 0,
      onClick: async (r) => {
        await withRequestNo(r.id, (requestNo) => undoRedemption(r.id, requestNo));
        message.success(t('history.undone', { times: r.times }));
        await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      },
    },
  ];

  return (
    <ListSection<CouponRedemption, typeof couponRedemptionListSpec>
      list={list}
      result={result}
      columns={columns}
      actions={actions}
      rowKey={(r) => r.id}
      label={t('history.title')}
      emptyText={t('history.empty')}
      filteredEmptyText={t('history.emptyFiltered')}
      can={can}
      scrollX={960}
      fetchPage={fetchRedemptions}
    />
  );
};
