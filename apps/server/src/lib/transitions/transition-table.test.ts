import { Code } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { claimTransitions } from '../../features/onboarding/claim-transitions';
import type { AppError } from '../app-error';
import { checkTransition, defineTransitions } from './transition-table';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
};

describe('transition tables', () => {
  const order = defineTransitions<'new' | 'paid' | 'refunded'>([
    { from: 'new', to: 'paid', by: ['app', 'system'] },
    { from: 'paid', to: 'refunded', by: ['merchant', 'platform'] },
  ]);

  it('allows an edge to the kinds it names', () => {
    expect(checkTransition(order, 'new', 'paid', 'app')).toEqual({
      from: 'new',
      to: 'paid',
      by: ['app', 'system'],
    });
    expect(checkTransition(order, 'paid', 'refunded', 'platform').to).toBe('refunded');
  });

  it('refuses a wrong actor with -409 naming both states', () => {
    const error = refusal(() => checkTransition(order, 'new', 'paid', 'merchant'));
    expect([error.code, error.messageKey, error.params]).toEqual([
      Code.CONFLICT,
      'transitionNotAllowed',
      { from: 'new', to: 'paid' },
    ]);
  });

  it('refuses an unknown edge, including going back and staying put', () => {
    for (const [from, to] of [
      ['new', 'refunded'],
      ['paid', 'new'],
      ['paid', 'paid'],
    ] as const) {
      expect(refusal(() => checkTransition(order, from, to, 'system')).code).toBe(Code.CONFLICT);
    }
  });

  it('gives claims their rules: the platform decides, the merchant reopens, approved is final', () => {
    expect(checkTransition(claimTransitions, 'pending', 'approved', 'platform').to).toBe('approved');
    expect(checkTransition(claimTransitions, 'rejected', 'pending', 'merchant').to).toBe('pending');
    expect(refusal(() => checkTransition(claimTransitions, 'pending', 'approved', 'merchant')).code).toBe(
      -409,
    );
    expect(refusal(() => checkTransition(claimTransitions, 'rejected', 'pending', 'platform')).code).toBe(
      -409,
    );
    expect(refusal(() => checkTransition(claimTransitions, 'approved', 'rejected', 'platform')).code).toBe(
      -409,
    );
  });
});
