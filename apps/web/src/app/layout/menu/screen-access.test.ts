import type { MenuItem } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { screenAccess } from './screen-access';

const leaf = (id: number, url: string): MenuItem => ({ id, url, name: url, favicon: '', children: [] });
const clerkMenu: MenuItem[] = [
  leaf(1, '/dashboard'),
  { id: 6, url: '/users', name: 'Users', favicon: '', children: [leaf(601, '/coach')] },
  leaf(11, '/message/index'),
];
const base = { items: clerkMenu, menuLoading: false, menuFailed: false, hidden: false };

describe('screenAccess: a typed URL of a screen the account was not granted', () => {
  it('allows a screen its menu lists, at the top or inside a folder', () => {
    expect(screenAccess({ ...base, path: '/dashboard' })).toBe('allow');
    expect(screenAccess({ ...base, path: '/coach' })).toBe('allow');
  });

  it('forbids a menu screen this account does not have (the employee screen of a clerk)', () => {
    expect(screenAccess({ ...base, path: '/employee' })).toBe('forbidden');
    expect(screenAccess({ ...base, path: '/files' })).toBe('forbidden');
  });

  it('leaves hidden routes (details, account, my stores) to the server', () => {
    expect(screenAccess({ ...base, path: '/profile', hidden: true })).toBe('allow');
  });

  it('waits for the menu, and never locks a screen because the menu failed', () => {
    expect(screenAccess({ ...base, path: '/employee', menuLoading: true })).toBe('wait');
    expect(screenAccess({ ...base, path: '/employee', items: [], menuFailed: true })).toBe('allow');
    // The home screen is every account's: the first screen after sign-in does not wait.
    expect(screenAccess({ ...base, path: '/dashboard', items: [], menuLoading: true })).toBe('allow');
  });
});
