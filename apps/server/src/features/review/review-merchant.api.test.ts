import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliOn } from '../../cli/cli-test-kit';
import { bearer } from '../../test/factories';
import { deliverOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCourse } from '../card-type/card-type-test-kit';
import {
  givenReview,
  insertCoach,
  platformToken,
  type ReviewStore,
  reviewCall,
  reviewEmployee,
  reviewStore,
  storeFile,
} from './review-test-kit';

let t: TestApp;
let store: ReviewStore;
let other: ReviewStore;
let platform: string;

beforeAll(async () => {
  t = await createTestApp();
  store = await reviewStore(t.app.deps.db);
  other = await reviewStore(t.app.deps.db);
  platform = await platformToken(t.app.deps.db);
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
const where = (name: string, operator: string, value: unknown) => ({ name, operator, value, logic: 'and' });
const list = (who: { token: string; storeId: number }, kind: 'text' | 'video', restrictions: object[] = []) =>
  reviewCall(t, who, 'POST', '/review/list', { kind, restrictions, pageable: { size: 50 } });
const ids = (res: { body: { value: { content: { id: number }[] } } }) =>
  res.body.value.content.map((r) => r.id).sort((a, b) => a - b);
const platformCall = async (url: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...bearer(platform), cookie: 'language=en' },
  });
  return res.json();
};

