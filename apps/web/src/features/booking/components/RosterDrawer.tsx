/**
 * A session's roster (docs/bookings.md): who is booked, who waits (in order, with the reason a
 * promotion passed them by), who checked in, missed it or cancelled; "Check in" for a booked
 * member and "No-show" once the session has started (coursetable:checkin). Real buttons in a
 * table: reachable and usable from the keyboard.
 */
import type { RosterEntry } from '@merchant/shared';
import { Alert, App, Button, Descriptions, Drawer, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useAccess } from '../../../lib/use-access';
import { COURSETABLE_CHECKIN, useCheckIn, useNoShow, useRoster } from '../use-booking';

interface RosterDrawerProps {
  sessionId: number | null;
  open: boolean;
  onClose: () => void;
}

const STATUS_COLOR: Record<RosterEntry['status'], string> = {
  booked: 'processing',
  waiting: 'warning',
  checked_in: 'success',
  no_show: 'error',
  cancelled: 'default',
  released: 'default',
};

export const RosterDrawer = ({ sessionId, open, onClose }: RosterDrawerProps) => {
  const { t } = useTranslation('booking');
  const { message } = App.useApp();
  const { can } = useAccess();
  const roster = useRoster(open ? sessionId : null);
  const checkIn = useCheckIn();
  const noShow = useNoShow();
  const canCheckIn = can(COURSETABLE_CHECKIN);
  const data = roster.data;
  const started = data ? Date.parse(data.session.starts_at) <= Date.now() : false;
  const count = (status: RosterEntry['status']) =>
    data?.entries.filter((e) => e.status === status).length ?? 0;

  const columns: ColumnsType<RosterEntry> = [
    {
      key: 'member',
      title: t('column.member'),
      render: (_, e) => (
        <Flex vertical>
          <Typography.Text strong>{e.member_name}</Typography.Text>
          <Typography.Text type="secondary">{e.member_phone ?? '—'}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('column.status'),
      render: (_, e) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATUS_COLOR[e.status]}>
            {e.status === 'waiting'
              ? t('waitingAt', { position: e.waitlist_position })
              : t(`status.${e.status}`)}
          </Tag>
          {e.late_cancel && <Tag color="orange">{t('lateCancel')}</Tag>}
          {e.skip_reason && (
            <Typography.Text type="secondary">
              {t('skipped', { reason: t(`reason.${e.skip_reason}`) })}
            </Typography.Text>
          )}
          {e.checked_in_at && (
            <Typography.Text type="secondary">{formatDateTime(e.checked_in_at)}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'credit',
      title: t('column.credit'),
      render: (_, e) => `${t(`credit.${e.credit_kind}`)} ${e.credit_label}`,
    },
    ...(canCheckIn
      ? [
          {
            key: 'actions',
            title: t('column.actions'),
            render: (_: unknown, e: RosterEntry) =>
              e.status === 'booked' ? (
                <Space wrap>
                  <Button
                    type="primary"
                    size="small"
                    loading={checkIn.isPending && checkIn.variables === e.id}
                    aria-label={t('checkInMember', { name: e.member_name })}
                    onClick={() =>
                      checkIn.mutate(e.id, {
                        onSuccess: () => message.success(t('checkedIn', { name: e.member_name })),
                      })
                    }
                  >
                    {t('checkIn')}
                  </Button>
                  {started && (
                    <Button
                      size="small"
                      danger
                      loading={noShow.isPending && noShow.variables === e.id}
                      aria-label={t('noShowMember', { name: e.member_name })}
                      onClick={() =>
                        noShow.mutate(e.id, {
                          onSuccess: () => message.success(t('markedNoShow', { name: e.member_name })),
                        })
                      }
                    >
                      {t('noShow')}
                    </Button>
                  )}
                </Space>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={data ? t('title', { name: data.session.course_name }) : t('titleEmpty')}
    >
      {roster.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void roster.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {data && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            bordered
            items={[
              {
                key: 'when',
                label: t('when'),
                children: `${data.session.date} ${data.session.start}-${data.session.end}`,
              },
              { key: 'coach', label: t('coach'), children: data.session.coach_name },
              {
                key: 'booked',
                label: t('places'),
                children: t('placesValue', {
                  booked: count('booked') + count('checked_in') + count('no_show'),
                  capacity: data.session.capacity,
                }),
              },
              {
                key: 'waiting',
                label: t('waitlist'),
                children: t('placesValue', {
                  booked: count('waiting'),
                  capacity: data.session.waitlist_size,
                }),
              },
              { key: 'in', label: t('status.checked_in'), children: count('checked_in') },
              { key: 'absent', label: t('status.no_show'), children: count('no_show') },
            ]}
          />
          <Table<RosterEntry>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.entries}
            pagination={false}
            locale={{ emptyText: t('empty') }}
            scroll={{ x: 560 }}
          />
        </Flex>
      )}
    </Drawer>
  );
};
