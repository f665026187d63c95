import type { Database } from '../db/database';
import { isoNow } from '../lib/time';
import { demoFirstStoreId } from './demo-store';

const weekdays = (ranges: [string, string][], weekend: [string, string][]) =>
  JSON.stringify({
    '1': ranges,
    '2': ranges,
    '3': ranges,
    '4': ranges,
    '5': ranges,
    '6': weekend,
    '7': weekend,
  });

/**
 * Two areas of the demo's first store (docs/schedule.md): a studio room (one session at a
 * time) and a pool whose lanes may hold sessions side by side.
 */
export const seedAreaDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const now = isoNow();
  await db
    .insertInto('areas')
    .values([
      {
        store_id: storeId,
        name: '一号操房',
        capacity: 25,
        type: 'room',
        opening_hours: weekdays([['06:30', '22:00']], [['08:00', '20:00']]),
        allow_overlap: 0,
        created_at: now,
        updated_at: now,
      },
      {
        store_id: storeId,
        name: '恒温泳池',
        capacity: 16,
        type: 'pool',
        opening_hours: weekdays(
          [
            ['07:00', '12:00'],
            ['14:00', '21:00'],
          ],
          [['08:00', '20:00']],
        ),
        allow_overlap: 1,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
};
