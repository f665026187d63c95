import { Code, type CouponRedemption } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { storeScope, withIdempotency } from '../../lib/idempotency';
import { recordAudit, stateChanged } from '../../lib/transitions';
import { refreshOrderUsage } from '../order';
import { createCouponRepository } from './coupon.repository';
import { toRedemption } from './coupon-view';
import { countRedemptionHour } from './redemption-hours';

export interface CouponActor {
  accountId: number;
  storeId: number;
  requestId?: string | null;
}

/**
 * Undoes a redemption within its 60 minutes (docs/coupons.md "Undo"), once per request number:
 * only its maker or the store's owner (-403 otherwise); after the window it is settled (-409).
 * The redemption moves undoable → undone by a guarded update that also checks the window, then
 * the uses go back (guarded: never above the total, never to a refunded voucher) and the
 * voucher and order statuses follow. Nothing was posted to the ledger yet, so nothing reverses.
 */
export const undoRedemption = async (
  db: Database,
  actor: CouponActor,
  id: number,
  requestNo: string,
  now: Date = new Date(),
): Promise<CouponRedemption> =>
  withIdempotency(
    db,
    {
      scope: storeScope(actor.storeId),
      operation: 'coupon.undo',
      requestNo,
      request: { redemption_id: id },
    },
    async (trx) => {
      const repository = createCouponRepository(trx);
      const row = await repository.redemption(actor.storeId, id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'couponRedemptionNotFound');
      if (
        row.staff_account_id !== actor.accountId &&
        !(await repository.isOwner(actor.accountId, actor.storeId))
      )
        throw new AppError(Code.FORBIDDEN, 'couponUndoNotYours');
      if (row.status === 'undone') throw new AppError(Code.CONFLICT, 'couponAlreadyUndone');
      const at = now.toISOString();
      if (row.status === 'settled' || row.undo_deadline_at <= at)
        throw new AppError(Code.CONFLICT, 'couponUndoSettled');
      if (!(await repository.markUndone(id, actor.accountId, at))) throw stateChanged();
      if (!(await repository.giveUsesBack(row.voucher_id, row.times, at))) throw stateChanged();
      await refreshOrderUsage(trx, row.order_id, actor);
      await recordAudit(trx, {
        actor: actor.accountId,
        storeId: actor.storeId,
        entity: 'coupon_redemption',
        entityId: id,
        from: 'undoable',
        to: 'undone',
        requestId: actor.requestId ?? null,
      });
      // Last, as when it was made: the hour it was made in counts one fewer.
      await countRedemptionHour(trx, actor.storeId, row.created_at, -1);
      const undone = await repository.redemption(actor.storeId, id);
      return toRedemption(undone as NonNullable<typeof undone>, now);
    },
  );
