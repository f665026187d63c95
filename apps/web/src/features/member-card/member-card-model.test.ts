import { describe, expect, it } from 'vitest';
import {
  cardActionsOf,
  formatCardBalance,
  formatCardTerms,
  isCardTab,
  tabQuery,
  yuan,
} from './member-card-model';

describe('card list model', () => {
  it('adds the tab status to the query, except on all', () => {
    const query = { pageable: { number: 1, size: 10 }, restrictions: [] };
    expect(tabQuery(query, 'all')).toBe(query);
    expect(tabQuery(query, 'frozen').restrictions).toEqual([
      { name: 'status', operator: '=', value: 'frozen', logic: 'and' },
    ]);
    expect([isCardTab('active'), isCardTab('gone'), isCardTab(null)]).toEqual([true, false, false]);
  });

  it('offers the actions the state allows', () => {
    expect(cardActionsOf({ status: 'active', freeze_allowed: true })).toEqual({
      use: true,
      freeze: true,
      unfreeze: false,
      transfer: true,
      refund: true,
    });
    expect(cardActionsOf({ status: 'expired', freeze_allowed: true })).toEqual({
      use: false,
      freeze: false,
      unfreeze: false,
      transfer: false,
      refund: false,
    });
  });

  it('writes yuan', () => {
    expect(yuan(123456)).toBe('¥1234.56');
  });
});

describe('card terms and balances', () => {
  // A stand-in for i18next's t: the key and its options, enough to see what is asked for.
  const t = ((key: string, options?: Record<string, unknown>) =>
    `${key.replace('member-card:', '')}(${Object.values(options ?? {}).join(',')})`) as never;

  it('writes balances in their unit', () => {
    expect(formatCardBalance('count', 3, t)).toBe('sessions(3)');
    expect(formatCardBalance('stored_value', 12_345, t)).toBe('¥123.45');
    expect(formatCardBalance('period', null, t)).toBe('–');
  });

  it('writes what a card holds, gifts included', () => {
    const base = {
      sessions: 30,
      gift_sessions: 5,
      gift_fen: 0,
      validity_days: 365,
      gift_days: 0,
      price_fen: 240_000,
    };
    expect(formatCardTerms({ ...base, kind: 'count' }, t)).toBe('sessions(30) + giftSessions(5) · days(365)');
    expect(formatCardTerms({ ...base, kind: 'stored_value', gift_fen: 10_000 }, t)).toBe(
      '¥2400.00 + giftValue(¥100.00) · days(365)',
    );
    expect(formatCardTerms({ ...base, kind: 'period', gift_days: 30 }, t)).toBe('days(365) + giftDays(30)');
  });
});
