import { describe, expect, it } from 'vitest';
import { quoteRefund, type RefundQuoteCard } from './refund-quote';
import { addDays, daysBetween } from './schemas/timetable.schema';

const issued = '2026-03-01T02:00:00.000Z';
const card = (over: Partial<RefundQuoteCard> = {}): RefundQuoteCard => ({
  kind: 'count',
  status: 'active',
  paid_fen: 120_000,
  validity_days: 365,
  sessions: 10,
  gift_sessions: 2,
  gift_days: 0,
  gift_fen: 0,
  balance: 12,
  issued_at: issued,
  activated_at: null,
  expires_on: null,
  frozen_at: null,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('refund quotes', () => {
  it('gives everything back inside the cooling-off period when never activated', () => {
    const quote = quoteRefund(card({ status: 'not_started' }), at('2026-03-07T00:00:00Z'));
    expect(quote).toMatchObject({ basis: 'cooling_off', amount_fen: 120_000, formula: '1200.00 = 1200.00' });
    expect(quote.cooling_off_until).toBe('2026-03-08T02:00:00.000Z');
  });

  it('values the unused share once activated, even inside the cooling-off period', () => {
    const used = card({ activated_at: '2026-03-02T00:00:00Z', balance: 8 });
    const quote = quoteRefund(used, at('2026-03-03T00:00:00Z'));
    // 12 sessions (2 of them gifts) were bought for 1200 yuan: each is worth 100 yuan.
    expect(quote).toMatchObject({ basis: 'count', total_units: 12, remaining_units: 8, amount_fen: 80_000 });
    expect(quote.formula).toBe('1200.00 × 8 / 12 = 800.00');
  });

  it('refunds an unactivated card in full after the cooling-off period as its unused share', () => {
    const quote = quoteRefund(card({ status: 'not_started' }), at('2026-04-01T00:00:00Z'));
    expect(quote).toMatchObject({ basis: 'count', amount_fen: 120_000 });
  });

  it('values stored value in proportion to what was paid (gift fen)', () => {
    const quote = quoteRefund(
      card({
        kind: 'stored_value',
        sessions: null,
        gift_sessions: 0,
        paid_fen: 100_000,
        gift_fen: 25_000,
        balance: 50_000,
        activated_at: issued,
      }),
      at('2026-03-20T00:00:00Z'),
    );
    expect(quote).toMatchObject({
      basis: 'stored_value',
      total_units: 125_000,
      remaining_units: 50_000,
      amount_fen: 40_000,
    });
  });

  it('values a period card by the days left, gift days included in the total', () => {
    const quote = quoteRefund(
      card({
        kind: 'period',
        sessions: null,
        gift_sessions: 0,
        balance: null,
        paid_fen: 36_500,
        validity_days: 300,
        gift_days: 65,
        activated_at: issued,
        expires_on: '2026-12-31',
      }),
      at('2026-12-01T04:00:00Z'),
    );
    expect(quote).toMatchObject({
      basis: 'period',
      total_units: 365,
      remaining_units: 30,
      amount_fen: 3_000,
    });
  });

  it('counts a frozen period card from the day it froze', () => {
    const quote = quoteRefund(
      card({
        kind: 'period',
        status: 'frozen',
        sessions: null,
        gift_sessions: 0,
        balance: null,
        paid_fen: 36_500,
        validity_days: 365,
        activated_at: issued,
        expires_on: '2026-12-31',
        frozen_at: '2026-12-21T01:00:00Z',
      }),
      at('2026-12-30T00:00:00Z'),
    );
    expect(quote.remaining_units).toBe(10);
  });

  it('rounds to the nearest fen and quotes nothing for expired or refunded cards', () => {
    expect(
      quoteRefund(card({ paid_fen: 1000, sessions: 3, gift_sessions: 0, balance: 1, activated_at: issued }))
        .amount_fen,
    ).toBe(333);
    expect(
      quoteRefund(card({ paid_fen: 1000, sessions: 3, gift_sessions: 0, balance: 2, activated_at: issued }))
        .amount_fen,
    ).toBe(667);
    expect(quoteRefund(card({ status: 'expired' })).amount_fen).toBe(0);
    expect(quoteRefund(card({ status: 'refunded' })).basis).toBe('none');
  });

  it('counts days between store-local dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
