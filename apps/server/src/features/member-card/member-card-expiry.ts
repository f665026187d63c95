import { chinaDate } from '@merchant/shared';
import type { Database } from '../../db/database';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import { activateCard, type CardActor, ledgerNote, lockCard, moveCard } from './card-core';
import { unfreezeLocked } from './card-freeze';
import { createMemberCardRepository } from './member-card.repository';

/** How often the job runs. */
export const CARD_PASS_MS = 3600_000;
/** Cards taken per batch by one run (a run stops after its time budget; the next goes on). */
const BATCH = 500;

/**
 * Moves the cards whose dates came (docs/cards.md "The daily moves"): a card not started whose
 * chosen start date has come is activated; a frozen card whose freeze ended is unfrozen (its
 * expiry moves on by the days frozen); an active card past its last day, or a card not started
 * past its last start day, expires (a 'expire' ledger row; the balance stays as the record of
 * what was left). Each card moves in its own transaction through the transition table, so a
 * desk action on the same card in between is simply seen. Cards are taken in batches of 500
 * in id order. Answers how many cards moved.
 */
export const runMemberCardPass = async (db: Database, now = new Date()): Promise<number> => {
  const today = chinaDate(now);
  const repository = createMemberCardRepository(db);
  type Due = Awaited<ReturnType<typeof repository.dueForPass>>[number];
  const move = async (due: Due): Promise<boolean> => {
    const actor: CardActor = { kind: 'system', accountId: null, storeId: due.store_id };
    return db.transaction().execute(async (trx) => {
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
      } else return false;
      return true;
    });
  };
  return takeInBatches(
    { size: BATCH, start: 0, cursorOf: (due: Due) => due.id },
    (after, size) => repository.dueForPass(today, after, size),
    move,
  );
};

/** The cards' daily moves, hourly (a day boundary in China time comes within the hour). */
export const memberCardMovesJob: JobDefinition = {
  name: 'member-card-moves',
  everyMs: CARD_PASS_MS,
  run: ({ db, now }) => runMemberCardPass(db, now),
};
