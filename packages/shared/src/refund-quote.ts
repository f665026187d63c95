/**
 * The refund calculator of a member card (docs/cards.md "Refunds"). Pure, and used by
 * both sides: the console shows the quote before the clerk confirms, and the server computes it
 * again and refuses a refund whose amount differs (the quote changed meanwhile).
 *
 * - Inside the cooling-off period (COOLING_OFF_DAYS after issue) and never activated: everything paid.
 * - Otherwise the unused share of what was paid, gifts valued in proportion to what was paid:
 *   count: remaining sessions × paid / (sessions + gift sessions);
 *   stored value: remaining fen × paid / (paid + gift fen);
 *   period: remaining days / (validity + gift days) × paid (a card not started has all its days).
 * Amounts are rounded to the nearest fen (half up), computed with whole numbers only.
 */
import type { z } from 'zod';
import { chinaDate } from './china-date';
import type { refundQuoteSchema } from './schemas/member-card.schema';
import { type CardKind, COOLING_OFF_DAYS, type MemberCardStatus } from './schemas/membership.schema';
import { daysBetween } from './schemas/timetable.schema';

export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/** What the calculator needs of a card (the card row's own copy of its terms). */
export interface RefundQuoteCard {
  kind: CardKind;
  status: MemberCardStatus;
  paid_fen: number;
  validity_days: number;
  sessions: number | null;
  gift_sessions: number;
  gift_days: number;
  gift_fen: number;
  balance: number | null;
  issued_at: string;
  activated_at: string | null;
  expires_on: string | null;
  frozen_at: string | null;
}

const DAY_MS = 86_400_000;

/** `a × b / c` rounded half up, exact for any 32-bit inputs. */
const share = (a: number, b: number, c: number): number => {
  if (c <= 0) return 0;
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  return Number((num * 2n + den) / (den * 2n));
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The last instant of the cooling-off period (issue + COOLING_OFF_DAYS days). */
export const coolingOffUntil = (issuedAt: string): string =>
  new Date(Date.parse(issuedAt) + COOLING_OFF_DAYS * DAY_MS).toISOString();

export const quoteRefund = (card: RefundQuoteCard, now: Date = new Date()): RefundQuote => {
  const until = coolingOffUntil(card.issued_at);
  const base = { paid_fen: card.paid_fen, cooling_off_until: until };
  if (card.status === 'refunded' || card.status === 'expired')
    return { ...base, basis: 'none', total_units: 0, remaining_units: 0, amount_fen: 0, formula: '0.00' };

  if (card.activated_at === null && now.toISOString() < until)
    return {
      ...base,
      basis: 'cooling_off',
      total_units: card.paid_fen,
      remaining_units: card.paid_fen,
      amount_fen: card.paid_fen,
      formula: `${yuan(card.paid_fen)} = ${yuan(card.paid_fen)}`,
    };

  if (card.kind === 'count') {
    const total = (card.sessions ?? 0) + card.gift_sessions;
    const remaining = Math.max(0, Math.min(card.balance ?? 0, total));
    const amount = share(card.paid_fen, remaining, total);
    return {
      ...base,
      basis: 'count',
      total_units: total,
      remaining_units: remaining,
      amount_fen: amount,
      formula: `${yuan(card.paid_fen)} × ${remaining} / ${total} = ${yuan(amount)}`,
    };
  }

  if (card.kind === 'stored_value') {
    const total = card.paid_fen + card.gift_fen;
    const remaining = Math.max(0, Math.min(card.balance ?? 0, total));
    const amount = share(remaining, card.paid_fen, total);
    return {
      ...base,
      basis: 'stored_value',
      total_units: total,
      remaining_units: remaining,
      amount_fen: amount,
      formula: `${yuan(remaining)} × ${yuan(card.paid_fen)} / ${yuan(total)} = ${yuan(amount)}`,
    };
  }

  // Period card: days after today are unused; a frozen card stopped using days when it froze.
  const total = card.validity_days + card.gift_days;
  const today = chinaDate(card.frozen_at === null ? now : new Date(card.frozen_at));
  const remaining =
    card.activated_at === null || card.expires_on === null
      ? total
      : Math.max(0, Math.min(total, daysBetween(today, card.expires_on)));
  const amount = share(card.paid_fen, remaining, total);
  return {
    ...base,
    basis: 'period',
    total_units: total,
    remaining_units: remaining,
    amount_fen: amount,
    formula: `${yuan(card.paid_fen)} × ${remaining} / ${total} = ${yuan(amount)}`,
  };
};
