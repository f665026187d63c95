/** Pure helpers of the store-management screen. Unit-tested. */
import type { MerchantStore } from '@merchant/shared';

/**
 * Which card carries the "current" tag. The Store-Id cookie is what every call of this
 * browser is scoped by, so it wins; the server's `selected` flag only answers when the cookie
 * is not set yet (first visit).
 */
export const isCurrentStore = (
  store: Pick<MerchantStore, 'id' | 'selected'>,
  storeId: number | undefined,
): boolean => (storeId === undefined ? store.selected : store.id === storeId);