describe('POST /review/list', () => {
  it('lists each kind on its screen with every filter, newest first, by cursor', async () => {
    const s = await reviewStore(db());
    const coach = await insertCoach(db(), s.storeId);
    const course2 = await insertCourse(db(), s.storeId, '瑜伽');
    const a = await givenReview(t, s, { stars: 5, pictures: 2, coach_id: coach });
    const b = await givenReview(t, s, { stars: 3, courseId: course2 });
    const c = await givenReview(t, s, { stars: 1 });
    const v = await givenReview(t, s, { stars: 4, video: true });
    await reviewCall(t, s, 'POST', `/review/${c}/reply`, { text: '抱歉' });

    const all = await list(s, 'text');
    expect(all.body.code).toBe(0);
    expect(all.body.value.content.map((r: { id: number }) => r.id)).toEqual([c, b, a]);
    expect(all.body.value).toMatchObject({ next: null, total: 3 });
    expect(all.body.value.content[2]).toMatchObject({ stars: 5, coach_id: coach, kind: 'text' });
    expect(all.body.value.content[2].pictures).toHaveLength(2);
    expect(ids(await list(s, 'video'))).toEqual([v]);
    expect((await list(s, 'video')).body.value.content[0].video).toMatchObject({
      content_type: 'image/jpeg',
    });

    expect(ids(await list(s, 'text', [where('stars', '=', 3)]))).toEqual([b]);
    expect(ids(await list(s, 'text', [where('stars', '<=', 3)]))).toEqual([b, c]);
    expect(ids(await list(s, 'text', [where('has_media', '=', true)]))).toEqual([a]);
    expect(ids(await list(s, 'text', [where('replied', '=', true)]))).toEqual([c]);
    expect(ids(await list(s, 'text', [where('replied', '=', false)]))).toEqual([a, b]);
    expect(ids(await list(s, 'text', [where('listing_id', '=', course2)]))).toEqual([b]);
    expect(ids(await list(s, 'text', [where('coach_id', '=', coach)]))).toEqual([a]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(ids(await list(s, 'text', [where('created_at', '>=', tomorrow)]))).toEqual([]);
    expect(ids(await list(s, 'text', [where('created_at', '<', tomorrow)]))).toEqual([a, b, c]);

    const first = await reviewCall(t, s, 'POST', '/review/list', { kind: 'text', pageable: { size: 2 } });
    expect(first.body.value.content).toHaveLength(2);
    const second = await reviewCall(t, s, 'POST', '/review/list', {
      kind: 'text',
      pageable: { size: 2, after: first.body.value.next },
    });
    expect(second.body.value.content.map((r: { id: number }) => r.id)).toEqual([a]);
  });

  it('checks the permission of the kind: review:view for text, videoreview:view for video', async () => {
    const viewer = await reviewEmployee(db(), store, ['review:view']);
    expect((await list(viewer, 'text')).body.code).toBe(0);
    expect((await list(viewer, 'video')).body).toMatchObject({ code: -403 });
    const none = await reviewEmployee(db(), store, ['cardlist:view']);
    expect((await list(none, 'text')).body.code).toBe(-403);
  });
});

describe('POST /review/{id}/reply', () => {
  it('replies once, edits within 24 hours, and refuses an edit after them', async () => {
    const id = await givenReview(t, store, { stars: 2 });
    const first = await reviewCall(t, store, 'POST', `/review/${id}/reply`, { text: '感谢反馈' });
    expect(first.body.code).toBe(0);
    expect(first.body.value).toMatchObject({ reply_text: '感谢反馈' });
    const repliedAt = first.body.value.replied_at as string;
    expect(Date.parse(first.body.value.reply_editable_until) - Date.parse(repliedAt)).toBe(24 * 3600_000);
    const edit = await reviewCall(t, store, 'POST', `/review/${id}/reply`, { text: '感谢反馈，已改进' });
    expect(edit.body.value).toMatchObject({ reply_text: '感谢反馈，已改进', replied_at: repliedAt });
    // The first reply 25 hours ago: its editing time is over.
    await db()
      .updateTable('consumer_reviews')
      .set({ replied_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('id', '=', id)
      .execute();
    const late = await reviewCall(t, store, 'POST', `/review/${id}/reply`, { text: 'late' });
    expect(late.body).toMatchObject({
      code: -409,
      message: 'A reply can only be edited within 24 hours of the first reply',
    });
    const zh = await reviewCall(t, store, 'POST', `/review/${id}/reply`, { text: 'late' }, 'zh');
    expect(zh.body.message).toBe('回复仅可在首次回复后24小时内修改');
    const row = await db()
      .selectFrom('consumer_reviews')
      .select('reply_text')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.reply_text).toBe('感谢反馈，已改进');
  });

  it('an employee without the reply permission of the kind is refused (-403)', async () => {
    const text = await givenReview(t, store);
    const video = await givenReview(t, store, { video: true });
    const viewer = await reviewEmployee(db(), store, ['review:view', 'videoreview:view']);
    expect((await reviewCall(t, viewer, 'POST', `/review/${text}/reply`, { text: 'x' })).body.code).toBe(
      -403,
    );
    const textReplier = await reviewEmployee(db(), store, ['review:view', 'review:reply']);
    expect((await reviewCall(t, textReplier, 'POST', `/review/${text}/reply`, { text: 'x' })).body.code).toBe(
      0,
    );
    expect(
      (await reviewCall(t, textReplier, 'POST', `/review/${video}/reply`, { text: 'x' })).body,
    ).toMatchObject({
      code: -403,
    });
  });
});

describe('appeals and the platform’s decision', () => {
  it('appeals with evidence, one open appeal at a time; the platform upholds: hidden from the averages, the store told', async () => {
    const s = await reviewStore(db());
    const bad = await givenReview(t, s, { stars: 1 });
    await givenReview(t, s, { stars: 5 });
    expect((await reviewCall(t, s, 'GET', '/review/summary')).body.value).toMatchObject({
      average: 3,
      count: 2,
    });
    const evidence = await storeFile(db(), s.storeId, s.accountId);
    const foreign = await storeFile(db(), other.storeId, other.accountId);
    expect(
      (
        await reviewCall(t, s, 'POST', `/review/${bad}/appeal`, {
          reason: '恶意差评',
          evidence_file_ids: [foreign],
        })
      ).body,
    ).toMatchObject({ code: -400, message: 'Evidence must be files of this store' });
    const appealed = await reviewCall(t, s, 'POST', `/review/${bad}/appeal`, {
      reason: '恶意差评，从未到店',
      evidence_file_ids: [evidence],
    });
    expect(appealed.body.code).toBe(0);
    expect(appealed.body.value.appeal).toMatchObject({ status: 'open', reason: '恶意差评，从未到店' });
    expect(appealed.body.value.appeal.evidence.map((f: { id: number }) => f.id)).toEqual([evidence]);
    expect((await reviewCall(t, s, 'POST', `/review/${bad}/appeal`, { reason: 'again' })).body).toMatchObject(
      {
        code: -409,
        message: 'This review already has an appeal waiting for the platform',
      },
    );

    const queue = await platformCall('/platform/review/appeal/list', {
      restrictions: [where('store_id', '=', s.storeId)],
    });
    expect(queue.code).toBe(0);
    const appealId = queue.value.content[0].id;
    expect(queue.value.content[0]).toMatchObject({ status: 'open', review: { stars: 1 } });
    // A merchant cannot decide.
    const merchantDecide = await reviewCall(t, s, 'POST', `/platform/review/appeal/${appealId}/decide`, {
      decision: 'upheld',
      reason: 'x',
    });
    expect(merchantDecide.body.code).toBe(-403);
    const decided = await platformCall(`/platform/review/appeal/${appealId}/decide`, {
      decision: 'upheld',
      reason: '证据充分',
    });
    expect(decided).toMatchObject({ code: 0, value: { status: 'upheld', decision_reason: '证据充分' } });
    expect(
      await platformCall(`/platform/review/appeal/${appealId}/decide`, {
        decision: 'dismissed',
        reason: 'x',
      }),
    ).toMatchObject({ code: -409, message: 'This appeal has already been decided' });

    const summary = await reviewCall(t, s, 'GET', '/review/summary');
    expect(summary.body.value).toMatchObject({ average: 5, count: 1 });
    const listed = (await list(s, 'text')).body.value.content.find((r: { id: number }) => r.id === bad);
    expect(listed).toMatchObject({ hidden: true, appeal: { status: 'upheld', decision_reason: '证据充分' } });
    expect((await reviewCall(t, s, 'POST', `/review/${bad}/appeal`, { reason: 'again' })).body.code).toBe(
      -409,
    );
    await deliverOutbox(t);
    const messages = await db()
      .selectFrom('system_messages')
      .select('title')
      .where('account_id', '=', s.accountId)
      .where('category', '=', 'review')
      .execute();
    expect(messages.map((m) => m.title)).toContain(
      '申诉成立：评价已隐藏 / Appeal upheld: the review is hidden / Apelación aceptada: la valoración queda oculta',
    );
  });

  it('the command-line tool lists appeals and dismisses one; the store may appeal again', async () => {
    const s = await reviewStore(db());
    const id = await givenReview(t, s, { stars: 2 });
    await reviewCall(t, s, 'POST', `/review/${id}/appeal`, { reason: '同行恶意' });
    const appeal = await db()
      .selectFrom('consumer_review_appeals')
      .select('id')
      .where('review_id', '=', id)
      .executeTakeFirstOrThrow();
    const listed = await runCliOn(t, ['review', 'appeals', '--status', 'open']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('同行恶意');
    const usage = await runCliOn(t, ['review', 'decide', String(appeal.id), 'maybe', '--reason', 'x']);
    expect(usage.code).toBe(2);
    const done = await runCliOn(t, [
      'review',
      'decide',
      String(appeal.id),
      'dismissed',
      '--reason',
      '证据不足',
    ]);
    expect(done.code).toBe(0);
    expect(done.out).toContain(`Appeal ${appeal.id} dismissed`);
    const review = (await list(s, 'text')).body.value.content[0];
    expect(review).toMatchObject({
      hidden: false,
      appeal: { status: 'dismissed', decision_reason: '证据不足' },
    });
    expect((await reviewCall(t, s, 'POST', `/review/${id}/appeal`, { reason: '补充证据' })).body.code).toBe(
      0,
    );
  });
});

describe('a store can never delete or hide a review', () => {
  it('answers 404 to every other method and path on /review/{id}, and the review is unchanged', async () => {
    const id = await givenReview(t, store, { stars: 1, text: '差评' });
    const before = await db()
      .selectFrom('consumer_reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const attempts: ['DELETE' | 'PUT' | 'POST' | 'GET', string][] = [
      ['DELETE', `/review/${id}`],
      ['PUT', `/review/${id}`],
      ['POST', `/review/${id}`],
      ['POST', `/review/${id}/delete`],
      ['POST', `/review/${id}/hide`],
      ['POST', `/review/${id}/update`],
      ['PUT', `/review/${id}/reply`],
      ['DELETE', `/review/${id}/reply`],
    ];
    for (const [method, url] of attempts) {
      const res = await reviewCall(t, store, method, url, method === 'DELETE' ? undefined : { hidden: true });
      expect([404, 405], `${method} ${url}`).toContain(res.status);
    }
    const after = await db()
      .selectFrom('consumer_reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('another store’s review answers -404 on every merchant call', async () => {
    const id = await givenReview(t, other, { stars: 1 });
    expect((await reviewCall(t, store, 'POST', `/review/${id}/reply`, { text: 'x' })).body).toMatchObject({
      code: -404,
      message: 'Review not found',
    });
    expect((await reviewCall(t, store, 'POST', `/review/${id}/appeal`, { reason: 'x' })).body.code).toBe(
      -404,
    );
    expect(ids(await list(store, 'text'))).not.toContain(id);
  });
});
