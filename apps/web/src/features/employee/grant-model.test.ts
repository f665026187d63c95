import { describe, expect, it } from 'vitest';
import {
  closeSelection,
  grantGroups,
  grantScreens,
  groupState,
  templateSelection,
  toggleFunction,
  toggleGroup,
} from './grant-model';
import { sampleGrantOptions } from './grant-test-kit';

const screens = grantScreens(sampleGrantOptions.menus);

describe('the grant tree', () => {
  it('lists screens with their folders and finds each view by name, wherever it stands', () => {
    expect(screens.map((s) => [s.menu.id, s.folders.map((f) => f.id), s.view?.id])).toEqual([
      [601, [6], 60101],
      [604, [6], 60401],
      [404, [4], 40402],
      [10, [], 1001],
    ]);
    expect(grantGroups(sampleGrantOptions.menus).map((g) => [g.folder.id, g.screens.length])).toEqual([
      [6, 2],
      [4, 1],
      [10, 1],
    ]);
  });

  it('fills a template with its buttons and their views', () => {
    expect(templateSelection(sampleGrantOptions, screens, 'front_desk', [])).toEqual([60101, 60401, 60402]);
    expect(templateSelection(sampleGrantOptions, screens, 'manager', [])).toEqual([
      40401, 40402, 60101, 60102, 60103,
    ]);
    expect(templateSelection(sampleGrantOptions, screens, 'finance', [60101])).toEqual([1001]);
  });

  it('keeps the boxes as they are when the template becomes custom', () => {
    expect(templateSelection(sampleGrantOptions, screens, 'custom', [60101, 60102])).toEqual([60101, 60102]);
  });

  it('checks a screen’s view with any of its buttons', () => {
    expect(toggleFunction(screens, [], 60103, true)).toEqual([60101, 60103]);
    expect(toggleFunction(screens, [1001], 40401, true)).toEqual([1001, 40401, 40402]);
  });

  it('unchecks every button of a screen with its view, and only that button otherwise', () => {
    const all = [60101, 60102, 60103, 60401];
    expect(toggleFunction(screens, all, 60101, false)).toEqual([60401]);
    expect(toggleFunction(screens, all, 60102, false)).toEqual([60101, 60103, 60401]);
  });

  it('drops ids the tree does not know (an owner-only function never reaches the form)', () => {
    expect(closeSelection(screens, [60202, 60102, 99])).toEqual([60101, 60102]);
    expect(toggleFunction(screens, [60101], 60201, true)).toEqual([60101]);
  });

  it('checks or clears a whole folder and tells none, some and all apart', () => {
    const [users] = grantGroups(sampleGrantOptions.menus);
    if (!users) throw new Error('no group');
    expect(groupState(users, [])).toBe('none');
    expect(groupState(users, [60101])).toBe('some');
    const checked = toggleGroup(screens, [1001], users, true);
    expect(checked).toEqual([1001, 60101, 60102, 60103, 60401, 60402]);
    expect(groupState(users, checked)).toBe('all');
    expect(toggleGroup(screens, checked, users, false)).toEqual([1001]);
  });
});
