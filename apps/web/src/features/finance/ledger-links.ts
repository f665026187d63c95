/**
 * Where a statement row leads: the screen of the business object its entry came from. One small
 * table that the features posting entries extend (add a line for your object kind). A kind
 * without a line is shown as text, without a link.
 */
export interface LedgerLinkTarget {
  /** The screen and its query for the object id. */
  href: (objectId: number) => string;
  /** i18n key (namespace finance) of the object kind's name. */
  label: string;
}

export const ledgerLinks: Record<string, LedgerLinkTarget> = {
  order: { href: (id) => `/classorder?order=${id}`, label: 'object.order' },
  payment: { href: (id) => `/classorder?payment=${id}`, label: 'object.payment' },
  coupon_redemption: { href: (id) => `/verify?redemption=${id}`, label: 'object.coupon_redemption' },
  refund: { href: (id) => `/classorder?refund=${id}`, label: 'object.refund' },
  withdrawal: { href: (id) => `/deposit?withdrawal=${id}`, label: 'object.withdrawal' },
};

/** The link of a row's object, or null when no screen shows that kind. */
export const ledgerLinkOf = (objectKind: string, objectId: number): string | null =>
  ledgerLinks[objectKind]?.href(objectId) ?? null;
