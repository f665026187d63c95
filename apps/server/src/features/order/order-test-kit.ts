import type { AppOrderDetail, AppOrderPayResult, OrderItemInput, SandboxPayOptions } from '@merchant/shared';
import type { Database } from '../../db/database';
import { type PaymentProviders, paymentProviders } from '../../lib/payments';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { insertCourse } from '../decoration/storefront-test-kit';
import { type CardOwner, cardOwner, insertCardType, requestNo } from '../member-card/member-card-test-kit';
import { approveService } from '../service/service-test-kit';
import { nextAddress, nextPhone } from '../user/user-test-kit';

/**
 * The orders test kit (docs/orders.md "Test kit"), for every feature that needs a paid order:
 * a consumer signed in by the real phone-code calls, a store selling a listing, a visit pack
 * and a card type, orders placed and paid through the sandbox's real signed notification over
 * HTTP (the app listens on a loopback port), waited on until paid.
 */

export interface Consumer {
  accountId: number;
  phone: string;
  token: string;
}

/** Signs a consumer in through POST /user/sendcode and POST /app/login_phone. */
export const signInConsumer = async (t: TestApp, phone = nextPhone()): Promise<Consumer> => {
  const ip = nextAddress();
  const sent = await t.app.inject({ method: 'POST', url: `/api/user/sendcode/${phone}`, remoteAddress: ip });
  if (sent.json().code !== 0) throw new Error(`sendcode failed: ${sent.body}`);
  const code = t.sms.filter((m) => m.phone === phone).at(-1)?.code as string;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/login_phone',
    payload: { phone, code },
    remoteAddress: ip,
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`app sign-in failed: ${res.body}`);
  const account = await t.app.deps.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', `app:${phone}`)
    .executeTakeFirstOrThrow();
  return { accountId: account.id, phone, token: body.value.token as string };
};

/** Where the sandbox posts: the app listening on a loopback port (once per app). */
const listening = new WeakMap<TestApp, string>();
export const listenForNotifications = async (t: TestApp): Promise<string> => {
  const known = listening.get(t);
  if (known) return known;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  const host = `127.0.0.1:${address.port}`;
  listening.set(t, host);
  return host;
};

/** Calls the consumer API as `who` (the Host is the listening address once listening). */
export const appCall = async (
  t: TestApp,
  who: Consumer,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => {
  const host = listening.get(t);
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...bearer(who.token), cookie: 'language=en', ...(host ? { host } : {}) },
  });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};

export interface SellingStore extends CardOwner {
  listingId: number;
  packId: number;
  cardTypeId: number;
}

/** A merchant's store selling an online listing (12 sessions, 199 yuan), a 10-visit pack (300 yuan) and a count card type. */
export const sellingStore = async (db: Database): Promise<SellingStore> => {
  const owner = await cardOwner(db);
  const listingId = await insertCourse(db, owner.storeId, { name: '燃脂搏击操', price: 19_900 });
  await approveService(db, owner.storeId, 'count');
  const now = new Date().toISOString();
  const { id: packId } = await db
    .insertInto('count_services')
    .values({
      store_id: owner.storeId,
      name: '10次游泳',
      visits: 10,
      price_fen: 30_000,
      validity_days: 90,
      per_week_limit: null,
      description: '',
      status: 'online',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardTypeId = await insertCardType(db, owner.storeId, { name: '十次卡', price_fen: 100_000 });
  return { ...owner, listingId, packId, cardTypeId };
};

/** Places an order (fails the test when refused). */
export const placeOrder = async (
  t: TestApp,
  who: Consumer,
  items: OrderItemInput[],
  extra: { member_id?: number; request_no?: string } = {},
): Promise<AppOrderDetail> => {
  const res = await appCall(t, who, 'POST', '/app/order', {
    items,
    request_no: requestNo('order'),
    ...extra,
  });
  if (res.body.code !== 0) throw new Error(`order refused: ${res.raw}`);
  return res.body.value as AppOrderDetail;
};

/** Opens a sandbox payment of the order (fails the test when refused). */
export const payOrder = async (
  t: TestApp,
  who: Consumer,
  orderId: number,
  sandbox: Partial<SandboxPayOptions> = {},
): Promise<AppOrderPayResult> => {
  await listenForNotifications(t);
  const res = await appCall(t, who, 'POST', `/app/order/${orderId}/pay`, {
    channel: 'sandbox',
    sandbox: { delay_ms: 50, ...sandbox },
    request_no: requestNo('pay'),
  });
  if (res.body.code !== 0) throw new Error(`pay refused: ${res.raw}`);
  return res.body.value as AppOrderPayResult;
};

/** Reads the order as its buyer until `until` holds (or throws after `timeoutMs`). */
export const waitForOrder = async (
  t: TestApp,
  who: Consumer,
  orderId: number,
  until: (order: AppOrderDetail) => boolean = (o) => o.status === 'paid',
  timeoutMs = 10_000,
): Promise<AppOrderDetail> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await appCall(t, who, 'GET', `/app/order/${orderId}`);
    const order = res.body.value as AppOrderDetail;
    if (res.body.code === 0 && until(order)) return order;
    if (Date.now() > end) throw new Error(`order ${orderId} did not get there: ${res.raw}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
};

/** Orders `items`, pays through the sandbox's signed notification, and answers the paid order with its vouchers. */
export const buyAndPay = async (
  t: TestApp,
  who: Consumer,
  items: OrderItemInput[],
  extra: { member_id?: number } = {},
): Promise<AppOrderDetail> => {
  const order = await placeOrder(t, who, items, extra);
  await payOrder(t, who, order.id);
  return waitForOrder(t, who, order.id);
};

/** The app's payment providers (the sandbox's `notificationFor` signs a notification a test posts itself). */
export const providersOf = (t: TestApp): PaymentProviders =>
  paymentProviders({ config: t.app.deps.config, db: t.app.deps.db, log: t.app.log });

/** Posts a notification body to the notify route as a channel would. */
export const postNotification = async (t: TestApp, body: unknown, provider = 'sandbox') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${provider}`,
    payload: body as object,
  });
  return { status: res.statusCode, raw: res.body };
};

/** Delivers the outbox (the provider's refund) until the order's refund settles; answers its end state. */
export const settleRefund = async (t: TestApp, orderId: number): Promise<string> => {
  const db = t.app.deps.db;
  for (let i = 0; i < 100; i += 1) {
    await t.app.deps.outbox.deliverDue(db);
    const row = await db
      .selectFrom('orders')
      .select('refund_status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (row.refund_status === 'refunded' || row.refund_status === 'failed') return row.refund_status;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`refund of order ${orderId} did not settle`);
};
