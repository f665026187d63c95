import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import type { TestApp } from '../../test/test-app';
import { appConsumer, shareEmployee } from '../card-share/card-share-test-kit';
import { insertCourse } from '../card-type/card-type-test-kit';
import { storeFile } from '../coach/coach-test-kit';
import { platformToken, uploadedFile } from '../onboarding/onboarding-test-kit';
import { insertCoach } from '../timetable/schedule-test-kit';

/**
 * Helpers of the review tests.
 *
 * TEMPORARY (until the orders engineer's flow is merged): `usedOrder` INSERTS an order, its
 * listing item and a voucher with uses_left < uses_total DIRECTLY, as the orders contract
 * (tables-order.ts) describes a paid order after one redemption. At merge the coordinator
 * switches it to the real path: POST /app/order → /pay (sandbox) → redeem the voucher.
 */

let serial = 0;

export interface ReviewStore {
  accountId: number;
  storeId: number;
  token: string;
  courseId: number;
}

/** A merchant with one store and one listing, signed in on it. */
export const reviewStore = async (db: Database): Promise<ReviewStore> => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  return {
    accountId: m.accountId,
    storeId,
    token: await createSessionToken(db, m.accountId, { storeId }),
    courseId: await insertCourse(db, storeId, '普拉提'),
  };
};

/** TEMPORARY (see above): an order of `consumer` for the store's listing, with `used` voucher uses. */
export const usedOrder = async (
  db: Database,
  store: ReviewStore,
  consumer: { accountId: number; phone: string },
  options: { used?: number; status?: string; courseId?: number } = {},
) => {
  serial++;
  const now = isoNow();
  const used = options.used ?? 1;
  const courseId = options.courseId ?? store.courseId;
  const course = await db
    .selectFrom('courses')
    .select('name')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `O20261127${String(Date.now()).slice(-6)}${String(serial).padStart(4, '0')}`,
      store_id: store.storeId,
      kind: 'item',
      buyer_account_id: consumer.accountId,
      buyer_phone: consumer.phone,
      member_id: null,
      status: options.status ?? (used >= 10 ? 'used' : used > 0 ? 'partly_used' : 'paid'),
      refund_status: null,
      total_fen: 19_900,
      title: course.name,
      category: 7,
      item_count: 1,
      pay_deadline_at: now,
      paid_at: now,
      closed_at: null,
      cancelled_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      store_id: store.storeId,
      line: 1,
      item_type: 'listing',
      item_id: courseId,
      name: course.name,
      category: 7,
      unit_price_fen: 19_900,
      quantity: 1,
      amount_fen: 19_900,
      uses_per_unit: 10,
      validity_days: 30,
      slot_starts_at: null,
      slot_ends_at: null,
      units: null,
      snapshot: '{}',
      card_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vouchers')
    .values({
      code: `${Date.now()}`.slice(-8) + String(serial).padStart(4, '0'),
      store_id: store.storeId,
      order_id: order.id,
      order_item_id: item.id,
      member_id: 0,
      uses_total: 10,
      uses_left: 10 - used,
      valid_from: now,
      valid_to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      status: used >= 10 ? 'used' : 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return order.id;
};

export const newConsumer = (db: Database) => appConsumer(db);

/** A consumer's own uploaded file (no store: `accounts/{id}/…`). */
export const consumerFile = (db: Database, accountId: number, purpose: 'image' | 'video' = 'image') =>
  uploadedFile(db, accountId, purpose);

export { insertCoach, platformToken, shareEmployee as reviewEmployee, storeFile };

/** Calls the API as a consumer (no store). */
export const appCall = async (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: `Bearer ${token}`, cookie: 'language=en' },
  });
  return { status: res.statusCode, body: res.json() };
};

export const reviewCall = storeCall;

/** The consumer reviews a fresh used order of the store; answers the review id. */
export const givenReview = async (
  t: TestApp,
  store: ReviewStore,
  body: {
    stars?: number;
    text?: string;
    video?: boolean;
    pictures?: number;
    coach_id?: number;
    courseId?: number;
  } = {},
) => {
  const db = t.app.deps.db;
  const consumer = await newConsumer(db);
  const orderId = await usedOrder(db, store, consumer, { courseId: body.courseId });
  const picture_ids: number[] = [];
  for (let i = 0; i < (body.pictures ?? 0); i++) picture_ids.push(await consumerFile(db, consumer.accountId));
  const video_id = body.video ? await consumerFile(db, consumer.accountId, 'video') : undefined;
  const res = await appCall(t, consumer.token, 'POST', '/app/review', {
    order_id: orderId,
    stars: body.stars ?? 5,
    text: body.text ?? '很好的课程',
    picture_ids,
    ...(video_id ? { video_id } : {}),
    ...(body.coach_id ? { coach_id: body.coach_id } : {}),
  });
  if (res.body.code !== 0) throw new Error(`review refused: ${JSON.stringify(res.body)}`);
  return res.body.value.id as number;
};
