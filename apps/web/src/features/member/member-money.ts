import type { CardKind } from '@merchant/shared';
import type { TFunction } from 'i18next';

/** A card balance in its unit: sessions for a count card, yuan (from fen) for stored value. */
export const formatBalance = (kind: CardKind | string, balance: number | null, t: TFunction): string => {
  if (balance === null) return '–';
  if (kind === 'count') return t('member:detail.sessions', { count: balance });
  if (kind === 'stored_value') return `¥${(balance / 100).toFixed(2)}`;
  return String(balance);
};
