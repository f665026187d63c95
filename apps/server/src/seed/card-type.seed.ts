import type { Database } from '../db/database';
import type { CardTypeFields } from '../features/card-type/card-type.repository';
import { isoAgo } from '../lib/time';
import { demoFirstStoreId } from './demo-store';

const DAY = 86_400_000;

interface DemoCardType extends Partial<CardTypeFields> {
  name: string;
  kind: 'period' | 'count' | 'stored_value';
  price_fen: number;
  validity_days: number;
  status?: 'on_sale' | 'off_sale';
  /** Valid only for the store's first two courses (in id order). */
  twoCourses?: boolean;
}

/**
 * Every kind, every option at least once (docs/card-types.md "Demo data"): monthly and yearly
 * period cards, 10- and 30-session count cards (the 30 with gift sessions), a stored-value
 * card of 1,000 yuan with 100 yuan given, two shareable (2 and 3 holders), one for parallel
 * use, varied freeze rules, one off sale and one valid for two courses only. All within the
 * Shanghai caps, since the first store follows them.
 */
export const demoCardTypes: DemoCardType[] = [
  {
    name: '月卡',
    kind: 'period',
    price_fen: 39_900,
    validity_days: 30,
    freeze_allowed: 1,
    max_freeze_days: 15,
    max_freeze_times: 1,
    description: '30天内不限次数入场。',
    sort: 1,
  },
  {
    name: '年卡（双人）',
    kind: 'period',
    price_fen: 328_000,
    validity_days: 365,
    gift_days: 30,
    shareable: 1,
    max_holders: 2,
    freeze_allowed: 1,
    max_freeze_days: 60,
    max_freeze_times: 3,
    description: '一年不限次数，另送30天；可与一位家人共享。',
    sort: 2,
  },
  {
    name: '十次卡',
    kind: 'count',
    price_fen: 88_000,
    validity_days: 90,
    sessions: 10,
    description: '90天内任选10节课。',
    sort: 3,
  },
  {
    name: '三十次家庭卡',
    kind: 'count',
    price_fen: 240_000,
    validity_days: 365,
    sessions: 30,
    gift_sessions: 5,
    shareable: 1,
    max_holders: 3,
    parallel_use: 1,
    freeze_allowed: 1,
    max_freeze_days: 30,
    max_freeze_times: 2,
    description: '30次另送5次，最多3人共享，可同时使用。',
    sort: 4,
  },
  {
    name: '储值卡1000元',
    kind: 'stored_value',
    price_fen: 100_000,
    gift_fen: 10_000,
    validity_days: 730,
    description: '充1000元送100元，课程与服务均可抵扣。',
    sort: 5,
  },
  {
    name: '团课专享二十次卡',
    kind: 'count',
    price_fen: 150_000,
    validity_days: 180,
    sessions: 20,
    twoCourses: true,
    description: '仅限指定的两门团课使用。',
    sort: 6,
  },
  {
    name: '私教体验五次卡',
    kind: 'count',
    price_fen: 99_900,
    validity_days: 60,
    sessions: 5,
    status: 'off_sale',
    description: '体验活动已结束，暂停销售。',
    sort: 7,
  },
];

/**
 * The demo's card types on its first store, which follows Shanghai's prepaid rules (the
 * other store keeps 'none', so both settings can be seen). Seeding twice adds none.
 */
export const seedCardTypeDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const existing = await db
    .selectFrom('card_types')
    .select('id')
    .where('store_id', '=', storeId)
    .limit(1)
    .execute();
  if (existing.length > 0) return;
  await db.updateTable('stores').set({ prepaid_region: 'shanghai' }).where('id', '=', storeId).execute();
  const courses = await db
    .selectFrom('courses')
    .select('id')
    .where('store_id', '=', storeId)
    .orderBy('id')
    .limit(2)
    .execute();
  for (const [index, { twoCourses, status, ...fields }] of demoCardTypes.entries()) {
    const limited = twoCourses === true && courses.length === 2;
    const at = isoAgo((demoCardTypes.length - index) * DAY);
    const { id } = await db
      .insertInto('card_types')
      .values({
        ...fields,
        store_id: storeId,
        status: status ?? 'on_sale',
        all_courses: limited ? 0 : 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (limited)
      await db
        .insertInto('card_type_courses')
        .values(courses.map((c) => ({ card_type_id: id, course_id: c.id })))
        .execute();
  }
};
