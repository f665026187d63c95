import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { buildResources, type LanguageResources, type Texts } from '../../i18n/resources';
import zh from '../../i18n/zh.json';
import { SEND_CODE_INTERVAL_SECONDS, secondsLeft, waitAfterSend } from './countdown';
import {
  confirmPasswordRules,
  type FieldRule,
  firstError,
  newPasswordRules,
  phoneRules,
  requiredRule,
  smsCodeRules,
} from './form-rules';

const resources = buildResources(
  { en: en as LanguageResources, zh: zh as LanguageResources, es: es as LanguageResources },
  {},
);
/** A tiny t() over the real resources: 'ns:key' in one language. */
const tFor = (lang: 'en' | 'zh' | 'es') => (key: string) => {
  const [ns = '', path = ''] = key.split(':');
  const value = path
    .split('.')
    .reduce<Texts | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      resources[lang][ns],
    );
  return typeof value === 'string' ? value : key;
};

const validate = async (rules: FieldRule[], value: unknown): Promise<string | undefined> => {
  for (const rule of rules) {
    if (rule.required && (value === undefined || value === '')) return rule.message;
    if (rule.validator) {
      const error = await rule.validator({}, value).then(
        () => undefined,
        (e: Error) => e.message,
      );
      if (error) return error;
    }
  }
  return undefined;
};

describe('auth form rules', () => {
  it('uses the spec text for the phone rule in Chinese', async () => {
    const rules = phoneRules(tFor('zh'));
    expect(await validate(rules, '1380013800')).toBe('请输入11位手机号');
    expect(await validate(rules, '')).toBe('请输入11位手机号');
    expect(await validate(rules, '13800138000')).toBeUndefined();
    expect(await validate(phoneRules(tFor('en')), 'abc')).toBe('Please enter an 11-digit phone number');
  });

  it('checks the code and the new password like the server', async () => {
    expect(await validate(smsCodeRules(tFor('en')), '12345')).toBe('Please enter the 6-digit code');
    expect(await validate(smsCodeRules(tFor('en')), '123456')).toBeUndefined();
    expect(await validate(newPasswordRules(tFor('en')), 'short1')).toMatch(/8 to 64/);
    expect(await validate(newPasswordRules(tFor('en')), 'longenough1')).toBeUndefined();
  });

  it('requires the repeated password to match', async () => {
    const t = (key: string) => key;
    expect(
      await validate(
        confirmPasswordRules(t, () => 'abc12345'),
        'abc12346',
      ),
    ).toBe('user:forget.passwordMismatch');
    expect(
      await validate(
        confirmPasswordRules(t, () => 'abc12345'),
        'abc12345',
      ),
    ).toBeUndefined();
  });
});

describe('firstError (the hand-built login form)', () => {
  it('returns the first broken rule, like antd Form', async () => {
    expect(await firstError(phoneRules(tFor('zh')), '')).toBe('请输入11位手机号');
    expect(await firstError(phoneRules(tFor('zh')), '12')).toBe('请输入11位手机号');
    expect(await firstError(phoneRules(tFor('zh')), '13800138000')).toBeUndefined();
    expect(await firstError(requiredRule('name please'), '   ')).toBe('name please');
    expect(await firstError(requiredRule('name please'), 'demo')).toBeUndefined();
  });
});

describe('send-code countdown', () => {
  it('counts whole seconds down to zero', () => {
    expect(SEND_CODE_INTERVAL_SECONDS).toBe(60);
    expect(secondsLeft(undefined, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });

  it('waits retry_after after a rate limit', () => {
    expect(waitAfterSend(17)).toBe(17);
    expect(waitAfterSend(undefined)).toBe(60);
    expect(waitAfterSend('x')).toBe(60);
  });
});
