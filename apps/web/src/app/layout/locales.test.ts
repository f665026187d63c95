import { describe, expect, it } from 'vitest';
import { flattenKeys, type Texts } from '../../i18n/resources';
import en from './locales/en.json';
import es from './locales/es.json';
import zh from './locales/zh.json';

describe('layout texts', () => {
  it('have the same keys in en, zh and es', () => {
    const keys = (texts: Texts) => flattenKeys(texts).sort();
    expect(keys(zh)).toEqual(keys(en));
    expect(keys(es)).toEqual(keys(en));
  });
});
