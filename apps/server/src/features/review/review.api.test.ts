import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  appCall,
  consumerFile,
  givenReview,
  insertCoach,
  newConsumer,
  type ReviewStore,
  reviewCall,
  reviewStore,
  usedOrder,
} from './review-test-kit';

let t: TestApp;
let store: ReviewStore;
let other: ReviewStore;

beforeAll(async () => {
  t = await createTestApp();
  store = await reviewStore(t.app.deps.db);
  other = await reviewStore(t.app.deps.db);
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
const review = (consumerToken: string, body: object) =>
  appCall(t, consumerToken, 'POST', '/app/review', body);

describe('POST /app/review', () => {
  it('records a review of a used order with the store, listing and coach, and tells the store in three languages', async () => {
    const consumer = await newConsumer(db());
    const orderId = await usedOrder(t, store, consumer);
    const coachId = await insertCoach(db(), store.storeId, '李教练');
    const picture = await consumerFile(db(), consumer.accountId);
    const res = await review(consumer.token, {
      order_id: orderId,
      stars: 4,
      text: '教练很专业',
      picture_ids: [picture],
      coach_id: coachId,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({
      order_id: orderId,
      kind: 'text',
      stars: 4,
      listing_id: store.courseId,
      coach_id: coachId,
    });
    const row = await db()
      .selectFrom('consumer_reviews')
      .selectAll()
      .where('id', '=', res.body.value.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ store_id: store.storeId, has_media: 1, picture_ids: `[${picture}]` });
    await deliverOutbox(t);
    const message = await db()
      .selectFrom('system_messages')
      .select(['title', 'content', 'category'])
      .where('account_id', '=', store.accountId)
      .where('category', '=', 'review')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('新评价：4星 / New review: 4 stars / Nueva valoración: 4 estrellas');
    expect(message.category).toBe('review');
  });

  it('a review with a video is a video review', async () => {
    const consumer = await newConsumer(db());
    const orderId = await usedOrder(t, store, consumer);
    const video = await consumerFile(db(), consumer.accountId, 'video');
    const res = await review(consumer.token, { order_id: orderId, stars: 5, text: '视频', video_id: video });
    expect(res.body.value.kind).toBe('video');
  });

  it('refuses an order not used yet, a second review, stars out of range and another consumer’s order', async () => {
    const consumer = await newConsumer(db());
    const unused = await usedOrder(t, store, consumer, { used: 0 });
    expect((await review(consumer.token, { order_id: unused, stars: 5, text: 'x' })).body).toMatchObject({
      code: -409,
      message: 'Only an order that has been used can be reviewed',
    });
    const used = await usedOrder(t, store, consumer);
    expect((await review(consumer.token, { order_id: used, stars: 5, text: 'ok' })).body.code).toBe(0);
    expect((await review(consumer.token, { order_id: used, stars: 4, text: 'again' })).body).toMatchObject({
      code: -409,
      message: 'This order has already been reviewed',
    });
    const fresh = await usedOrder(t, store, consumer);
    for (const stars of [0, 6, 2.5])
      expect((await review(consumer.token, { order_id: fresh, stars, text: 'x' })).body.code).toBe(-400);
    const stranger = await newConsumer(db());
    expect((await review(stranger.token, { order_id: fresh, stars: 5, text: 'x' })).body).toMatchObject({
      code: -404,
      message: 'Order not found',
    });
  });

  it('refuses files that are not the caller’s own, wrong file kinds and another store’s coach', async () => {
    const consumer = await newConsumer(db());
    const orderId = await usedOrder(t, store, consumer);
    const stranger = await newConsumer(db());
    const theirs = await consumerFile(db(), stranger.accountId);
    expect(
      (await review(consumer.token, { order_id: orderId, stars: 5, text: 'x', picture_ids: [theirs] })).body,
    ).toMatchObject({ code: -400, message: 'Pictures and videos must be your own uploads' });
    const image = await consumerFile(db(), consumer.accountId);
    expect(
      (await review(consumer.token, { order_id: orderId, stars: 5, text: 'x', video_id: image })).body,
    ).toMatchObject({ code: -400, message: 'Pictures must be images and the video must be a video' });
    const otherCoach = await insertCoach(db(), other.storeId);
    expect(
      (await review(consumer.token, { order_id: orderId, stars: 5, text: 'x', coach_id: otherCoach })).body,
    ).toMatchObject({ code: -400, message: 'The coach is not a coach of this store' });
    expect(
      await db().selectFrom('consumer_reviews').select('id').where('order_id', '=', orderId).execute(),
    ).toEqual([]);
  });

  it('a merchant account cannot review (app scope)', async () => {
    const res = await review(store.token, { order_id: 1, stars: 5, text: 'x' });
    expect(res.body.code).toBe(-403);
  });
});

describe('the consumer’s uploads', () => {
  it('an app account gets a credential under its own account', async () => {
    const consumer = await newConsumer(db());
    const res = await appCall(
      t,
      consumer.token,
      'GET',
      '/app/upload/credential?fileName=a.jpg&fileSize=1000',
    );
    expect(res.body.code).toBe(0);
    expect(res.body.value.storage.key.startsWith(`accounts/${consumer.accountId}/`)).toBe(true);
  });
});

describe('GET /review/summary', () => {
  it('averages per listing and per coach', async () => {
    const s = await reviewStore(db());
    const coach = await insertCoach(db(), s.storeId, '王教练');
    await givenReview(t, s, { stars: 5, coach_id: coach });
    await givenReview(t, s, { stars: 2, coach_id: coach });
    await givenReview(t, s, { stars: 4 });
    const res = await reviewCall(t, s, 'GET', '/review/summary');
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({
      average: 3.67,
      count: 3,
      listings: [{ id: s.courseId, average: 3.67, count: 3 }],
      coaches: [{ id: coach, name: '王教练', average: 3.5, count: 2 }],
    });
  });
});
