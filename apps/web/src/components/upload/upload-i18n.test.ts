import { describe, expect, it } from 'vitest';
import { flattenKeys, type Texts } from '../../i18n/resources';
import en from './locales/en.json';
import es from './locales/es.json';
import zh from './locales/zh.json';
import { loadUploadTexts, UPLOAD_NS } from './upload-i18n';

const fakeInstance = () => {
  const bundles = new Map<string, unknown>();
  return {
    bundles,
    hasResourceBundle: (language: string, ns: string) => bundles.has(`${language}:${ns}`),
    addResourceBundle: (language: string, ns: string, texts: unknown) => {
      bundles.set(`${language}:${ns}`, texts);
      return undefined as never;
    },
  };
};

describe('upload texts', () => {
  it('en, zh and es carry the same keys', () => {
    const [enKeys, zhKeys, esKeys] = [en, zh, es].map((texts) => flattenKeys(texts as Texts).sort());
    expect(zhKeys).toEqual(enKeys);
    expect(esKeys).toEqual(enKeys);
  });

  it('loads one language at a time, once, with English for a language without a file', async () => {
    const instance = fakeInstance();
    await loadUploadTexts('zh', instance as never);
    expect([...instance.bundles.keys()]).toEqual([`zh:${UPLOAD_NS}`]);
    expect(instance.bundles.get(`zh:${UPLOAD_NS}`)).toEqual(zh);
    await loadUploadTexts('zh', instance as never);
    await loadUploadTexts('fr', instance as never);
    expect(instance.bundles.get(`fr:${UPLOAD_NS}`)).toEqual(en);
  });
});
