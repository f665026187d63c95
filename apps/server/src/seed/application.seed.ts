import type { Database } from '../db/database';
import { createApplicationRepository } from '../features/application/application.repository';
import { qualificationOf } from '../features/application/application-wire';
import { demoFirstStoreId } from './demo-store';

/**
 * The demo's first store has applied for both services: timed services APPROVED (so the
 * /timetable editor opens), per-visit services PENDING (so /numbertable shows the application
 * waiting for review). Other demo stores have none (the browser test applies on the second).
 * No materials: a seed cannot upload, and the rule "at least one material" binds submissions
 * through the API, not rows written here. No system messages: the demo's unread ones stay the
 * three the messages screen describes.
 */
export const seedApplicationDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const existing = await db
    .selectFrom('service_applications')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (existing) return;
  const qualification = JSON.stringify(await qualificationOf(createApplicationRepository(db), storeId));
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await db
    .insertInto('service_applications')
    .values([
      {
        store_id: storeId,
        type: 'timed',
        status: 'approved',
        description: '门店二楼有两片标准羽毛球场和一间私教室，按半小时出租场地，也可预约教练一对一指导。',
        qualification,
        submitted_at: day(20),
        decided_at: day(18),
        created_at: day(21),
        updated_at: day(18),
      },
      {
        store_id: storeId,
        type: 'count',
        status: 'pending',
        description: '一楼器械区和操房对非会员开放单次入场，也出售十次卡，可用于指定团课。',
        qualification,
        submitted_at: day(1),
        created_at: day(2),
        updated_at: day(1),
      },
    ])
    .execute();
};
