/**
 * Names shared by members, card types, member cards, sharing, services and applications.
 * Each feature's own wire schemas live in their own file; these are the words
 * they have in common, so that no two files spell a state differently.
 */

/** Card classes. Period: unlimited visits within the validity; count: sessions; stored value: fen. */
export const cardKinds = ['period', 'count', 'stored_value'] as const;
export type CardKind = (typeof cardKinds)[number];

export const cardTypeStatuses = ['on_sale', 'off_sale'] as const;
export type CardTypeStatus = (typeof cardTypeStatuses)[number];

/** A sold card's life (docs/cards.md has the transition table). */
export const memberCardStatuses = ['not_started', 'active', 'frozen', 'expired', 'refunded'] as const;
export type MemberCardStatus = (typeof memberCardStatuses)[number];

export const cardLedgerKinds = [
  'issue',
  'use',
  'freeze',
  'unfreeze',
  'transfer',
  'refund',
  'expire',
  'share',
] as const;
export type CardLedgerKind = (typeof cardLedgerKinds)[number];

export const cardHolderRoles = ['owner', 'shared'] as const;
export type CardHolderRole = (typeof cardHolderRoles)[number];

export const shareRequestStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ShareRequestStatus = (typeof shareRequestStatuses)[number];

export const salesChannels = ['desk', 'app'] as const;
export type SalesChannel = (typeof salesChannels)[number];

/** The two services a store applies to open (/timeapplication, /numberapplication). */
export const serviceTypes = ['timed', 'count'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const applicationStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Regions whose prepaid-card rules a store may follow (a store setting on /card). */
export const prepaidRegions = ['none', 'shanghai'] as const;
export type PrepaidRegion = (typeof prepaidRegions)[number];

/** Days after purchase in which a card not yet activated is refunded in full (model contracts). */
export const COOLING_OFF_DAYS = 7;

/**
 * Shanghai's caps on what one consumer may prepay at one store (沪体规文〔2025〕1号, from
 * 1 March 2025), in fen, months and sessions.
 */
export const SHANGHAI_PREPAID_CAPS = {
  period: { maxFen: 500_000, maxMonths: 24 },
  count: { maxFen: 2_000_000, maxSessions: 60 },
  stored_value: { maxFen: 500_000 },
  totalFen: 2_000_000,
} as const;
