import type { CourseFields } from '@merchant/shared';
import type { Database } from '../db/database';
import { columnsOf } from '../features/course/course-wire';
import { isoAgo } from '../lib/time';
import { demoFirstStoreId } from './demo-store';

const DAY = 86_400_000;
const PURCHASE_NOTES = '购买后请在有效期内预约上课；课程开始前2小时可取消预约。';
const REFUND_TERMS = '未使用课时可随时申请退款；已使用课时按单价扣除。';

interface DemoListing {
  category: number;
  status: 'online' | 'offline' | 'draft' | 'pending' | 'rejected';
  name: string;
  detail: string;
  price: number;
  list_price: number;
  sessions: number;
  session_minutes: number;
  validity_days: number;
  class_size: number;
  coaches: string[];
  /** Index into the store's areas (in id order), if it has that many. */
  area: number | null;
  reject_reasons?: Record<string, string>;
  /** A pending revision of this live listing: the fields it changes. */
  revision?: Partial<CourseFields>;
  createdDaysAgo: number;
}

/**
 * One listing per category (spec §3) that together cover every status tab (spec §4): two
 * online (one with a pending revision), one offline, one to be submitted, one pending, one
 * rejected with reasons per field. No covers: a seed cannot upload (the console asks for one
 * before the next submission; docs/listings.md "Demo data").
 */
export const demoListings: DemoListing[] = [
  {
    category: 1,
    status: 'online',
    name: '中考体育集训营（暑期班）',
    detail: '## 集训内容\n- 立定跳远\n- 1000米/800米\n- 引体向上/仰卧起坐\n\n每周五练，含模拟测试。',
    price: 199_900,
    list_price: 259_900,
    sessions: 30,
    session_minutes: 90,
    validity_days: 60,
    class_size: 20,
    coaches: ['张伟', '刘洋'],
    area: 0,
    createdDaysAgo: 40,
  },
  {
    category: 2,
    status: 'offline',
    name: '中考体育冲刺训练（周末班）',
    detail: '考前八周冲刺，针对弱项逐项提分。',
    price: 129_900,
    list_price: 0,
    sessions: 16,
    session_minutes: 90,
    validity_days: 60,
    class_size: 15,
    coaches: ['张伟'],
    area: 0,
    createdDaysAgo: 35,
  },
  {
    category: 3,
    status: 'draft',
    name: '少儿篮球训练（6-10岁）',
    detail: '运球、传球、投篮基础与团队配合。',
    price: 159_900,
    list_price: 0,
    sessions: 24,
    session_minutes: 60,
    validity_days: 120,
    class_size: 12,
    coaches: ['刘洋'],
    area: 1,
    createdDaysAgo: 3,
  },
  {
    category: 4,
    status: 'pending',
    name: '精英成人训练营（减脂塑形）',
    detail: '八周系统训练，含体测与饮食指导。',
    price: 299_900,
    list_price: 359_900,
    sessions: 24,
    session_minutes: 75,
    validity_days: 70,
    class_size: 10,
    coaches: ['张伟', '陈静'],
    area: 1,
    createdDaysAgo: 5,
  },
  {
    category: 6,
    status: 'rejected',
    name: '私教一对一 体态矫正',
    detail: '一对一评估与矫正训练。',
    price: 3_000,
    list_price: 0,
    sessions: 10,
    session_minutes: 60,
    validity_days: 90,
    class_size: 1,
    coaches: ['陈静'],
    area: null,
    reject_reasons: {
      price: '十节私教的价格明显过低，请核实',
      detail: '请写明每节课的具体内容和评估方式',
    },
    createdDaysAgo: 8,
  },
  {
    category: 7,
    status: 'online',
    name: '健身月卡',
    detail: '30天内不限次数使用器械区与团课。',
    price: 29_900,
    list_price: 39_900,
    sessions: 30,
    session_minutes: 60,
    validity_days: 30,
    class_size: 50,
    coaches: [],
    area: null,
    revision: {
      name: '健身月卡（含淋浴）',
      price: 32_900,
      detail: '30天内不限次数使用器械区、团课与淋浴间。',
    },
    createdDaysAgo: 60,
  },
];

/**
 * The demo's listings in its first store (the lowest store id of account `demo`), with the
 * seeded coaches (by name) and whatever areas the area seed made (looked up by store; none is
 * fine). Skipped when the store has listings already.
 */
export const seedCourseDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const existing = await db
    .selectFrom('courses')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (existing) return;
  const coaches = await db
    .selectFrom('coaches')
    .select(['id', 'name'])
    .where('store_id', '=', storeId)
    .execute();
  const coachId = new Map(coaches.map((c) => [c.name, c.id]));
  const areas = await db
    .selectFrom('areas')
    .select('id')
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();

  for (const listing of demoListings) {
    const created = isoAgo(listing.createdDaysAgo * DAY);
    const changed = isoAgo((listing.createdDaysAgo - 1) * DAY);
    const decided =
      listing.status === 'online' || listing.status === 'offline' || listing.status === 'rejected';
    const submitted = decided || listing.status === 'pending';
    const areaId = listing.area === null ? null : (areas[listing.area]?.id ?? null);
    const coachIds = listing.coaches.flatMap((name) => {
      const id = coachId.get(name);
      return id === undefined ? [] : [id];
    });
    const fields: CourseFields = {
      category: listing.category,
      name: listing.name,
      cover_upload_ids: [],
      detail: listing.detail,
      price: listing.price,
      list_price: listing.list_price,
      sessions: listing.sessions,
      session_minutes: listing.session_minutes,
      validity_days: listing.validity_days,
      class_size: listing.class_size,
      coach_ids: coachIds,
      area_id: areaId,
      purchase_notes: PURCHASE_NOTES,
      refund_terms: REFUND_TERMS,
      refund_anytime: false,
    };
    const { id } = await db
      .insertInto('courses')
      .values({
        ...columnsOf(fields),
        store_id: storeId,
        status: listing.status,
        reject_reasons: listing.reject_reasons ? JSON.stringify(listing.reject_reasons) : null,
        created_at: created,
        updated_time: changed,
        submitted_at: submitted ? changed : null,
        decided_at: decided ? changed : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (coachIds.length > 0)
      await db
        .insertInto('course_coaches')
        .values(coachIds.map((coach_id) => ({ course_id: id, coach_id })))
        .execute();
    if (listing.revision) {
      const revised: CourseFields = { ...fields, ...listing.revision };
      const at = isoAgo(DAY);
      await db
        .insertInto('course_revisions')
        .values({
          course_id: id,
          store_id: storeId,
          status: 'pending',
          name: revised.name,
          data: JSON.stringify(revised),
          reject_reasons: null,
          created_at: at,
          updated_time: at,
          submitted_at: at,
          decided_at: null,
        })
        .execute();
    }
  }
};
