import { describe, expect, it } from 'vitest';
import { parseStoreHeader, roleRefusal } from './access-rules';

describe('parseStoreHeader', () => {
  it('takes one canonical positive 32-bit id, absent is null', () => {
    expect(parseStoreHeader(undefined)).toBeNull();
    expect(parseStoreHeader('1')).toBe(1);
    expect(parseStoreHeader('2147483647')).toBe(2147483647);
  });

  it('refuses every other form', () => {
    for (const value of ['', '0', '-1', '+1', '01', '1.0', '1e3', ' 1', '1 ', '0x1', '2147483648', '1, 2'])
      expect([value, parseStoreHeader(value)]).toEqual([value, 'invalid']);
    expect(parseStoreHeader(['1', '2'])).toBe('invalid');
  });
});

describe('roleRefusal', () => {
  const platform = 0;
  const appUser = 1;
  const merchant = 2;
  const coach = 3;

  it('admits each role to its scopes only', () => {
    const admitted = (scope: 'public' | 'account' | 'store' | 'platform' | 'app', merchantOnly = false) =>
      [platform, appUser, merchant, coach].filter(
        (role) => roleRefusal({ scope, merchantOnly }, role) === null,
      );
    expect(admitted('public')).toEqual([platform, appUser, merchant, coach]);
    expect(admitted('account')).toEqual([platform, merchant]);
    expect(admitted('account', true)).toEqual([merchant]);
    expect(admitted('store')).toEqual([merchant]);
    expect(admitted('platform')).toEqual([platform]);
    expect(admitted('app')).toEqual([appUser]);
  });

  it('tells a consumer in the console and a console account in the app what they are', () => {
    expect(roleRefusal({ scope: 'store' }, appUser)).toBe('consoleAccountsOnly');
    expect(roleRefusal({ scope: 'app' }, merchant)).toBe('appAccountsOnly');
    expect(roleRefusal({ scope: 'platform' }, merchant)).toBe('platformOnly');
    expect(roleRefusal({ scope: 'account', merchantOnly: true }, platform)).toBe('merchantOnly');
    expect(roleRefusal({ scope: 'store' }, platform)).toBe('merchantStoresOnly');
  });
});
