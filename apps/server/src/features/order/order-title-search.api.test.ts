import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { placeOrder, type SellingStore, sellingStore, signInConsumer } from './order-test-kit';

/**
 * The order list's item-name search reads the store's sold titles (order_titles) first: the
 * orders it finds, and their count, must be exactly those a substring match on every order's
 * title finds, in the list's order, for the store alone.
 */
describe('orders: searching by item name', () => {
  let t: TestApp;
  let shop: SellingStore;
  let other: SellingStore;
  const ids: Record<string, number[]> = { boxing: [], swim: [], yoga: [] };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.deps.db;
    shop = await sellingStore(db);
    other = await sellingStore(db);
    const buyer = await signInConsumer(t);
    const listing = { item_type: 'listing' as const, item_id: shop.listingId };
    const pack = { item_type: 'count_service' as const, item_id: shop.packId };
    for (let i = 0; i < 3; i += 1) {
      ids.boxing?.push((await placeOrder(t, buyer, [listing])).id);
      ids.swim?.push((await placeOrder(t, buyer, [pack])).id);
    }
    // The listing is renamed: its later orders carry the new name, its earlier ones the old.
    await db
      .updateTable('courses')
      .set({ name: 'Power Yoga_100%' })
      .where('id', '=', shop.listingId)
      .execute();
    for (let i = 0; i < 2; i += 1) ids.yoga?.push((await placeOrder(t, buyer, [listing])).id);
    // The other store sells the same names: its orders never show in this store's list.
    await placeOrder(t, buyer, [{ item_type: 'count_service', item_id: other.packId }]);
    await placeOrder(t, buyer, [{ item_type: 'listing', item_id: other.listingId }]);
  });
  afterAll(() => t.close());

  const search = async (value: string, extra: object[] = [], size = 20) => {
    const res = await storeCall(t, shop, 'POST', '/order/list', {
      restrictions: [{ name: 'title', operator: 'like', value }, ...extra],
      pageable: { size },
    });
    expect(res.body.code).toBe(0);
    return res.body.value as { content: { id: number; title: string }[]; total: number; next: string | null };
  };
  const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);

  it('finds the orders whose title holds the substring, newest first, with their count', async () => {
    const swim = await search('游泳');
    expect(swim.content.map((o) => o.id)).toEqual(newestFirst(ids.swim ?? []));
    expect(swim.total).toBe(3);
    // One character matches two titles (搏击操 and 游泳 share none; 次 is in 10次游泳 only).
    expect((await search('次')).content.map((o) => o.id)).toEqual(newestFirst(ids.swim ?? []));
    // Upper or lower case, and % and _ as plain characters.
    const yoga = await search('power YOGA_100%');
    expect(yoga.content.map((o) => o.id)).toEqual(newestFirst(ids.yoga ?? []));
    expect(yoga.content[0]?.title).toBe('Power Yoga_100%');
    expect((await search('Yoga%1')).total).toBe(0);
    expect((await search('Yoga_1')).total).toBe(2);
    // The old name still finds the orders sold under it.
    expect((await search('搏击')).content.map((o) => o.id)).toEqual(newestFirst(ids.boxing ?? []));
  });

  it('answers nothing when no title matches, and combines with the other filters and OR', async () => {
    const none = await search('没有这个课');
    expect(none).toMatchObject({ content: [], total: 0 });
    const unpaidSwims = await search('游泳', [{ name: 'status', operator: '=', value: 'unpaid' }]);
    expect(unpaidSwims.total).toBe(3);
    const either = await storeCall(t, shop, 'POST', '/order/list', {
      restrictions: [
        { name: 'title', operator: 'like', value: '游泳' },
        { name: 'title', operator: 'like', value: 'yoga', logic: 'or' },
      ],
    });
    expect(either.body.value.content.map((o: { id: number }) => o.id)).toEqual(
      newestFirst([...(ids.swim ?? []), ...(ids.yoga ?? [])]),
    );
  });

  it('pages the matches by cursor', async () => {
    const first = await search('o', [], 2);
    expect(first.content.map((o) => o.id)).toEqual(newestFirst(ids.yoga ?? []));
    expect(first.total).toBe(2);
    const all = await search('1', [], 2);
    expect(all.total).toBe(5);
    const next = await storeCall(t, shop, 'POST', '/order/list', {
      restrictions: [{ name: 'title', operator: 'like', value: '1' }],
      pageable: { size: 2, after: all.next },
    });
    expect(next.body.value.content.map((o: { id: number }) => o.id)).toEqual(
      newestFirst([...(ids.swim ?? []), ...(ids.yoga ?? [])]).slice(2, 4),
    );
  });
});
