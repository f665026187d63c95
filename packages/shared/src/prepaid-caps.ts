/**
 * Regional caps on prepaid membership cards (docs/card-types.md). Pure: the card-type
 * form warns with `cardTermViolations` (the caps one card can break on its own), and issuing a
 * card refuses with `prepaidCapViolations` (the same plus what the consumer already holds).
 *
 * Shanghai (沪体规文〔2025〕1号) caps what one consumer may prepay at one store *per card class*,
 * so the money caps are summed per class over the consumer's live cards at the store plus the
 * new one, and the total cap over all classes. Length and session caps are properties of one
 * card. Gifts (gift days, gift sessions) count towards length and sessions, since the consumer
 * holds them; gift fen do not count towards money, since nobody prepaid them.
 */
import { type CardKind, type PrepaidRegion, SHANGHAI_PREPAID_CAPS } from './schemas/membership.schema';

/** The terms of a card about to be sold (a card type's, or the card's own copy of them). */
export interface PrepaidCardTerms {
  kind: CardKind;
  /** What the consumer pays, in fen. */
  price_fen: number;
  validity_days: number;
  gift_days?: number | null;
  sessions?: number | null;
  gift_sessions?: number | null;
}

/** One card the consumer already holds prepaid at the store (live: not refunded, not expired). */
export interface HeldPrepaidCard {
  kind: CardKind;
  paid_fen: number;
}

export type PrepaidCapRule =
  | 'period_fen'
  | 'period_months'
  | 'count_fen'
  | 'count_sessions'
  | 'stored_value_fen'
  | 'total_fen';

/** Message key (feature-messages/card-type.messages.ts) of each rule. */
export const prepaidCapMessageKeys = {
  period_fen: 'prepaidCapPeriodFen',
  period_months: 'prepaidCapPeriodMonths',
  count_fen: 'prepaidCapCountFen',
  count_sessions: 'prepaidCapCountSessions',
  stored_value_fen: 'prepaidCapStoredValueFen',
  total_fen: 'prepaidCapTotalFen',
} as const satisfies Record<PrepaidCapRule, string>;

export interface PrepaidCapViolation {
  rule: PrepaidCapRule;
  /** The rule's limit in its unit: fen, months or sessions. */
  limit: number;
  unit: 'fen' | 'months' | 'sessions';
  /** What the sale would reach in that unit (for months: the card's days). */
  actual: number;
  /** The message that explains it, and its parameters ({limit} in yuan, months or sessions). */
  messageKey: (typeof prepaidCapMessageKeys)[PrepaidCapRule];
  params: { limit: number };
}

/**
 * A month cap in days: 24 months are two 365-day years (730 days). A 731-day card is refused
 * even across a leap year, which errs on the consumer's side.
 */
export const monthsToDays = (months: number): number => Math.floor((months * 365) / 12);

const violation = (rule: PrepaidCapRule, limit: number, actual: number): PrepaidCapViolation => {
  const unit = rule.endsWith('_fen') ? 'fen' : rule === 'period_months' ? 'months' : 'sessions';
  return {
    rule,
    limit,
    unit,
    actual,
    messageKey: prepaidCapMessageKeys[rule],
    params: { limit: unit === 'fen' ? limit / 100 : limit },
  };
};

const classFenRule = { period: 'period_fen', count: 'count_fen', stored_value: 'stored_value_fen' } as const;

/** The caps the region puts on each class, in one shape; null when the region has none. */
const capsOf = (region: PrepaidRegion) => {
  if (region !== 'shanghai') return null;
  const caps = SHANGHAI_PREPAID_CAPS;
  return {
    classFen: {
      period: caps.period.maxFen,
      count: caps.count.maxFen,
      stored_value: caps.stored_value.maxFen,
    },
    periodMonths: caps.period.maxMonths,
    countSessions: caps.count.maxSessions,
    totalFen: caps.totalFen,
  };
};

/** True when the region puts any cap on prepaid cards (the form shows the warning then). */
export const regionHasPrepaidCaps = (region: PrepaidRegion): boolean => capsOf(region) !== null;

/** Caps the card breaks on its own, whoever buys it: such a type can never be sold there. */
export const cardTermViolations = (region: PrepaidRegion, terms: PrepaidCardTerms): PrepaidCapViolation[] =>
  prepaidCapViolations(region, terms, []);

/**
 * Caps broken by selling `terms` to a consumer who already holds `held` at the same store.
 * Empty when the sale is allowed. The order is fixed: the class's money, its length or
 * sessions, then the total.
 */
export const prepaidCapViolations = (
  region: PrepaidRegion,
  terms: PrepaidCardTerms,
  held: readonly HeldPrepaidCard[],
): PrepaidCapViolation[] => {
  const caps = capsOf(region);
  if (!caps) return [];
  const found: PrepaidCapViolation[] = [];

  const sameClassFen = held.filter((c) => c.kind === terms.kind).reduce((sum, c) => sum + c.paid_fen, 0);
  const classFen = sameClassFen + terms.price_fen;
  if (classFen > caps.classFen[terms.kind]) {
    found.push(violation(classFenRule[terms.kind], caps.classFen[terms.kind], classFen));
  }

  if (terms.kind === 'period') {
    const days = terms.validity_days + (terms.gift_days ?? 0);
    if (days > monthsToDays(caps.periodMonths))
      found.push(violation('period_months', caps.periodMonths, days));
  }
  if (terms.kind === 'count') {
    const sessions = (terms.sessions ?? 0) + (terms.gift_sessions ?? 0);
    if (sessions > caps.countSessions) found.push(violation('count_sessions', caps.countSessions, sessions));
  }

  const totalFen = held.reduce((sum, c) => sum + c.paid_fen, 0) + terms.price_fen;
  if (totalFen > caps.totalFen) found.push(violation('total_fen', caps.totalFen, totalFen));
  return found;
};
