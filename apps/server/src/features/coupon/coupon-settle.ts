import type { Database } from '../../db/database';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import { type LedgerLine, platformAccount, postJournal, storeAccount } from '../../lib/ledger';
import { recordAudit } from '../../lib/transitions';
import { createCouponRepository } from './coupon.repository';

/** How often the settlement job runs (a redemption settles within a minute after its window). */
export const SETTLE_PASS_MS = 60_000;
/** Redemptions taken per batch by one run. */
const BATCH = 200;

/**
 * The settlement journal of a redemption (docs/coupons.md "Settlement"): the gross leaves the
 * store's custody, the net becomes available to the store, the fee is the platform's. Legs of
 * 0 fen are left out (a free item posts nothing; a fee of 0 posts two legs).
 */
export const settlementLines = (row: {
  store_id: number;
  gross_fen: number;
  fee_fen: number;
}): LedgerLine[] =>
  [
    { account: storeAccount('store_custody', row.store_id), amount_fen: -row.gross_fen },
    { account: storeAccount('store_available', row.store_id), amount_fen: row.gross_fen - row.fee_fen },
    { account: platformAccount('platform_fees'), amount_fen: row.fee_fen },
  ].filter((line) => line.amount_fen !== 0);

/**
 * Settles one redemption whose undo window has closed, in its own transaction: a guarded
 * undoable → settled (an undo that came first wins; the window's end is checked in the same
 * statement), then its journal `coupon_redemption:{id}:settle`, which posts once whatever runs.
 */
export const settleRedemption = async (db: Database, id: number, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const repository = createCouponRepository(trx);
    if (!(await repository.markSettled(id, now.toISOString()))) return false;
    const row = await repository.settlementRow(id);
    if (!row) return false;
    const entries = settlementLines({
      store_id: row.store_id,
      gross_fen: Number(row.gross_fen),
      fee_fen: Number(row.fee_fen),
    });
    if (entries.length >= 2)
      await postJournal(trx, {
        movement: { kind: 'coupon_redemption', id, key: 'settle' },
        actor: { kind: 'system', accountId: null },
        entries,
      });
    await recordAudit(trx, {
      actor: null,
      storeId: row.store_id,
      entity: 'coupon_redemption',
      entityId: id,
      from: 'undoable',
      to: 'settled',
    });
    return true;
  });

/** Settles every redemption due, in batches by id; answers how many settled. */
export const runSettlementPass = async (db: Database, now = new Date()): Promise<number> => {
  const repository = createCouponRepository(db);
  const nowIso = now.toISOString();
  return takeInBatches(
    { size: BATCH, start: 0, cursorOf: (due: { id: number }) => due.id },
    (after, size) => repository.dueForSettlement(nowIso, after, size),
    (due) => settleRedemption(db, due.id, now),
  );
};

export const couponSettlementJob: JobDefinition = {
  name: 'coupon-redemption-settle',
  everyMs: SETTLE_PASS_MS,
  run: ({ db, now }) => runSettlementPass(db, now),
};
