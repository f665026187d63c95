import type { CardTypeBody } from '@merchant/shared';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { writeMemberSearch } from '../member/member-search';

export {
  type CoachOwner as CardOwner,
  coachCall as cardCall,
  coachOwner as cardOwner,
} from '../coach/coach-test-kit';

let serial = 0;

/** A valid body of each kind; `overrides` may also be invalid on purpose (tests of refusals). */
export const cardTypePayload = (overrides: Partial<Record<keyof CardTypeBody, unknown>> = {}): CardTypeBody =>
  ({
    name: '十次卡',
    kind: 'count',
    price_fen: 80_000,
    validity_days: 180,
    sessions: 10,
    gift_sessions: 2,
    ...overrides,
  }) as CardTypeBody;

/** A course of the store, written directly (the card type only needs its id and name). */
export const insertCourse = async (db: Database, storeId: number, name = '瑜伽') => {
  serial++;
  const now = isoNow();
  const { id } = await db
    .insertInto('courses')
    .values({
      store_id: storeId,
      category: 7,
      status: 'online',
      name: `${name}${serial}`,
      price: 19_900,
      sessions: 10,
      session_minutes: 60,
      validity_days: 30,
      class_size: 20,
      area_id: null,
      reject_reasons: null,
      created_at: now,
      updated_time: now,
      submitted_at: null,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** A card sold of the type, written directly (the member-card feature issues them for real). */
export const insertSoldCard = async (db: Database, storeId: number, cardTypeId: number) => {
  serial++;
  const now = isoNow();
  const member = await db
    .insertInto('members')
    .values({
      store_id: storeId,
      full_name: '李雷',
      phone: `139${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`,
      id_card_hash: null,
      id_card_masked: null,
      guardian_name: null,
      guardian_phone: null,
      app_account_id: null,
      last_visit_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'full_name', 'phone'])
    .executeTakeFirstOrThrow();
  await writeMemberSearch(db, storeId, member.id, member);
  await db
    .insertInto('member_cards')
    .values({
      store_id: storeId,
      card_type_id: cardTypeId,
      card_no: `CT${Date.now()}${serial}`.slice(0, 20),
      member_id: member.id,
      status: 'not_started',
      kind: 'count',
      name: '十次卡',
      paid_fen: 80_000,
      validity_days: 180,
      sessions: 10,
      shareable: 0,
      max_holders: 1,
      parallel_use: 0,
      freeze_allowed: 0,
      max_freeze_days: 0,
      max_freeze_times: 0,
      balance: 12,
      issued_at: now,
      activated_at: null,
      starts_on: null,
      expires_on: null,
      frozen_at: null,
      frozen_until: null,
      refunded_at: null,
      refund_fen: null,
      request_no: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
};
