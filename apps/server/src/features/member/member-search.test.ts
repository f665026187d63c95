import { describe, expect, it } from 'vitest';
import { exactGram, searchGrams } from './member-search';

describe('exactGram', () => {
  it('takes up to three characters without case: digits, Chinese characters, signs', () => {
    for (const text of ['3', '王', '王小明', '138', '50%', '_', '\\', '-'])
      expect(exactGram(text), text).toBe(text);
  });

  it('leaves to LIKE what folding could match otherwise, or what grams cannot answer alone', () => {
    // 'i' is the folded gram of 'İ', which SQLite's LIKE does not match; a letter always has case.
    for (const text of ['i', 'k', 'a', 'é', 'Tom', '王i', '', '1234', '王小明明'])
      expect(exactGram(text), text).toBeUndefined();
  });

  it('names a gram every holder of the query holds', () => {
    for (const [name, query] of [
      ['王小明', '小明'],
      ['13912345678', '234'],
      ['50%_off', '%_'],
    ] as const)
      expect(searchGrams(name)).toContain(exactGram(query));
  });
});
