import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import {
  cardTermViolations,
  type HeldPrepaidCard,
  monthsToDays,
  type PrepaidCardTerms,
  prepaidCapViolations,
  regionHasPrepaidCaps,
} from './prepaid-caps';

const period = (price_fen: number, validity_days = 30, gift_days = 0): PrepaidCardTerms => ({
  kind: 'period',
  price_fen,
  validity_days,
  gift_days,
});
const count = (price_fen: number, sessions = 10, gift_sessions = 0): PrepaidCardTerms => ({
  kind: 'count',
  price_fen,
  validity_days: 365,
  sessions,
  gift_sessions,
});
const stored = (price_fen: number): PrepaidCardTerms => ({
  kind: 'stored_value',
  price_fen,
  validity_days: 365,
});
const rules = (list: { rule: string }[]) => list.map((v) => v.rule);

describe('prepaid caps: region none', () => {
  it('finds nothing, however large the card or the holdings', () => {
    expect(regionHasPrepaidCaps('none')).toBe(false);
    expect(cardTermViolations('none', period(99_999_999, 3650))).toEqual([]);
    expect(
      prepaidCapViolations('none', count(9_000_000, 500), [{ kind: 'count', paid_fen: 9_000_000 }]),
    ).toEqual([]);
  });
});

describe('prepaid caps: Shanghai, one card on its own', () => {
  it('says the region has caps', () => {
    expect(regionHasPrepaidCaps('shanghai')).toBe(true);
  });

  it('period card: 5,000 yuan allowed, one fen over refused', () => {
    expect(cardTermViolations('shanghai', period(500_000))).toEqual([]);
    const found = cardTermViolations('shanghai', period(500_001));
    expect(found).toEqual([
      {
        rule: 'period_fen',
        limit: 500_000,
        unit: 'fen',
        actual: 500_001,
        messageKey: 'prepaidCapPeriodFen',
        params: { limit: 5000 },
      },
    ]);
    expect(formatMessage(found[0]!.messageKey, 'zh', found[0]!.params)).toBe(
      '超过上海预付卡限额：时间卡不超过5000元',
    );
  });

  it('period card: 24 months (730 days, gifts included) allowed, one day over refused', () => {
    expect(monthsToDays(24)).toBe(730);
    expect(cardTermViolations('shanghai', period(100_000, 730))).toEqual([]);
    expect(cardTermViolations('shanghai', period(100_000, 700, 30))).toEqual([]);
    expect(rules(cardTermViolations('shanghai', period(100_000, 731)))).toEqual(['period_months']);
    const found = cardTermViolations('shanghai', period(100_000, 700, 31));
    expect(found[0]).toMatchObject({ rule: 'period_months', limit: 24, unit: 'months', actual: 731 });
    expect(formatMessage(found[0]!.messageKey, 'en', found[0]!.params)).toBe(
      'Over the Shanghai prepaid-card limit: period cards at most 24 months',
    );
  });

  it('count card: 20,000 yuan allowed, one fen over refused (class and total)', () => {
    expect(cardTermViolations('shanghai', count(2_000_000))).toEqual([]);
    expect(rules(cardTermViolations('shanghai', count(2_000_001)))).toEqual(['count_fen', 'total_fen']);
  });

  it('count card: 60 sessions (gifts included) allowed, one over refused', () => {
    expect(cardTermViolations('shanghai', count(100_000, 60))).toEqual([]);
    expect(cardTermViolations('shanghai', count(100_000, 50, 10))).toEqual([]);
    const found = cardTermViolations('shanghai', count(100_000, 50, 11));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'count_sessions', limit: 60, unit: 'sessions', actual: 61 });
    expect(formatMessage(found[0]!.messageKey, 'zh', found[0]!.params)).toBe(
      '超过上海预付卡限额：次卡不超过60次',
    );
  });

  it('stored-value card: 5,000 yuan paid allowed, one fen over refused', () => {
    expect(cardTermViolations('shanghai', stored(500_000))).toEqual([]);
    const found = cardTermViolations('shanghai', stored(500_001));
    expect(rules(found)).toEqual(['stored_value_fen']);
    expect(formatMessage(found[0]!.messageKey, 'es', found[0]!.params)).toBe(
      'Supera el límite de tarjetas prepago de Shanghái: tarjetas monedero como máximo 5000 yuanes',
    );
  });
});

describe('prepaid caps: Shanghai, with what the consumer already holds', () => {
  it('sums the money cap per class: 3,000 + 2,000 yuan of period cards allowed, one fen more refused', () => {
    const held: HeldPrepaidCard[] = [{ kind: 'period', paid_fen: 300_000 }];
    expect(prepaidCapViolations('shanghai', period(200_000), held)).toEqual([]);
    const found = prepaidCapViolations('shanghai', period(200_001), held);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'period_fen', actual: 500_001 });
  });

  it('does not mix classes: stored value held does not count against period cards', () => {
    const held: HeldPrepaidCard[] = [{ kind: 'stored_value', paid_fen: 500_000 }];
    expect(prepaidCapViolations('shanghai', period(500_000), held)).toEqual([]);
  });

  it('caps the total over all classes at 20,000 yuan: exactly at the limit allowed, one fen over refused', () => {
    const held: HeldPrepaidCard[] = [
      { kind: 'period', paid_fen: 500_000 },
      { kind: 'stored_value', paid_fen: 500_000 },
      { kind: 'count', paid_fen: 500_000 },
    ];
    expect(prepaidCapViolations('shanghai', count(500_000), held)).toEqual([]);
    const found = prepaidCapViolations('shanghai', count(500_001), held);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      rule: 'total_fen',
      limit: 2_000_000,
      actual: 2_000_001,
      params: { limit: 20000 },
    });
    expect(formatMessage(found[0]!.messageKey, 'zh', found[0]!.params)).toBe(
      '超过上海预付卡限额：预付总额不超过20000元',
    );
  });

  it('lists every broken cap: class money, sessions and total', () => {
    const held: HeldPrepaidCard[] = [{ kind: 'count', paid_fen: 1_900_000 }];
    expect(rules(prepaidCapViolations('shanghai', count(200_000, 61), held))).toEqual([
      'count_fen',
      'count_sessions',
      'total_fen',
    ]);
  });
});
