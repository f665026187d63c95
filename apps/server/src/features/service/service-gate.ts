import { Code, type ServiceType } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isServiceOpen } from '../application';

/**
 * Refuses (-403, "apply to open … first") a write to a service type whose application the
 * platform has not approved for the store. Called inside the write's transaction.
 */
export const requireServiceOpen = async (db: Database, storeId: number, type: ServiceType): Promise<void> => {
  if (!(await isServiceOpen(db, storeId, type)))
    throw new AppError(Code.FORBIDDEN, type === 'timed' ? 'timedServiceClosed' : 'countServiceClosed');
};

/** Who acts, in which store, for which request (the log line in the operation log). */
export interface ServiceActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}
