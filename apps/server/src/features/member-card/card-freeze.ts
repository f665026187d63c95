import { addDays, type CardFreezeBody, Code, chinaDate, daysBetween } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { checkTransition as checkEdge } from '../../lib/transitions';
import { type CardActor, ledgerNote, lockCard, moveCard } from './card-core';
import type { CardRow } from './member-card.repository';
import { memberCardTransitions } from './member-card-transitions';

/**
 * Freezing (docs/cards.md "Freezing"). A freeze of `days` reserves them against the type's
 * total at once (so the limits are checked when freezing), and frozen_until is its last frozen
 * day. Unfreezing early gives the unused days back; either way the expiry moves on by the days
 * the card was actually frozen.
 */
export const freezeCard = async (
  db: Database,
  actor: CardActor,
  cardId: number,
  body: Required<CardFreezeBody>,
  now = new Date(),
) =>
  db.transaction().execute(async (trx) => {
    const card = await lockCard(trx, actor.storeId, cardId);
    checkEdge(memberCardTransitions, card.status as 'active', 'frozen', actor.kind);
    if (card.freeze_allowed !== 1) throw new AppError(Code.CONFLICT, 'memberCardFreezeNotAllowed');
    if (card.freeze_count + 1 > card.max_freeze_times)
      throw new AppError(Code.CONFLICT, 'memberCardFreezeTimesExceeded', { max: card.max_freeze_times });
    if (card.freeze_days_used + body.days > card.max_freeze_days)
      throw new AppError(Code.CONFLICT, 'memberCardFreezeDaysExceeded', {
        left: Math.max(0, card.max_freeze_days - card.freeze_days_used),
      });
    const today = chinaDate(now);
    await moveCard(trx, actor, card, 'frozen', body.reason || 'frozen', {
      frozen_at: now.toISOString(),
      frozen_until: addDays(today, body.days - 1),
      freeze_count: card.freeze_count + 1,
      freeze_days_used: card.freeze_days_used + body.days,
    });
    // Notes hold no words of ours (the console words them): the reason as typed.
    await ledgerNote(trx, actor, card, 'freeze', body.reason);
  });

/** Ends a freeze today (the desk) or after its last day (the expiry pass, actor kind system). */
export const unfreezeLocked = async (trx: Database, actor: CardActor, card: CardRow, now = new Date()) => {
  const frozenOn = chinaDate(new Date(card.frozen_at ?? now.toISOString()));
  const planned = card.frozen_until === null ? 0 : daysBetween(frozenOn, card.frozen_until) + 1;
  const actual = Math.max(0, Math.min(planned, daysBetween(frozenOn, chinaDate(now))));
  const expiresOn = card.expires_on === null ? null : addDays(card.expires_on, actual);
  await moveCard(trx, actor, card, 'active', `unfrozen after ${actual} days`, {
    frozen_at: null,
    frozen_until: null,
    expires_on: expiresOn,
    freeze_days_used: Math.max(0, card.freeze_days_used - planned + actual),
  });
  // The new last day (the console shows "valid until …").
  await ledgerNote(trx, actor, card, 'unfreeze', expiresOn ?? '');
};

export const unfreezeCard = async (db: Database, actor: CardActor, cardId: number, now = new Date()) =>
  db.transaction().execute(async (trx) => {
    const card = await lockCard(trx, actor.storeId, cardId);
    // Only frozen → active is an unfreeze (not_started → active is an activation, by a use).
    if (card.status !== 'frozen')
      throw new AppError(Code.CONFLICT, 'transitionNotAllowed', { from: card.status, to: 'active' });
    checkEdge(memberCardTransitions, 'frozen', 'active', actor.kind);
    await unfreezeLocked(trx, actor, card, now);
  });
