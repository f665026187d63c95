/**
 * One card: its terms, holders, balance and freeze state, and its ledger page by page. The
 * ledger pages by cursor (it grows without bound): Previous / Next, no page numbers.
 */
import type { CardLedgerEntry, MemberCardDetail } from '@merchant/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, List, Skeleton, Table, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { CursorPager, type ListCursor } from '../../../components/list-kit';
import { fetchCardLedger } from '../member-card.api';
import { formatCardBalance, formatCardTerms, statusColor, yuan } from '../member-card-model';
import { memberCardKeys, useCardDetail } from '../use-member-card';

const LEDGER_PAGE = 10;

export const CardDetailDrawer = ({
  cardId,
  onClose,
  actions,
}: {
  cardId: number | null;
  onClose: () => void;
  /** The buttons the caller may press on this card (freeze, transfer, refund…). */
  actions?: (card: MemberCardDetail) => ReactNode;
}) => {
  const { t } = useTranslation('member-card');
  const detail = useCardDetail(cardId);
  const [cursor, setCursor] = useState<ListCursor | null>(null);
  const ledger = useQuery({
    queryKey: [...memberCardKeys.ledger(cardId ?? 0), cursor],
    enabled: cardId !== null,
    queryFn: ({ signal }) =>
      fetchCardLedger(
        cardId as number,
        { pageable: { ...(cursor ? { [cursor.way]: cursor.value } : {}), size: LEDGER_PAGE } },
        signal,
      ),
  });
  const card = detail.data;

  /** A ledger note in words: the server keeps only what was typed, dates and numbers. */
  const noteOf = (entry: CardLedgerEntry) => {
    if ((entry.kind === 'unfreeze' || entry.kind === 'expire') && entry.note)
      return t(`ledger.${entry.kind}Note`, { date: entry.note });
    if (entry.kind === 'refund' && entry.amount_fen !== null)
      return `${yuan(entry.amount_fen)} · ${entry.note}`;
    if (entry.kind === 'issue' && entry.amount_fen !== null)
      return t('ledger.issueNote', { amount: yuan(entry.amount_fen) });
    return entry.note;
  };

  const delta = (entry: CardLedgerEntry) => {
    if (!card || entry.delta === 0) return '–';
    const text = formatCardBalance(card.kind, Math.abs(entry.delta), t);
    return entry.delta > 0 ? `+${text}` : `-${text}`;
  };

  return (
    <Drawer
      open={cardId !== null}
      onClose={() => {
        setCursor(null);
        onClose();
      }}
      size={720}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={card ? t('detail.title', { no: card.card_no }) : t('details')}
    >
      {!card ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          {actions && (
            <Flex gap={8} wrap role="toolbar" aria-label={t('detail.actions')}>
              {actions(card)}
            </Flex>
          )}
          <Descriptions
            column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }}
            size="small"
            bordered
            styles={{ label: { whiteSpace: 'nowrap' } }}
          >
            <Descriptions.Item label={t('field.cardName')}>{card.name}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <Tag color={statusColor[card.status]}>{t(`status.${card.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.kind')}>{t(`kind.${card.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.balance')}>
              <Typography.Text strong>{formatCardBalance(card.kind, card.balance, t)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.paid')}>{yuan(card.paid_fen)}</Descriptions.Item>
            <Descriptions.Item label={t('field.holds')}>
              {formatCardTerms({ ...card, price_fen: card.paid_fen }, t)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.startsOn')}>{card.starts_on ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('field.expiresOn')}>{card.expires_on ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('field.freezing')}>
              {card.freeze_allowed
                ? t('freezeUsed', {
                    days: card.freeze_days_used,
                    maxDays: card.max_freeze_days,
                    times: card.freeze_count,
                    maxTimes: card.max_freeze_times,
                  })
                : t('no')}
              {card.frozen_until && ` · ${t('frozenUntil', { date: card.frozen_until })}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.sharing')}>
              {card.shareable ? t('sharingUpTo', { count: card.max_holders }) : t('no')}
              {' · '}
              {card.parallel_use ? t('parallelYes') : t('parallelNo')}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.issuedAt')}>
              {formatDateTime(card.issued_at)}
            </Descriptions.Item>
            {card.refund_fen !== null && (
              <Descriptions.Item label={t('field.refund')}>{yuan(card.refund_fen)}</Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('detail.holders')}</Typography.Title>
            <List
              size="small"
              bordered
              dataSource={card.holders}
              renderItem={(holder) => (
                <List.Item>
                  <span>
                    {holder.full_name}{' '}
                    <Typography.Text type="secondary">{holder.phone ?? ''}</Typography.Text>
                  </span>
                  <Tag color={holder.role === 'owner' ? 'blue' : 'default'}>{t(`role.${holder.role}`)}</Tag>
                </List.Item>
              )}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('detail.ledger')}</Typography.Title>
            <Table<CardLedgerEntry>
              size="small"
              rowKey="id"
              loading={ledger.isLoading}
              dataSource={ledger.data?.content ?? []}
              scroll={{ x: 820 }}
              pagination={false}
              columns={[
                {
                  key: 'at',
                  title: t('ledger.at'),
                  width: 160,
                  render: (_, e) => formatDateTime(e.created_at),
                },
                {
                  key: 'kind',
                  title: t('ledger.kind'),
                  width: 90,
                  render: (_, e) => t(`ledgerKind.${e.kind}`),
                },
                {
                  key: 'delta',
                  title: t('ledger.delta'),
                  width: 90,
                  align: 'right',
                  render: (_, e) => delta(e),
                },
                {
                  key: 'after',
                  title: t('ledger.balanceAfter'),
                  width: 100,
                  align: 'right',
                  render: (_, e) => (card ? formatCardBalance(card.kind, e.balance_after, t) : ''),
                },
                {
                  key: 'member',
                  title: t('ledger.member'),
                  width: 100,
                  render: (_, e) => e.member_name ?? '–',
                },
                { key: 'staff', title: t('ledger.staff'), width: 100, render: (_, e) => e.staff_name ?? '–' },
                {
                  key: 'note',
                  title: t('ledger.note'),
                  width: 180,
                  render: (_, e) => noteOf(e),
                },
              ]}
            />
            {ledger.data && (ledger.data.next !== null || ledger.data.previous !== null) && (
              <CursorPager
                page={ledger.data}
                size={LEDGER_PAGE}
                disabled={ledger.isFetching}
                onPrevious={() =>
                  ledger.data.previous && setCursor({ way: 'before', value: ledger.data.previous })
                }
                onNext={() => ledger.data.next && setCursor({ way: 'after', value: ledger.data.next })}
              />
            )}
          </div>
        </Flex>
      )}
    </Drawer>
  );
};
