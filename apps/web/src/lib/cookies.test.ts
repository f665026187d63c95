import { describe, expect, it } from 'vitest';
import { CookieName, getToken, parseLanguage, parseSidebarOpened, parseStoreId } from './cookies';

describe('cookie helpers', () => {
  it('uses the spec cookie names', () => {
    expect(CookieName).toEqual({
      token: 'Admin-Token',
      storeId: 'Store-Id',
      language: 'language',
      sidebar: 'sidebarStatus',
    });
  });

  it('parses the language, defaulting to English', () => {
    expect(parseLanguage('zh')).toBe('zh');
    expect(parseLanguage('es')).toBe('es');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
  });

  it('parses the store id', () => {
    expect(parseStoreId('12')).toBe(12);
    expect(parseStoreId('0')).toBeUndefined();
    expect(parseStoreId('-3')).toBeUndefined();
    expect(parseStoreId('abc')).toBeUndefined();
    expect(parseStoreId('')).toBeUndefined();
    expect(parseStoreId(undefined)).toBeUndefined();
  });

  it('parses the sidebar state', () => {
    expect(parseSidebarOpened('1')).toBe(true);
    expect(parseSidebarOpened('0')).toBe(false);
    expect(parseSidebarOpened(undefined)).toBeUndefined();
  });

  it('reads nothing outside a browser', () => {
    expect(getToken()).toBeUndefined();
  });
});
