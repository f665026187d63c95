import type { DecorationContent } from '@merchant/shared';
import type { Database } from '../db/database';
import { isoNow } from '../lib/time';
import { demoFirstStoreId } from './demo-store';

/** The demo's first store's decoration, published as is (docs/storefront.md). */
export const demoDecoration: DecorationContent = {
  introduction:
    '城市中心的综合运动馆，提供中考体能集训、青少年体能训练、成人训练营与私教课程。\n器械齐全，教练均持证上岗。',
  opening_hours: [
    { weekday: 1, open: '09:00', close: '21:30' },
    { weekday: 2, open: '09:00', close: '21:30' },
    { weekday: 3, open: '09:00', close: '21:30' },
    { weekday: 4, open: '09:00', close: '21:30' },
    { weekday: 5, open: '09:00', close: '21:30' },
    { weekday: 6, open: '08:00', close: '20:00' },
    { weekday: 7, open: '08:00', close: '18:00' },
  ],
  facilities: ['免费停车', '淋浴间', '储物柜', 'Wi-Fi', '母婴室'],
  price_list: [
    { item: '单次体验课', price: 4900 },
    { item: '月卡', price: 39900 },
    { item: '私教课（60分钟）', price: 29900 },
  ],
  notices: '请穿运动鞋入场；课程开始前15分钟可签到。',
};

/**
 * A published decoration for the demo's first store (the lowest store id of account `demo`),
 * its draft equal to the published copy. No pictures: a seed cannot upload.
 */
export const seedDecorationDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const exists = await db
    .selectFrom('store_decorations')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (exists) return;
  const json = JSON.stringify(demoDecoration);
  const now = isoNow();
  await db
    .insertInto('store_decorations')
    .values({
      store_id: storeId,
      draft: json,
      published: json,
      status: 'published',
      draft_updated_at: now,
      published_at: now,
      published_by: null,
    })
    .execute();
};
