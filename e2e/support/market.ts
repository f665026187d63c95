/**
 * The marketplace as the browser tests use it: business data made through the real gateway,
 * never written into the database. A consumer signs in by phone code (the demo SMS sender's
 * outbox), orders through POST /app/order, pays through the sandbox (whose signed notification
 * the server receives over HTTP) and waits for paid; the demo store's desk redeems vouchers; the
 * merchant reads the "new order" messages the payments sent.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type {
  AppOrderDetail,
  AppOrderPayResult,
  AppStorePage,
  CouponRedeemResult,
  DecorationState,
  OrderItemInput,
  UploadCredential,
  UploadedFile,
} from '@merchant/shared';
import { expect } from 'vitest';
import { api, dataDir } from './app';
import { latestSmsCode } from './outbox';

export interface Consumer {
  phone: string;
  token: string;
}

/** A fresh request number for one action (the same one would be sent on a retry). */
export const requestNo = (what: string) => `e2e-${what}-${randomUUID()}`;

/**
 * A new consumer signed in by phone code: POST /user/sendcode, the code from the demo SMS
 * outbox, POST /app/login_phone. Each consumer calls from an address of its own, as shoppers on
 * their phones do: the server allows 20 codes an hour to one address, and the merchant's own
 * journeys (the owner's codes) use 127.0.0.1's.
 */
export const signInConsumer = async (
  phone = `137${String(randomInt(10 ** 8)).padStart(8, '0')}`,
): Promise<Consumer> => {
  const from = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const sent = await api('POST', `/user/sendcode/${phone}`, { from });
  expect(sent.code, sent.message).toBe(0);
  const login = await api<{ token: string }>('POST', '/app/login_phone', {
    from,
    body: { phone, code: latestSmsCode(dataDir(), phone) },
  });
  expect(login.code, login.message).toBe(0);
  return { phone, token: login.value.token };
};

export type ShownListing = AppStorePage['listings'][number];

/**
 * The merchant's selected store (the demo's first) and one of its online listings as the consumer
 * sees them: the first, unless `pick` chooses (other files add listings to the same store).
 */
export const demoListing = async (
  merchant: string,
  consumer: Consumer,
  pick: (listings: ShownListing[]) => ShownListing | undefined = (listings) => listings[0],
) => {
  const storeId = (await api<DecorationState>('GET', '/store/decoration', { token: merchant })).value.store
    .id;
  const page = await api<AppStorePage>('GET', `/app/stores/${storeId}`, { token: consumer.token });
  const listing = pick(page.value.listings);
  if (!listing) throw new Error('the demo store has no online listing');
  return { storeId, listing };
};

/** Reads the buyer's order until `until` holds (10 s at most). */
export const waitForOrder = async (
  consumer: Consumer,
  orderId: number,
  until: (order: AppOrderDetail) => boolean,
): Promise<AppOrderDetail> => {
  const end = Date.now() + 10_000;
  for (;;) {
    const order = (await api<AppOrderDetail>('GET', `/app/order/${orderId}`, { token: consumer.token }))
      .value;
    if (until(order)) return order;
    if (Date.now() > end) throw new Error(`order ${order.order_no} did not get there: ${order.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Orders `items` and pays through the sandbox; answers the paid order with its vouchers. */
export const buyAndPay = async (consumer: Consumer, items: OrderItemInput[]): Promise<AppOrderDetail> => {
  const order = await api<AppOrderDetail>('POST', '/app/order', {
    token: consumer.token,
    body: { items, request_no: requestNo('order') },
  });
  expect(order.code, order.message).toBe(0);
  const pay = await api<AppOrderPayResult>('POST', `/app/order/${order.value.id}/pay`, {
    token: consumer.token,
    body: { channel: 'sandbox', sandbox: { delay_ms: 100 }, request_no: requestNo('pay') },
  });
  expect(pay.code, pay.message).toBe(0);
  return waitForOrder(consumer, order.value.id, (o) => o.status === 'paid');
};

/** The desk redeems `times` uses of a voucher code in `storeId` (POST /member/coupon/validate with confirm). */
export const redeem = async (
  merchant: string,
  storeId: number,
  code: string,
  times: number,
): Promise<CouponRedeemResult> => {
  const answer = await api<CouponRedeemResult>('POST', `/member/coupon/validate/${code}/${times}`, {
    token: merchant,
    storeId,
    body: { confirm: true, request_no: requestNo('redeem') },
  });
  expect(answer.code, answer.message).toBe(0);
  return answer.value;
};

/**
 * Marks read the merchant's unread system messages whose title starts with one of `titles`
 * (the "new order" and "refund requested" messages the flow sent), so that messages.e2e.ts
 * counts only the seed's.
 */
export const readMessages = async (merchant: string, titles: string[]) => {
  const unread = await api<{ content: { id: number; title: string }[] }>('POST', '/message/system/list', {
    token: merchant,
    body: {
      pageable: { number: 1, size: 100 },
      restrictions: [{ name: 'read', operator: '=', value: false }],
    },
  });
  for (const message of unread.value.content.filter((m) => titles.some((t) => m.title.startsWith(t))))
    await api('GET', `/message/system/read/${message.id}`, { token: merchant });
};

/**
 * Uploads a file as the consumer does (docs/uploads.md): a credential for one key under the
 * consumer's account (GET /app/upload/credential), the bytes PUT to the storage with it (the
 * embedded store speaks S3, signed by the SDK as a browser signs), then POST /app/upload/report.
 */
export const uploadAsConsumer = async (
  consumer: Consumer,
  fileName: string,
  contentType: string,
  bytes: Buffer,
): Promise<UploadedFile> => {
  const query = `fileName=${encodeURIComponent(fileName)}&fileSize=${bytes.length}`;
  const credential = await api<UploadCredential>('GET', `/app/upload/credential?${query}`, {
    token: consumer.token,
  });
  expect(credential.code, credential.message).toBe(0);
  const c = credential.value;
  const client = new S3Client({
    region: c.bucket.region,
    endpoint: c.storage.endpoint,
    forcePathStyle: c.storage.forcePathStyle,
    credentials: {
      accessKeyId: c.credentials.tmpSecretId,
      secretAccessKey: c.credentials.tmpSecretKey,
      sessionToken: c.credentials.sessionToken,
    },
    maxAttempts: 1,
  });
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: c.bucket.bucketName,
        Key: c.storage.key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  } finally {
    client.destroy();
  }
  const reported = await api<UploadedFile>('POST', '/app/upload/report', {
    token: consumer.token,
    body: { key: c.storage.key, size: bytes.length, content_type: contentType, file_name: fileName },
  });
  expect(reported.code, reported.message).toBe(0);
  return reported.value;
};

/** The titles of the messages a purchase and a refund request send (zh first). */
export const NEW_ORDER = '新订单提醒';
export const REFUND_REQUESTED = '退款申请提醒';
