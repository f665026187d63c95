import { messages } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import {
  buildLanguageResources,
  buildResources,
  findKeyMismatches,
  flattenKeys,
  type LanguageResources,
  parseLocalePath,
  type Texts,
  toI18nextPlaceholders,
} from './resources';
import zh from './zh.json';

const localeModules = import.meta.glob<Texts>(['../features/*/locales/*.json', '../app/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

const shell = { en: en as LanguageResources, zh: zh as LanguageResources, es: es as LanguageResources };

describe('i18n resources', () => {
  it('maps locale files to namespaces', () => {
    expect(parseLocalePath('../features/notice/locales/zh.json')).toEqual({ ns: 'notice', lang: 'zh' });
    expect(parseLocalePath('../app/layout/locales/es.json')).toEqual({ ns: 'layout', lang: 'es' });
    expect(parseLocalePath('../features/notice/locales/fr.json')).toBeUndefined();
  });

  it('has the same keys in en, zh and es for every namespace', () => {
    expect(findKeyMismatches(buildResources(shell, localeModules))).toEqual([]);
  });

  it('every locale file exists in the three languages', () => {
    const byNs = new Map<string, string[]>();
    for (const path of Object.keys(localeModules)) {
      const parsed = parseLocalePath(path);
      if (parsed) byNs.set(parsed.ns, [...(byNs.get(parsed.ns) ?? []), parsed.lang].sort());
    }
    for (const [ns, langs] of byNs) expect({ ns, langs }).toEqual({ ns, langs: ['en', 'es', 'zh'] });
  });

  it('reports a missing key', () => {
    const broken = buildResources(
      { en: { common: { a: 'A', b: 'B' } }, zh: { common: { a: 'A' } }, es: { common: { a: 'A', b: 'B' } } },
      {},
    );
    expect(findKeyMismatches(broken)).toEqual(['zh:common:b']);
  });

  it('brings the shared messages in as the validation namespace with the spec texts', () => {
    const resources = buildResources(shell, {});
    expect(resources.zh.validation?.phoneRule).toBe('请输入11位手机号');
    expect(resources.en.validation?.requiredField).toBe('{{field}} is required');
    expect(flattenKeys(resources.es.validation ?? {}).sort()).toEqual(Object.keys(messages).sort());
  });

  it('builds one language at a time from the files of that language', () => {
    const zhOnly = buildLanguageResources('zh', shell.zh, {
      '../features/demo/locales/zh.json': { hello: '你好' },
      '../features/demo/locales/en.json': { hello: 'Hello' },
    });
    expect(zhOnly.demo).toEqual({ hello: '你好' });
    expect(zhOnly.common).toEqual(shell.zh.common);
    expect(zhOnly.validation?.phoneRule).toBe('请输入11位手机号');
  });

  // English and Spanish screens show no Chinese of their own (the spec's zh texts belong to the
  // Chinese console); only the language switcher names 中文 in its own script.
  it('has no Chinese in an English or Spanish text, the validation messages included', () => {
    const resources = buildResources(shell, localeModules);
    const mixed: string[] = [];
    for (const lang of ['en', 'es'] as const)
      for (const [ns, texts] of Object.entries(resources[lang]))
        for (const key of flattenKeys(texts)) {
          if (ns === 'common' && key === 'languages.zh') continue;
          const text = key.split('.').reduce<unknown>((at, part) => (at as Texts)[part], texts);
          if (/\p{Script=Han}/u.test(String(text))) mixed.push(`${lang}:${ns}:${key}: ${text}`);
        }
    expect(mixed).toEqual([]);
  });

  it('converts placeholders', () => {
    expect(toI18nextPlaceholders('try in {seconds} s, {x}')).toBe('try in {{seconds}} s, {{x}}');
  });

  it('keeps the spec texts of the session dialog and the guard', () => {
    expect(zh.shell.sessionEnded).toEqual({
      title: '确定登出',
      content: '你已被登出，可以取消继续留在该页面，或者重新登录',
      ok: '重新登录',
      cancel: '取消',
    });
    expect(en.shell.verificationFailed).toBe('Verification failed, please login again');
  });
});
