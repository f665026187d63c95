/**
 * /cardlist (menu 508): the cards the store has sold, on the list kit, in status tabs with
 * counts. Filters card number / owner / phone / kind / issue and expiry dates, paging and
 * export in the tab's URL. "Issue card", the row actions (details, check in) and the detail's
 * buttons (check in, freeze, unfreeze, transfer, refund) follow the menu's buttons and the
 * card's state.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type MemberCard, type MemberCardDetail, memberCardListSpec } from '@merchant/shared';
import { App, Badge, Button, Card, Popconfirm, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTabKey } from '../../../app/layout/tabs/tab-key';
import { ListSection, type RowAction, useListQuery, useListState } from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { cardColumns, cardFilters } from '../card-list-columns';
import { CardDetailDrawer } from '../components/CardDetailDrawer';
import { CheckInModal } from '../components/CheckInModal';
import { FreezeModal } from '../components/FreezeModal';
import { IssueCardDrawer } from '../components/IssueCardDrawer';
import { RefundModal } from '../components/RefundModal';
import { TransferModal } from '../components/TransferModal';
import { fetchCards } from '../member-card.api';
import {
  CARD_TABS,
  CARDLIST_FREEZE,
  CARDLIST_ISSUE,
  CARDLIST_REFUND,
  CARDLIST_TRANSFER,
  CARDLIST_VIEW,
  type CardTab,
  cardActionsOf,
  isCardTab,
  tabQuery,
} from '../member-card-model';
import { memberCardKeys, useCardStatusCount, useSoldCardTypes, useUnfreezeCard } from '../use-member-card';

type ActionKind = 'use' | 'freeze' | 'transfer' | 'refund';
type Dialog = { kind: ActionKind; card: MemberCard } | null;

const CardListPage = () => {
  const { t } = useTranslation('member-card');
  const { message } = App.useApp();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const tabKey = useTabKey();
  const tabParam = params.get('tab');
  const tab: CardTab = isCardTab(tabParam) ? tabParam : 'all';
  const [issuing, setIssuing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const counts = useCardStatusCount();
  const unfreeze = useUnfreezeCard();

  const soldTypes = useSoldCardTypes();
  const filters = useMemo(() => cardFilters(t, soldTypes.data ?? []), [t, soldTypes.data]);
  const list = useListState(memberCardListSpec, { filters });
  const tabList = useMemo(() => ({ ...list, query: tabQuery(list.query, tab) }), [list, tab]);
  const result = useListQuery(memberCardKeys.lists, tabList, fetchCards);
  const columns = useMemo(() => cardColumns(t), [t]);

  const switchTab = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('tab', next);
        out.delete('page');
        return out;
      },
      { replace: true, state: tabKey ? { tabKey } : undefined },
    );

  const open = (kind: ActionKind) => (card: MemberCard) => setDialog({ kind, card });
  const label = (action: string) => (card: MemberCard) => `${t(action)}: ${card.card_no}`;

  // Rows keep the desk's two everyday actions; the rarer ones are in the card's detail.
  const actions: RowAction<MemberCard>[] = [
    {
      key: 'detail',
      label: t('details'),
      permission: CARDLIST_VIEW,
      ariaLabel: label('details'),
      onClick: (card) => setDetailId(card.id),
    },
    {
      key: 'use',
      label: t('use.action'),
      permission: CARDLIST_ISSUE,
      hidden: (card) => !cardActionsOf(card).use,
      ariaLabel: label('use.action'),
      onClick: open('use'),
    },
  ];

  /** The detail's buttons, by permission and by what the card's state allows. */
  const detailActions = (card: MemberCardDetail) => {
    const allowed = cardActionsOf(card);
    return (
      <>
        {can(CARDLIST_ISSUE) && allowed.use && (
          <Button onClick={() => open('use')(card)}>{t('use.action')}</Button>
        )}
        {can(CARDLIST_FREEZE) && allowed.freeze && (
          <Button onClick={() => open('freeze')(card)}>{t('freeze.action')}</Button>
        )}
        {can(CARDLIST_FREEZE) && allowed.unfreeze && (
          <Popconfirm
            title={t('unfreeze.confirm')}
            okText={t('unfreeze.action')}
            onConfirm={() =>
              unfreeze
                .mutateAsync(card.id)
                .then((changed) =>
                  message.success(t('unfreeze.done', { no: changed.card_no, date: changed.expires_on })),
                )
            }
          >
            <Button loading={unfreeze.isPending}>{t('unfreeze.action')}</Button>
          </Popconfirm>
        )}
        {can(CARDLIST_TRANSFER) && allowed.transfer && (
          <Button onClick={() => open('transfer')(card)}>{t('transfer.action')}</Button>
        )}
        {can(CARDLIST_REFUND) && allowed.refund && (
          <Button danger onClick={() => open('refund')(card)}>
            {t('refund.action')}
          </Button>
        )}
      </>
    );
  };

  const close = () => setDialog(null);
  const card = dialog?.card ?? null;

  return (
    <Card
      title={t('title')}
      extra={
        can(CARDLIST_ISSUE) && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIssuing(true)}>
            {t('issue.action')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={tab}
        onChange={switchTab}
        items={CARD_TABS.map((key) => {
          const count =
            key === 'all'
              ? Object.values(counts.data ?? {}).reduce((sum, n) => sum + n, 0)
              : (counts.data?.[key] ?? 0);
          return {
            key,
            label: (
              <span>
                {t(key === 'all' ? 'tabAll' : `status.${key}`)}{' '}
                <Badge
                  count={count}
                  showZero
                  overflowCount={9999}
                  color={key === tab ? '#1677ff' : '#bfbfbf'}
                  aria-label={t('tabCount', { count })}
                />
              </span>
            ),
          };
        })}
      />
      <ListSection<MemberCard, typeof memberCardListSpec>
        list={tabList}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={1100}
        fetchPage={fetchCards}
        listName={`${t('title')} ${t(tab === 'all' ? 'tabAll' : `status.${tab}`)}`}
      />
      <IssueCardDrawer
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(issued) => {
          message.success(t('issue.done', { no: issued.card_no, name: issued.member_name }));
          if (can(CARDLIST_VIEW)) setDetailId(issued.id);
        }}
      />
      <CardDetailDrawer cardId={detailId} onClose={() => setDetailId(null)} actions={detailActions} />
      <CheckInModal card={dialog?.kind === 'use' ? card : null} onClose={close} />
      <FreezeModal card={dialog?.kind === 'freeze' ? card : null} onClose={close} />
      <TransferModal card={dialog?.kind === 'transfer' ? card : null} onClose={close} />
      <RefundModal card={dialog?.kind === 'refund' ? card : null} onClose={close} />
    </Card>
  );
};

export default CardListPage;
