import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('accepts positive integers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const raw of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e3', ' 7', '99999999999999999999']) {
      expect(parseId(raw)).toBeNull();
    }
  });
});
