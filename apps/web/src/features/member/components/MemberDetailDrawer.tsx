/**
 * A member's detail in a drawer (kept beside the list, so the search stays as typed): who they
 * are (ID card masked), then tabs for the cards they hold, the usage ledger of those cards,
 * bookings and orders (filled by the orders issue; empty until then), and notes.
 */

import type { Member } from '@merchant/shared';
import { Button, Descriptions, Drawer, Empty, Result, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useMember } from '../use-member';
import { MemberCardsTab } from './MemberCardsTab';
import { MemberLedgerTab } from './MemberLedgerTab';
import { MemberNotesTab } from './MemberNotesTab';

interface MemberDetailDrawerProps {
  /** The member shown; null closes the drawer. */
  id: number | null;
  canEdit: boolean;
  onClose: () => void;
  onEdit: (member: Member) => void;
}

export const MemberDetailDrawer = ({ id, canEdit, onClose, onEdit }: MemberDetailDrawerProps) => {
  const { t } = useTranslation('member');
  const detail = useMember(id);
  const m = detail.data;

  const body = () => {
    if (detail.isError)
      return (
        <Result
          status="warning"
          title={t('detail.loadFailed')}
          subTitle={detail.error.message}
          extra={<Button onClick={() => void detail.refetch()}>{t('listKit:retry')}</Button>}
        />
      );
    if (!m) return <Skeleton active />;
    return (
      <>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'phone', label: t('field.phone'), children: m.phone ?? '–' },
            { key: 'id', label: t('field.idCard'), children: m.id_card_masked ?? '–' },
            ...(m.is_child
              ? [
                  {
                    key: 'guardian',
                    label: t('field.guardian'),
                    children: `${m.guardian_name ?? ''} ${m.guardian_phone ?? ''}`,
                  },
                ]
              : []),
            { key: 'source', label: t('field.source'), children: t(`source.${m.source}`) },
            { key: 'visit', label: t('field.lastVisit'), children: formatDateTime(m.last_visit_at) || '–' },
            { key: 'joined', label: t('field.createdAt'), children: formatDateTime(m.created_at) },
          ]}
        />
        <Tabs
          style={{ marginTop: 16 }}
          items={[
            { key: 'cards', label: t('detail.tabCards'), children: <MemberCardsTab cards={m.cards} /> },
            {
              key: 'ledger',
              label: t('detail.tabLedger'),
              children: <MemberLedgerTab memberId={m.id} firstPage={m.ledger} />,
            },
            {
              key: 'bookings',
              label: t('detail.tabBookings'),
              children: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.bookingsLater')} />
              ),
            },
            {
              key: 'orders',
              label: t('detail.tabOrders'),
              children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.ordersLater')} />,
            },
            {
              key: 'notes',
              label: t('detail.tabNotes'),
              children: <MemberNotesTab memberId={m.id} notes={m.notes} canAdd={canEdit} />,
            },
          ]}
        />
      </>
    );
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={
        m ? (
          <>
            {t('detail.title', { name: m.full_name })}{' '}
            {m.is_child && <Tag color="blue">{t('field.child')}</Tag>}
          </>
        ) : (
          t('details')
        )
      }
      extra={
        canEdit &&
        m && (
          <Button onClick={() => onEdit(m)} aria-label={`${t('common:edit')}: ${m.full_name}`}>
            {t('common:edit')}
          </Button>
        )
      }
    >
      {body()}
    </Drawer>
  );
};
