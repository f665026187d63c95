import { Code } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import {
  consoleRoles,
  hashSmsCode,
  isSmsCodeMatch,
  newSmsCode,
  rateLimited,
  secondsToWait,
} from './user-rules';

describe('secondsToWait', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');

  it('is 0 when no limit is full', () => {
    expect(secondsToWait([{ blockingAt: undefined, windowMs: 60_000 }], now)).toBe(0);
    expect(secondsToWait([], now)).toBe(0);
  });

  it('waits until the blocking event leaves its window, rounded up', () => {
    const blockingAt = '2026-11-21T09:59:30.500Z';
    expect(secondsToWait([{ blockingAt, windowMs: 60_000 }], now)).toBe(31);
  });

  it('takes the longest wait of several full limits', () => {
    const blocks = [
      { blockingAt: '2026-11-21T09:59:50.000Z', windowMs: 60_000 },
      { blockingAt: '2026-11-21T09:20:00.000Z', windowMs: 3_600_000 },
      { blockingAt: undefined, windowMs: 3_600_000 },
    ];
    expect(secondsToWait(blocks, now)).toBe(20 * 60);
  });

  it('never answers 0 for a full limit whose event is just leaving', () => {
    expect(secondsToWait([{ blockingAt: '2026-11-21T09:59:00.000Z', windowMs: 60_000 }], now)).toBe(1);
  });
});

describe('rateLimited', () => {
  it('carries the wait in the message parameters and in value.retry_after', () => {
    const error = rateLimited(42);
    expect(error.code).toBe(Code.RATE_LIMITED);
    expect(error.messageKey).toBe('tooManyAttempts');
    expect(error.params).toEqual({ seconds: 42 });
    expect(error.value).toEqual({ retry_after: 42 });
  });
});

describe('phone codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });

  it('are hashed with the phone, so one code hashes differently per phone', () => {
    expect(hashSmsCode('13900000000', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSmsCode('13900000000', '123456')).not.toBe(hashSmsCode('13900000001', '123456'));
  });

  it('match only the same phone and code', () => {
    const stored = hashSmsCode('13900000000', '012345');
    expect(isSmsCodeMatch(stored, '13900000000', '012345')).toBe(true);
    expect(isSmsCodeMatch(stored, '13900000000', '012346')).toBe(false);
    expect(isSmsCodeMatch(stored, '13900000001', '012345')).toBe(false);
    expect(isSmsCodeMatch('not-hex', '13900000000', '012345')).toBe(false);
  });
});

describe('consoleRoles', () => {
  it('makes a merchant the console admin and keeps its role name', () => {
    expect(consoleRoles(2)).toEqual(['admin', 'merchant']);
  });

  it('gives other roles only their own name', () => {
    expect(consoleRoles(0)).toEqual(['platform']);
    expect(consoleRoles(1)).toEqual(['app_user']);
    expect(consoleRoles(3)).toEqual(['coach']);
    expect(consoleRoles(9)).toEqual([]);
  });
});
