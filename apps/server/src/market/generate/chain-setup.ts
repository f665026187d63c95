import type { Database } from '../../db/database';
import { columnsOf } from '../../features/course/course-wire';
import { priceLine } from '../../features/order/order-items';
import { hashPassword } from '../../lib/password';
import { type ListingInfo, listingOf } from './order-rows';

/**
 * The generated chain (docs/market.md "Generating a year"): its own merchant owner, its
 * studios (stores with approved claims, as onboarding leaves them) and each studio's online
 * listings. It never reuses the demo owner: the demo's two stores stay as the seed made them.
 */
export const CHAIN_PASSWORD = 'chain123';
const MERCHANT_ROLE = 2;

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '南京', '武汉', '西安', '苏州'];
const DISTRICTS = [
  '朝阳',
  '海淀',
  '徐汇',
  '静安',
  '天河',
  '南山',
  '西湖',
  '锦江',
  '鼓楼',
  '江汉',
  '雁塔',
  '姑苏',
];

/** The chain's catalogue: drop-in classes sell most, packs and camps less (weights). */
const CATALOGUE = [
  { category: 7, name: '单次团课体验', price: 6_900, sessions: 1, validity: 30, weight: 34 },
  { category: 4, name: '燃脂搏击单次课', price: 8_900, sessions: 1, validity: 30, weight: 20 },
  { category: 6, name: '私教体验课', price: 19_900, sessions: 1, validity: 60, weight: 14 },
  { category: 3, name: '少儿篮球五次卡', price: 59_900, sessions: 5, validity: 90, weight: 12 },
  { category: 4, name: '瑜伽十次卡', price: 99_900, sessions: 10, validity: 180, weight: 10 },
  { category: 6, name: '私教十节', price: 299_900, sessions: 10, validity: 180, weight: 5 },
  { category: 1, name: '中考体育集训营', price: 199_900, sessions: 20, validity: 120, weight: 3 },
  { category: 2, name: '周末体能冲刺班', price: 129_900, sessions: 8, validity: 90, weight: 2 },
];
const PURCHASE_NOTES = '购买后请在有效期内到店核销；团课需提前预约。';
const REFUND_TERMS = '未使用课时可随时申请退款；已使用课时按单价扣除。';

export interface Chain {
  ownerId: number;
  username: string;
  stores: { id: number; weight: number; listings: (ListingInfo & { weight: number })[] }[];
}

/** Refuses a database holding business data that the demo seed did not make (unless told). */
export const foreignBusinessData = async (db: Database): Promise<string | null> => {
  const demoStores = db
    .selectFrom('store_managers as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select('m.store_id')
    .where('a.username', '=', 'demo');
  for (const table of ['orders', 'members', 'member_cards'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', 'not in', demoStores)
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) return `${table}: ${row.n} rows outside the demo stores`;
  }
  return null;
};

export const createChain = async (
  db: Database,
  o: { stores: number; random: () => number; at: string },
): Promise<Chain> => {
  const r = o.random;
  let username = 'chain';
  for (
    let n = 2;
    await db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirst();
    n += 1
  )
    username = `chain-${n}`;
  const passwordHash = await hashPassword(CHAIN_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const { id: ownerId } = await trx
      .insertInto('accounts')
      .values({
        username,
        phone: null,
        password_hash: passwordHash,
        name: '连锁店主 (Chain owner)',
        avatar: '',
        role: MERCHANT_ROLE,
        created_at: o.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stores: Chain['stores'] = [];
    for (let s = 0; s < o.stores; s += 1) {
      const city = CITIES[s % CITIES.length] as string;
      const { id } = await trx
        .insertInto('stores')
        .values({
          name: `动力工场·${DISTRICTS[s % DISTRICTS.length]}${s + 1}号店`,
          city,
          address: `${city}${DISTRICTS[(s * 5) % DISTRICTS.length]}区健康路${100 + s}号`,
          phone: `021-6${String(1_000_000 + s * 7_919).slice(-7)}`,
          created_at: o.at,
          created_by: ownerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('store_managers')
        .values({ account_id: ownerId, store_id: id, created_at: o.at })
        .execute();
      await trx
        .insertInto('store_claims')
        .values({ store_id: id, account_id: ownerId, status: 'approved', created_at: o.at, decided_at: o.at })
        .execute();
      const listings: Chain['stores'][number]['listings'] = [];
      for (const c of CATALOGUE) {
        // Each studio prices a little differently (±15 %, whole yuan).
        const price = Math.round((c.price * (0.85 + 0.3 * r())) / 100) * 100;
        const fields = {
          category: c.category,
          name: c.name,
          detail: `${c.name}：专业教练带课，器械齐全。`,
          price,
          list_price: Math.round(price * 1.2),
          sessions: c.sessions,
          session_minutes: 60,
          validity_days: c.validity,
          class_size: 20,
          area_id: null,
          purchase_notes: PURCHASE_NOTES,
          refund_terms: REFUND_TERMS,
          refund_anytime: false,
          cover_upload_ids: [],
          coach_ids: [],
        };
        const { id: courseId } = await trx
          .insertInto('courses')
          .values({
            ...columnsOf(fields),
            store_id: id,
            status: 'online',
            reject_reasons: null,
            created_at: o.at,
            updated_time: o.at,
            submitted_at: o.at,
            decided_at: o.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Priced and snapshotted by the order feature's own priceLine, as every order of it will be.
        const line = await priceLine(trx, { item_type: 'listing', item_id: courseId, quantity: 1 });
        listings.push({ ...listingOf(line), weight: c.weight * (0.6 + 0.8 * r()) });
      }
      // Uneven studios: a few flagships, a long tail (log-normal weights).
      const gauss = Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
      stores.push({ id, weight: Math.exp(0.9 * gauss), listings });
    }
    return { ownerId, username, stores };
  });
};
