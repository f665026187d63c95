import { Code, chinaDate, type ShareFailure } from '@merchant/shared';
import { AppError } from '../../lib/app-error';

/** What the checks need to know of a card (a row of card-share.repository `cardFacts`). */
export interface CardFacts {
  status: string;
  shareable: number;
  max_holders: number;
  expires_on: string | null;
  /** Holders now, the owner included. */
  holders: number;
}

/** What the checks need to know of the member who would join (absent for a card-only lookup). */
export interface MemberFacts {
  isHolder: boolean;
  hasPending: boolean;
}

const FAILURE_MESSAGE = {
  card_not_found: 'shareCardNotFound',
  card_refunded: 'shareCardRefunded',
  card_expired: 'shareCardExpired',
  card_not_shareable: 'shareCardNotShareable',
  card_frozen: 'shareCardFrozen',
  already_holder: 'shareAlreadyHolder',
  already_pending: 'shareAlreadyPending',
  holder_limit: 'shareHolderLimit',
} as const satisfies Record<ShareFailure, string>;

/**
 * The refusal of one failure: "card not found" is -404, every other one -409 (the card's or
 * the member's state forbids it). The value names the failure, so that a client can tell them
 * apart without reading the message.
 */
export const shareRefusal = (failure: ShareFailure, params: Record<string, string | number> = {}) =>
  new AppError(
    failure === 'card_not_found' ? Code.NOT_FOUND : Code.CONFLICT,
    FAILURE_MESSAGE[failure],
    params,
    { failure },
  );

/**
 * A card counts as expired when its status says so or when its last day (store-local, China)
 * is before today: the nightly pass that marks cards expired may not have run yet.
 */
export const isCardExpired = (card: Pick<CardFacts, 'status' | 'expires_on'>, now = new Date()): boolean =>
  card.status === 'expired' || (card.expires_on !== null && card.expires_on < chinaDate(now));

/**
 * The first reason the card cannot take this member as a new holder, or null. The order puts
 * what is true of the card alone first (the spec's three, then refunded and frozen), then
 * what concerns the member, then the limit: a member who already holds the card learns that
 * rather than "full". Pending requests do not count toward the limit: the store chooses among
 * them, and approval checks the limit again.
 */
export const shareFailureOf = (
  card: CardFacts | undefined,
  member: MemberFacts | undefined,
  now = new Date(),
): ShareFailure | null => {
  if (!card) return 'card_not_found';
  if (card.status === 'refunded') return 'card_refunded';
  if (isCardExpired(card, now)) return 'card_expired';
  if (card.shareable !== 1) return 'card_not_shareable';
  if (card.status === 'frozen') return 'card_frozen';
  if (member?.isHolder) return 'already_holder';
  if (member?.hasPending) return 'already_pending';
  if (card.holders >= card.max_holders) return 'holder_limit';
  return null;
};

/** Throws the refusal of the first failure (see shareFailureOf). */
export const assertCanShare = (card: CardFacts | undefined, member: MemberFacts | undefined): void => {
  const failure = shareFailureOf(card, member);
  if (failure) throw shareRefusal(failure, { max: card?.max_holders ?? 0 });
};
