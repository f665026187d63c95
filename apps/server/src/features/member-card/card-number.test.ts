import { describe, expect, it } from 'vitest';
import { formatCardNo, isValidCardNo, luhnDigit } from './card-number';

describe('card numbers', () => {
  it('puts the store, the sequence and a Luhn digit together', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(formatCardNo(1, 1)).toBe('000010000016');
    expect(formatCardNo(123456, 1234567)).toMatch(/^1234561234567\d$/);
  });

  it('catches one wrong digit and two swapped ones', () => {
    const no = formatCardNo(42, 317);
    expect(isValidCardNo(no)).toBe(true);
    expect(isValidCardNo(`${no.slice(0, 3)}${(Number(no[3]) + 1) % 10}${no.slice(4)}`)).toBe(false);
    const swapped = `${no.slice(0, 8)}${no[9]}${no[8]}${no.slice(10)}`;
    expect(swapped === no || !isValidCardNo(swapped)).toBe(true);
  });
});
