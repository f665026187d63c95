import { RoleCode } from '@merchant/shared';
import type { Database } from '../db/database';
import { hashPassword } from '../lib/password';
import { isoAgo, isoNow } from '../lib/time';

/**
 * The onboarding part of the demo: the platform account that reviews claims, stores nobody
 * has claimed yet (the wizard lists them), and a new merchant whose claim of one of them waits
 * for qualifications (the platform's list shows it).
 */
export const demoPlatform = { username: 'platform', password: 'platform123', name: '平台审核员 (Platform)' };
export const demoNewMerchant = {
  username: '13900139000',
  phone: '13900139000',
  password: 'newbie123',
  name: '周店长 (New merchant)',
};
export const demoUnclaimedStores = [
  {
    name: '动力源健身·望京店',
    city: '北京',
    address: '朝阳区望京街10号望京SOHO T2 B1层',
    phone: '010-64701234',
  },
  { name: '浪花游泳培训·徐汇店', city: '上海', address: '徐汇区漕溪北路88号3层', phone: '021-64871234' },
  {
    name: '飞跃篮球训练营·南山店',
    city: '深圳',
    address: '南山区科技园南区高新南七道6号',
    phone: '0755-26001234',
  },
];

const HOUR = 3600 * 1000;

/** Runs inside the demo seed's transaction. */
export const seedOnboardingDemo = async (trx: Database): Promise<void> => {
  const [platformHash, merchantHash] = await Promise.all([
    hashPassword(demoPlatform.password),
    hashPassword(demoNewMerchant.password),
  ]);
  await trx
    .insertInto('accounts')
    .values({
      username: demoPlatform.username,
      phone: null,
      password_hash: platformHash,
      name: demoPlatform.name,
      avatar: '',
      role: RoleCode.platform,
      created_at: isoNow(),
    })
    .execute();
  const merchant = await trx
    .insertInto('accounts')
    .values({
      username: demoNewMerchant.username,
      phone: demoNewMerchant.phone,
      password_hash: merchantHash,
      name: demoNewMerchant.name,
      avatar: '',
      role: RoleCode.merchant,
      created_at: isoAgo(2 * HOUR),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storeIds: number[] = [];
  for (const store of demoUnclaimedStores) {
    const row = await trx
      .insertInto('stores')
      .values({ ...store, created_at: isoNow(), created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    storeIds.push(row.id);
  }
  // Qualifications need uploaded photos, which a seed cannot make, so the claim waits for them.
  await trx
    .insertInto('store_claims')
    .values({
      store_id: storeIds[0] as number,
      account_id: merchant.id,
      status: 'pending',
      created_at: isoAgo(HOUR),
    })
    .execute();
};
