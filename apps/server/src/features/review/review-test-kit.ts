import type { Database } from '../../db/database';
import { createMerchant, createSessionToken } from '../../test/factories';
import { storeCall } from '../../test/store-call';
import type { TestApp } from '../../test/test-app';
import { appConsumer, shareEmployee } from '../card-share/card-share-test-kit';
import { insertCourse } from '../card-type/card-type-test-kit';
import { storeFile } from '../coach/coach-test-kit';
import { requestNo } from '../member-card/member-card-test-kit';
import { platformToken, uploadedFile } from '../onboarding/onboarding-test-kit';
import { buyAndPay } from '../order/order-test-kit';
import { insertCoach } from '../timetable/schedule-test-kit';

/**
 * Helpers of the review tests: used orders come from the real path, POST /app/order → /pay
 * (the sandbox's signed notification) → the desk redeems uses of the voucher.
 */

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

/**
 * An order of `consumer` for the store's listing (10 uses), bought and paid through the sandbox's
 * signed notification, with `used` uses redeemed at the desk by the store's owner. `status`, when
 * given, is set on the order afterwards (a state the flow would take longer to reach).
 */
export const usedOrder = async (
  t: TestApp,
  store: ReviewStore,
  consumer: { accountId: number; phone: string; token: string },
  options: { used?: number; status?: string; courseId?: number } = {},
) => {
  const db = t.app.deps.db;
  const used = options.used ?? 1;
  const courseId = options.courseId ?? store.courseId;
  await db.updateTable('courses').set({ sessions: 10 }).where('id', '=', courseId).execute();
  const order = await buyAndPay(t, consumer, [{ item_type: 'listing', item_id: courseId, quantity: 1 }]);
  const code = order.vouchers[0]?.code as string;
  if (used > 0) {
    const res = await storeCall(t, store, 'POST', `/member/coupon/validate/${code}/${used}`, {
      confirm: true,
      request_no: requestNo('redeem'),
    });
    if (res.body.code !== 0) throw new Error(`redemption refused: ${JSON.stringify(res.body)}`);
  }
  if (options.status !== undefined)
    await db.updateTable('orders').set({ status: options.status }).where('id', '=', order.id).execute();
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
  const orderId = await usedOrder(t, store, consumer, { courseId: body.courseId });
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
