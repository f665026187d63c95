import { describe, expect, it } from 'vitest';
import { isCurrentStore } from './store-model';

describe('isCurrentStore', () => {
  it('follows the Store-Id cookie when it is set', () => {
    expect(isCurrentStore({ id: 2, selected: false }, 2)).toBe(true);
    expect(isCurrentStore({ id: 1, selected: true }, 2)).toBe(false);
  });

  it('falls back to the server flag without a cookie', () => {
    expect(isCurrentStore({ id: 1, selected: true }, undefined)).toBe(true);
    expect(isCurrentStore({ id: 2, selected: false }, undefined)).toBe(false);
  });
});
