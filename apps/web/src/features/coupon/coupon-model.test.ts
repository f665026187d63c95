import { describe, expect, it } from 'vitest';
import { formatCountdown, isVoucherCode, maxTimesOf, msLeft, normaliseCode, previewOf } from './coupon-model';

describe('coupon model', () => {
  it('counts down to the undo deadline in mm:ss, never below zero', () => {
    const now = Date.parse('2026-11-27T08:00:00.000Z');
    expect(formatCountdown(msLeft('2026-11-27T09:00:00.000Z', now))).toBe('60:00');
    expect(formatCountdown(msLeft('2026-11-27T08:01:01.500Z', now))).toBe('01:02');
    expect(formatCountdown(msLeft('2026-11-27T07:00:00.000Z', now))).toBe('00:00');
  });

  it('reads a scanned code and bounds the times', () => {
    expect(normaliseCode(' 1234-5678 9012\n')).toBe('123456789012');
    expect(isVoucherCode('123456789')).toBe(false);
    expect(isVoucherCode('123456789012')).toBe(true);
    expect(maxTimesOf({ uses_left: 3 })).toBe(3);
    expect(maxTimesOf({ uses_left: 500 })).toBe(99);
    expect(maxTimesOf({ uses_left: 0 })).toBe(1);
    expect(previewOf({ voucher_id: 1, uses_left: 2 })).not.toBeNull();
    expect(previewOf(null)).toBeNull();
  });
});
