import { languages, messages, phoneField, priceFen, qualificationBody } from '@merchant/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../features/user/form-rules';
import { toI18nextPlaceholders } from '../../i18n/resources';
import { zodRules } from './zod-rules';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    languages.map((lang) => [
      lang,
      {
        validation: Object.fromEntries(
          Object.entries(messages).map(([key, texts]) => [key, toI18nextPlaceholders(texts[lang])]),
        ),
      },
    ]),
  );
  await i18n.init({ lng: 'zh', resources, interpolation: { escapeValue: false } });
});

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe('zodRules: antd rules from the shared zod schemas', () => {
  it("shows the spec's phone message in Chinese", async () => {
    const rules = zodRules(phoneField, undefined, { t, label: '手机号' });
    expect(await firstError(rules, '1380013800')).toBe('请输入11位手机号');
    expect(await firstError(rules, '13800138000')).toBeUndefined();
    expect(await firstError(rules, '')).toBe('手机号 不能为空');
  });

  it("shows the spec's price message for a price in fen", async () => {
    const [required, check] = zodRules(priceFen, undefined, { t, label: '价格' });
    expect(required?.required).toBe(true);
    const run = (value: number) =>
      check?.validator?.(check, value).then(
        () => undefined,
        (error: Error) => error.message,
      );
    expect(await run(900)).toBe('价格不得低于9元');
    expect(await run(901)).toBeUndefined();
  });

  it('reads a field of an object schema (licence code, ID card)', async () => {
    const licence = zodRules(qualificationBody, 'licence_code', { t, label: '营业执照' });
    expect(await firstError(licence, 'ABC')).toBe('请输入正确的18位营业执照信用代码');
    const idCard = zodRules(qualificationBody, 'id_card', { t, label: '身份证号' });
    expect(await firstError(idCard, '123')).toBe('请输入正确的身份证号');
  });

  it('uses the generic text for issues without a shared message, and follows the language', async () => {
    const rules = zodRules(qualificationBody, 'legal_name', { t, label: 'Name' });
    await i18n.changeLanguage('en');
    expect(await firstError(rules, 'x'.repeat(500))).toBe('Invalid value for Name');
    expect(await firstError(zodRules(phoneField, undefined, { t, label: 'Phone' }), '1')).toBe(
      'Please enter an 11-digit phone number',
    );
    await i18n.changeLanguage('zh');
  });

  it('refuses a field the schema does not have', () => {
    expect(() => zodRules(qualificationBody, 'nope', { t, label: 'x' })).toThrow(/no schema/);
  });
});

describe('zodRules: required numbers', () => {
  it('accepts a filled number field through antd itself (async-validator)', async () => {
    const { default: Schema } = await import('@rc-component/async-validator');
    const { z } = await import('zod');
    const rules = zodRules(z.number().int().min(1), undefined, { t, label: '容纳人数' });
    const run = (value: unknown) =>
      new Schema({ capacity: rules as never }).validate({ capacity: value }).then(
        () => undefined,
        (error: { errors: { message: string }[] }) => error.errors[0]?.message,
      );
    expect(await run(20)).toBeUndefined();
    expect(await run(null)).toBe('容纳人数 不能为空');
    expect(await run('  ')).toBe('容纳人数 不能为空');
  });
});
