import { maskName } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { type CardFacts, isCardExpired, shareFailureOf, shareRefusal } from './card-share-checks';

const card = (overrides: Partial<CardFacts> = {}): CardFacts => ({
  status: 'active',
  shareable: 1,
  max_holders: 3,
  expires_on: '2026-12-31',
  holders: 1,
  ...overrides,
});
const now = new Date('2026-11-24T20:00:00Z'); // 25 November in China
const free = { isHolder: false, hasPending: false };

describe('share checks', () => {
  it('takes a card that can take one more holder', () => {
    expect(shareFailureOf(card(), free, now)).toBeNull();
    expect(shareFailureOf(card({ status: 'not_started', expires_on: null }), undefined, now)).toBeNull();
  });

  it('counts the China date: a card whose last day was yesterday there is expired', () => {
    expect(isCardExpired(card({ expires_on: '2026-11-24' }), now)).toBe(true);
    expect(isCardExpired(card({ expires_on: '2026-11-25' }), now)).toBe(false);
    expect(isCardExpired(card({ status: 'expired', expires_on: null }), now)).toBe(true);
  });

  it('names the first failure, the card’s own before the member’s, the limit last', () => {
    expect(shareFailureOf(undefined, free, now)).toBe('card_not_found');
    expect(shareFailureOf(card({ status: 'refunded', shareable: 0 }), free, now)).toBe('card_refunded');
    expect(shareFailureOf(card({ status: 'expired', shareable: 0 }), free, now)).toBe('card_expired');
    expect(shareFailureOf(card({ shareable: 0, status: 'frozen' }), free, now)).toBe('card_not_shareable');
    expect(shareFailureOf(card({ status: 'frozen' }), free, now)).toBe('card_frozen');
    expect(shareFailureOf(card({ holders: 3 }), { isHolder: true, hasPending: false }, now)).toBe(
      'already_holder',
    );
    expect(shareFailureOf(card({ holders: 3 }), { isHolder: false, hasPending: true }, now)).toBe(
      'already_pending',
    );
    expect(shareFailureOf(card({ holders: 3 }), free, now)).toBe('holder_limit');
  });

  it('refuses not found with -404 and the others with -409, naming the failure in the value', () => {
    expect([shareRefusal('card_not_found').code, shareRefusal('card_not_found').value]).toEqual([
      -404,
      { failure: 'card_not_found' },
    ]);
    expect(shareRefusal('holder_limit', { max: 2 })).toMatchObject({
      code: -409,
      messageKey: 'shareHolderLimit',
      params: { max: 2 },
    });
  });

  it('masks a name to its first character', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('A')).toBe('A*');
    expect(maskName('')).toBe('*');
  });
});
