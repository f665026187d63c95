/** Pure helpers of the store-management screen. Unit-tested. */
import type { ListQueryInput, MerchantStore, Page } from '@merchant/shared';

/**
 * Which card carries the "current" tag. The Store-Id cookie is what every call of this
 * browser is scoped by, so it wins; the server's `selected` flag only answers when the cookie
 * is not set yet (first visit).
 */
export const isCurrentStore = (
  store: Pick<MerchantStore, 'id' | 'selected'>,
  storeId: number | undefined,
): boolean => (storeId === undefined ? store.selected : store.id === storeId);

const contains = (text: string | null | undefined, part: string) =>
  (text ?? '').toLocaleLowerCase().includes(part.toLocaleLowerCase());

/**
 * A list query (name like, city = / like, sorts by name or city, paging) applied to the full
 * list of managed stores, answered as a page like the other lists.
 */
export const pageOfStores = (
  stores: readonly MerchantStore[],
  query: ListQueryInput,
): Page<MerchantStore> => {
  let rows = stores.filter((store) =>
    (query.restrictions ?? []).every((r) => {
      const value = String(r.value ?? '');
      const field = r.name === 'name' ? store.name : r.name === 'city' ? store.city : undefined;
      if (field === undefined) return true;
      return r.operator === '=' ? field === value : contains(field, value);
    }),
  );
  const sort = query.sorts?.[0];
  if (sort && (sort.name === 'name' || sort.name === 'city')) {
    const key = sort.name;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * (a[key] ?? '').localeCompare(b[key] ?? ''));
  }
  const number = query.pageable?.number ?? 1;
  const size = query.pageable?.size ?? 10;
  return { content: rows.slice((number - 1) * size, number * size), total: rows.length, number, size };
};
