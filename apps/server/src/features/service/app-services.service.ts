import { type AppStoreServices, Code } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isServiceOpen } from '../application';
import { createCountServiceRepository } from './count-service.repository';
import { toCountServices } from './count-service.service';
import { createTimedServiceRepository } from './timed-service.repository';
import { toTimedServices } from './timed-service.service';

/**
 * What a consumer may buy of a store's services (scope app): its online timed and per-visit
 * services, each type only while the platform's approval of the store's application holds.
 */
export const storeServicesForApp = async (db: Database, storeId: number): Promise<AppStoreServices> => {
  const store = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  if (!store) throw new AppError(Code.NOT_FOUND, 'storeNotFound');
  const [timedOpen, countOpen] = await Promise.all([
    isServiceOpen(db, storeId, 'timed'),
    isServiceOpen(db, storeId, 'count'),
  ]);
  const [timed, count] = await Promise.all([
    timedOpen
      ? createTimedServiceRepository(db)
          .online(storeId)
          .then((rows) => toTimedServices(db, rows))
      : [],
    countOpen
      ? createCountServiceRepository(db)
          .online(storeId)
          .then((rows) => toCountServices(db, rows))
      : [],
  ]);
  return {
    timed: timed.map(({ id, resource_id: _r, status: _s, created_at: _c, updated_at: _u, ...rest }) => ({
      id,
      ...rest,
      min_price_fen: rest.min_units * rest.unit_price_fen,
    })),
    count: count.map(({ course_ids: _i, status: _s, created_at: _c, updated_at: _u, ...rest }) => rest),
  };
};
