import type { CoachBody } from '@merchant/shared';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { storeCall } from '../../test/store-call';

let serial = 0;

/** A file recorded in the store's media library, as features/upload records a reported upload. */
export const storeFile = async (db: Database, storeId: number, accountId: number, purpose = 'image') => {
  serial++;
  const { id } = await db
    .insertInto('uploaded_files')
    .values({
      store_id: storeId,
      account_id: accountId,
      key: `stores/${storeId}/2026/11/${String(serial).padStart(16, '0')}-coach.jpg`,
      file_name: 'coach.jpg',
      size: 1000,
      content_type: purpose === 'document' ? 'application/pdf' : 'image/jpeg',
      md5: null,
      purpose,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** `YYYY-MM-DD` `days` from today in China (the rule's today). */
export const dayIn = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A valid body; `overrides` may also be invalid on purpose (tests of refusals). */
export const coachPayload = (overrides: object = {}): CoachBody => ({
  name: '张伟',
  phone: '13800138000',
  title: '高级教练',
  specialties: ['团课', '燃脂'],
  introduction: '十年团课经验',
  type: 'group',
  sort: 1,
  certificates: [{ name: '国家职业资格证', number: 'NO-1', expires_on: dayIn(400) }],
  ...overrides,
});

export interface CoachOwner extends MerchantFixture {
  token: string;
  storeId: number;
}

/** A merchant with one store, signed in on it. */
export const coachOwner = async (db: Database): Promise<CoachOwner> => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  return { ...m, storeId, token: await createSessionToken(db, m.accountId, { storeId }) };
};

/** Calls the API as `who` in its store (X-Store-Id), in `lang`. */
export const coachCall = storeCall;

/** The coach messages an account holds. */
export const coachMessages = (db: Database, accountId: number) =>
  db
    .selectFrom('system_messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('category', '=', 'coach')
    .execute();
