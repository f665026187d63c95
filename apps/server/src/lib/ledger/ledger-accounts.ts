/**
 * The ledger's accounts (docs/ledger.md "Accounts"). An account is a kind and the ids of its
 * owner, never free text: the store whose books hold it (null for the platform's) and, below
 * the store, the owner the kind names (a card for card_value; null when the store owns it).
 */
export const ledgerAccountKinds = [
  // Inside the books: value held for someone.
  'card_value',
  'store_card_revenue',
  'store_custody',
  'store_available',
  'store_withdrawing',
  'platform_fees',
  // The boundary: value that came in from outside (negative) or went out (positive).
  'store_desk_takings',
  'store_card_gift',
  'store_card_refunds',
  // Money consumers paid through a payment channel for the store's orders (negative: came in).
  'store_channel_receipts',
  // Money paid out of the platform to the store's withdrawal account (positive: went out).
  'store_payouts',
] as const;

export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export interface LedgerAccount {
  kind: LedgerAccountKind;
  storeId: number | null;
  ownerId: number | null;
}

/** The stored value on a stored-value card (owned by the card: it follows the card on transfer). */
export const cardValueAccount = (storeId: number, cardId: number): LedgerAccount => ({
  kind: 'card_value',
  storeId,
  ownerId: cardId,
});

/** An account the store itself owns. */
export const storeAccount = (
  kind: Exclude<LedgerAccountKind, 'card_value' | 'platform_fees'>,
  storeId: number,
): LedgerAccount => ({
  kind,
  storeId,
  ownerId: null,
});

/** An account of the platform (no store). */
export const platformAccount = (kind: 'platform_fees'): LedgerAccount => ({
  kind,
  storeId: null,
  ownerId: null,
});

const ownerLabel: Partial<Record<LedgerAccountKind, string>> = { card_value: 'card' };

/** The account as people read it: `card_value@store:12/card:345`, `platform_fees@platform`. */
export const accountName = (account: {
  kind: string;
  storeId: number | null;
  ownerId: number | null;
}): string => {
  const where = account.storeId === null ? 'platform' : `store:${account.storeId}`;
  const owner =
    account.ownerId === null
      ? ''
      : `/${ownerLabel[account.kind as LedgerAccountKind] ?? 'owner'}:${account.ownerId}`;
  return `${account.kind}@${where}${owner}`;
};
