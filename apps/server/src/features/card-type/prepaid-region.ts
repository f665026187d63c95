import { type PrepaidRegion, prepaidRegions } from '@merchant/shared';
import type { Database } from '../../db/database';

/** A stored region as the shared type; anything unknown reads as 'none' (no caps). */
export const asPrepaidRegion = (stored: string | undefined): PrepaidRegion =>
  (prepaidRegions as readonly string[]).includes(stored ?? '') ? (stored as PrepaidRegion) : 'none';

/**
 * The region whose prepaid-card caps apply to the store's sales (stores.prepaid_region, set on
 * /card). For the caps check at issue time: pass it to `prepaidCapViolations` (shared).
 */
export const prepaidRegionOf = async (db: Database, storeId: number): Promise<PrepaidRegion> =>
  asPrepaidRegion(
    (await db.selectFrom('stores').select('prepaid_region').where('id', '=', storeId).executeTakeFirst())
      ?.prepaid_region,
  );
