import type { Database } from '../../db/database';

/**
 * Records that a member came (a card use, a check-in): `last_visit_at` moves forward only, so
 * a late-written older visit never hides a newer one. For the card and service features; run
 * it with their transaction so the visit and the use commit together.
 */
export const recordMemberVisit = async (trx: Database, memberId: number, at: string): Promise<void> => {
  await trx
    .updateTable('members')
    .set({ last_visit_at: at })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('last_visit_at', 'is', null), eb('last_visit_at', '<', at)]))
    .execute();
};
