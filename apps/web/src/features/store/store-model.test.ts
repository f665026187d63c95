import type { MerchantStore } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { isCurrentStore, pageOfStores } from './store-model';

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

describe('pageOfStores', () => {
  const store = (id: number, name: string, city: string) =>
    ({ id, name, city, address: '', phone: '', selected: false }) as MerchantStore;
  const stores = [
    store(1, 'Yoga Loft', 'Shanghai'),
    store(2, 'Swim Hub', 'Beijing'),
    store(3, 'Box Gym', 'Shanghai'),
  ];

  it('filters by name (like) and city (=), sorts and pages', () => {
    const page = pageOfStores(stores, {
      pageable: { number: 1, size: 1 },
      restrictions: [{ name: 'city', operator: '=', value: 'Shanghai' }],
      sorts: [{ name: 'name', sort: 'asc' }],
    });
    expect(page).toEqual({ content: [stores[2]], total: 2, number: 1, size: 1 });
    expect(
      pageOfStores(stores, { restrictions: [{ name: 'name', operator: 'like', value: 'swim' }] }).content,
    ).toEqual([stores[1]]);
  });
});
