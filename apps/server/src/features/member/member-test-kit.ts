import { idCardCheckCharacter, type MemberBody } from '@merchant/shared';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import { functionIds, insertEmployment } from '../employee/employee-test-kit';

let serial = 0;

/** A phone number no other test member has. */
export const nextMemberPhone = () => {
  serial++;
  return `137${String((Date.now() % 1e5) * 1000 + serial)
    .padStart(8, '0')
    .slice(-8)}`;
};

/** A valid 18-character ID card number (right check character) born on `birth` (YYYYMMDD). */
export const validIdCard = (sequence: number, birth = '19900307', region = '110101'): string => {
  const first17 = `${region}${birth}${String(sequence % 1000).padStart(3, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
};

/** A valid adult walk-in; `overrides` may be invalid on purpose. */
export const memberPayload = (overrides: Partial<Record<keyof MemberBody, unknown>> = {}): MemberBody =>
  ({
    full_name: '王小明',
    phone: nextMemberPhone(),
    ...overrides,
  }) as MemberBody;

export interface MemberOwner extends MerchantFixture {
  token: string;
  storeId: number;
}

/** A merchant with one store, signed in on it. */
export const memberOwner = async (db: Database): Promise<MemberOwner> => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  return { ...m, storeId, token: await createSessionToken(db, m.accountId, { storeId }) };
};

/** An employee of `owner`'s store holding only the named button permissions. */
export const memberStaff = async (db: Database, owner: MemberOwner, ...permissions: string[]) => {
  const staff = await createMerchant(db, { stores: 0 });
  const ids = permissions.length === 0 ? [] : await functionIds(db, ...permissions);
  await insertEmployment(db, {
    owner: owner.accountId,
    account: staff.accountId,
    phone: staff.phone,
    storeIds: [owner.storeId],
    functionIds: [...ids],
  });
  return {
    token: await createSessionToken(db, staff.accountId, { storeId: owner.storeId }),
    storeId: owner.storeId,
  };
};

/** Calls the API as `who` in its store (X-Store-Id), in `lang`. */
export const memberCall = storeCall;

/**
 * A card of `kind` in `status` held by `memberId` (owner), made directly in the tables (the
 * card features own the calls that issue cards); `holders` are added as sharers.
 */
export const insertHeldCard = async (
  db: Database,
  storeId: number,
  memberId: number,
  options: { status?: string; expiresOn?: string | null; holders?: number[] } = {},
) => {
  serial++;
  const now = isoNow();
  const type = await db
    .insertInto('card_types')
    .values({
      store_id: storeId,
      name: '次卡',
      kind: 'count',
      price_fen: 100_000,
      validity_days: 365,
      sessions: 10,
      status: 'on_sale',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const card = await db
    .insertInto('member_cards')
    .values({
      store_id: storeId,
      card_type_id: type.id,
      card_no: `T${Date.now() % 1e9}${serial}`,
      member_id: memberId,
      status: options.status ?? 'active',
      kind: 'count',
      name: '十次卡',
      paid_fen: 100_000,
      validity_days: 365,
      sessions: 10,
      shareable: 1,
      max_holders: 3,
      parallel_use: 0,
      freeze_allowed: 1,
      max_freeze_days: 30,
      max_freeze_times: 2,
      balance: 10,
      issued_at: now,
      starts_on: options.expiresOn === null ? null : '2026-01-01',
      expires_on: options.expiresOn === undefined ? '2027-12-31' : options.expiresOn,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('card_holders')
    .values([
      { card_id: card.id, member_id: memberId, role: 'owner', created_at: now },
      ...(options.holders ?? []).map((member_id) => ({
        card_id: card.id,
        member_id,
        role: 'shared',
        created_at: now,
      })),
    ])
    .execute();
  return card.id;
};
