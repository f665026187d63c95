/**
 * /member (menu 604): the store's members on the list kit, 50 a page (spec §7). One search box
 * finds a member by name, phone or full ID card number; filters by card status, last visit,
 * card expiry, absence, source and child. "Add member" opens the walk-in form; a row opens the
 * member's detail (cards, usage ledger, bookings, orders, notes) or the edit form.
 */
import { PlusOutlined } from '@ant-design/icons';
import { MEMBER_PAGE_SIZE, type Member, memberListSpec, memberSearchRestrictions } from '@merchant/shared';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { MemberDetailDrawer } from '../components/MemberDetailDrawer';
import { MemberFormDrawer } from '../components/MemberFormDrawer';
import { fetchMembers } from '../member.api';
import { memberFilters, SEARCH_KEY } from '../member-filters';
import { MEMBER_EDIT } from '../member-form-model';
import { memberKeys } from '../use-member';

type FormState = { open: false } | { open: true; member: Member | null };

const MemberListPage = () => {
  const { t } = useTranslation('member');
  const { message } = App.useApp();
  const { can } = useAccess();
  const [form, setForm] = useState<FormState>({ open: false });
  const [detailId, setDetailId] = useState<number | null>(null);

  const filters = useMemo(() => memberFilters(t), [t]);
  const list = useListState(memberListSpec, { filters, defaultSize: MEMBER_PAGE_SIZE });
  const search = list.state.filters[SEARCH_KEY]?.[0] ?? '';
  // The search box ORs name, phone and ID card, each with every other filter.
  const query = useMemo(
    () => ({ ...list.query, restrictions: memberSearchRestrictions(search, list.query.restrictions ?? []) }),
    [list.query, search],
  );
  const result = useListQuery(memberKeys.lists, { query }, fetchMembers);

  const columns: ListColumn<Member>[] = [
    {
      key: 'full_name',
      title: t('field.fullName'),
      width: 160,
      sortField: 'full_name',
      mobile: 'title',
      exportValue: (m) => m.full_name,
      render: (m) => (
        <Flex gap={6} align="center" wrap>
          <Typography.Link onClick={() => setDetailId(m.id)}>{m.full_name}</Typography.Link>
          {m.is_child && <Tag color="blue">{t('field.child')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'phone',
      title: t('field.phone'),
      width: 130,
      exportValue: (m) => m.phone ?? '',
      render: (m) => m.phone ?? '–',
    },
    {
      key: 'guardian',
      title: t('field.guardian'),
      width: 170,
      exportValue: (m) => (m.guardian_name ? `${m.guardian_name} ${m.guardian_phone ?? ''}` : ''),
      render: (m) => (m.guardian_name ? `${m.guardian_name} ${m.guardian_phone ?? ''}` : '–'),
    },
    {
      key: 'id_card',
      title: t('field.idCard'),
      width: 180,
      mobile: 'hide',
      exportValue: (m) => m.id_card_masked ?? '',
      render: (m) => m.id_card_masked ?? '–',
    },
    {
      key: 'cards',
      title: t('field.cards'),
      width: 80,
      align: 'right',
      exportValue: (m) => m.card_count,
      render: (m) => m.card_count,
    },
    {
      key: 'next_card_expiry',
      title: t('field.nextExpiry'),
      width: 120,
      sortField: 'next_card_expiry',
      exportValue: (m) => m.next_card_expiry ?? '',
      render: (m) => m.next_card_expiry ?? '–',
    },
    {
      key: 'last_visit_at',
      title: t('field.lastVisit'),
      width: 150,
      sortField: 'last_visit_at',
      exportValue: (m) => formatDateTime(m.last_visit_at),
      render: (m) => formatDateTime(m.last_visit_at) || '–',
    },
    {
      key: 'source',
      title: t('field.source'),
      width: 90,
      mobile: 'hide',
      exportValue: (m) => t(`source.${m.source}`),
      render: (m) => t(`source.${m.source}`),
    },
    {
      key: 'created_at',
      title: t('field.createdAt'),
      width: 110,
      sortField: 'created_at',
      mobile: 'hide',
      exportValue: (m) => formatDate(m.created_at),
      render: (m) => formatDate(m.created_at),
    },
  ];

  const actions: RowAction<Member>[] = [
    {
      key: 'details',
      label: t('details'),
      ariaLabel: (m) => `${t('details')}: ${m.full_name}`,
      onClick: (m) => setDetailId(m.id),
    },
    {
      key: 'edit',
      label: t('common:edit'),
      permission: MEMBER_EDIT,
      ariaLabel: (m) => `${t('common:edit')}: ${m.full_name}`,
      onClick: (m) => setForm({ open: true, member: m }),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        can(MEMBER_EDIT) && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setForm({ open: true, member: null })}
          >
            {t('new')}
          </Button>
        )
      }
    >
      <ListSection<Member, typeof memberListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(m) => m.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={1200}
        fetchPage={fetchMembers}
        query={query}
      />
      <MemberFormDrawer
        open={form.open}
        member={form.open ? (form.member ?? undefined) : undefined}
        onClose={() => setForm({ open: false })}
        onSaved={(saved) => message.success(t('saved', { name: saved.full_name }))}
      />
      <MemberDetailDrawer
        id={detailId}
        canEdit={can(MEMBER_EDIT)}
        onClose={() => setDetailId(null)}
        onEdit={(m) => setForm({ open: true, member: m })}
      />
    </Card>
  );
};

export default MemberListPage;
