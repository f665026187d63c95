/**
 * Pure helpers of the card list: permissions, tabs, money and balances, request numbers.
 * Kept out of the components so they are unit-tested.
 */
import {
  type CardKind,
  type ListQueryInput,
  type MemberCard,
  type MemberCardStatus,
  memberCardStatuses,
  type Restriction,
} from '@merchant/shared';
import type { TFunction } from 'i18next';

export const CARDLIST_VIEW = 'cardlist:view';
export const CARDLIST_ISSUE = 'cardlist:issue';
export const CARDLIST_FREEZE = 'cardlist:freeze';
export const CARDLIST_TRANSFER = 'cardlist:transfer';
export const CARDLIST_REFUND = 'cardlist:refund';

export type CardTab = 'all' | MemberCardStatus;
export const CARD_TABS: readonly CardTab[] = ['all', ...memberCardStatuses];

export const isCardTab = (value: string | null): value is CardTab =>
  value !== null && (CARD_TABS as readonly string[]).includes(value);

/** The list query of a tab: its status added to the filters ('all' adds nothing). */
export const tabQuery = (query: ListQueryInput, tab: CardTab): ListQueryInput => {
  if (tab === 'all') return query;
  const status: Restriction = { name: 'status', operator: '=', value: tab, logic: 'and' };
  return { ...query, restrictions: [...(query.restrictions ?? []), status] };
};

export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

/** A balance in its unit: sessions (count), yuan (stored value), none for a period card. */
export const formatCardBalance = (kind: CardKind, balance: number | null, t: TFunction): string => {
  if (balance === null) return '–';
  if (kind === 'count') return t('member-card:sessions', { count: balance });
  if (kind === 'stored_value') return yuan(balance);
  return String(balance);
};

/** What a card holds in all: sessions + gifts, price + gift, or days + gift days. */
export const formatCardTerms = (
  card: Pick<
    MemberCard,
    'kind' | 'sessions' | 'gift_sessions' | 'gift_fen' | 'validity_days' | 'gift_days'
  > & {
    price_fen: number;
  },
  t: TFunction,
): string => {
  const days = t('member-card:days', { count: card.validity_days });
  const giftDays = card.gift_days > 0 ? ` + ${t('member-card:giftDays', { count: card.gift_days })}` : '';
  if (card.kind === 'count') {
    const gift =
      card.gift_sessions > 0 ? ` + ${t('member-card:giftSessions', { count: card.gift_sessions })}` : '';
    return `${t('member-card:sessions', { count: card.sessions ?? 0 })}${gift} · ${days}${giftDays}`;
  }
  if (card.kind === 'stored_value') {
    const gift = card.gift_fen > 0 ? ` + ${t('member-card:giftValue', { value: yuan(card.gift_fen) })}` : '';
    return `${yuan(card.price_fen)}${gift} · ${days}${giftDays}`;
  }
  return `${days}${giftDays}`;
};

/** Which actions a card's state allows (the server refuses the rest with -409 anyway). */
export const cardActionsOf = (card: Pick<MemberCard, 'status' | 'freeze_allowed'>) => ({
  use: card.status === 'not_started' || card.status === 'active',
  freeze: card.status === 'active' && card.freeze_allowed,
  unfreeze: card.status === 'frozen',
  transfer: card.status === 'not_started' || card.status === 'active' || card.status === 'frozen',
  refund: card.status === 'not_started' || card.status === 'active' || card.status === 'frozen',
});

export const statusColor: Record<MemberCardStatus, string> = {
  not_started: 'default',
  active: 'success',
  frozen: 'processing',
  expired: 'warning',
  refunded: 'error',
};
