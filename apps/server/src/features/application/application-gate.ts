import type { ServiceType } from '@merchant/shared';
import type { Database } from '../../db/database';

/**
 * A store sells timed or per-visit services only once the platform approved its application
 * for that type. The service calls ask this before every write.
 */
export const isServiceOpen = async (db: Database, storeId: number, type: ServiceType): Promise<boolean> => {
  const row = await db
    .selectFrom('service_applications')
    .select('status')
    .where('store_id', '=', storeId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.status === 'approved';
};
