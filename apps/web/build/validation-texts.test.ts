import { languages } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { validationTexts } from '../src/i18n/resources';
import { validationTextsOf } from './validation-texts';

describe('the validation texts chunk of each language', () => {
  it('holds exactly what the i18n resources build from the shared table', () => {
    for (const lang of languages) expect(validationTextsOf(lang)).toEqual(validationTexts(lang));
    expect(validationTextsOf('zh').phoneRule).toBe('请输入11位手机号');
  });
});
