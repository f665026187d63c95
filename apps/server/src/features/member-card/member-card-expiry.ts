import { chinaDate } from '@merchant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { type PeriodicPass, schedulePeriodicPass } from '../../lib/periodic-pass';
import { activateCard, type CardActor, ledgerNote, lockCard, moveCard } from './card-core';
import { unfreezeLocked } from './card-freeze';
import { createMemberCardRepository } from './member-card.repository';

/** How often the periodic pass runs after the one at start-up. */
export const CARD_PASS_MS = 3600_000;

/**
 * Moves the cards whose dates came (docs/cards.md "The daily moves"): a card not started whose
 * chosen start date has come is activated; a frozen card whose freeze ended is unfrozen (its
 * expiry moves on by the days frozen); an active card past its last day, or a card not started
 * past its last start day, expires (a 'expire' ledger row; the balance stays as the record of
 * what was left). Each card moves in its own transaction through the transition table, so a
 * desk action on the same card in between is simply seen. Answers how many cards moved.
 */
export const runMemberCardPass = async (db: Database, now = new Date()): Promise<number> => {
  const today = chinaDate(now);
  let moved = 0;
  for (const due of await createMemberCardRepository(db).dueForPass(today)) {
    const actor: CardActor = { kind: 'system', accountId: null, storeId: due.store_id };
    await db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, due.store_id, due.id);
      if (
        card.expires_on !== null &&
        card.expires_on < today &&
        (card.status === 'active' || card.status === 'not_started')
      ) {
        await moveCard(trx, actor, card, 'expired', 'expired', {});
        await ledgerNote(trx, actor, card, 'expire', card.expires_on);
      } else if (card.status === 'not_started' && card.starts_on !== null && card.starts_on <= today) {
        await activateCard(trx, actor, card, today);
      } else if (card.status === 'frozen' && card.frozen_until !== null && card.frozen_until < today) {
        await unfreezeLocked(trx, actor, card, now);
      } else return;
      moved += 1;
    });
  }
  return moved;
};

/** Once soon after start-up, then hourly; stop() on the app's close. */
export const scheduleMemberCardPass = (db: Database, log: FastifyBaseLogger): PeriodicPass =>
  schedulePeriodicPass(
    async () => {
      const moved = await runMemberCardPass(db);
      if (moved > 0) log.info({ moved }, 'moved member cards whose dates came');
    },
    CARD_PASS_MS,
    log,
    'member card pass failed',
  );
