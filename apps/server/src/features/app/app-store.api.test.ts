import { type AppListingPage, type AppStorePage, chinaDate } from '@merchant/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { bearer, createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coverCall, insertCoach, insertUpload } from '../cover/cover-test-kit';
import {
  createConsumerToken,
  insertArea,
  insertCourse,
  insertSession,
  listingCounters,
} from '../decoration/storefront-test-kit';
import { nextAddress, nextPhone } from '../user/user-test-kit';

/**
 * What consumers see (GET /app/stores/{id}, GET /app/listings/{id}) on a real database:
 * published decoration only, online listings only, bookable sessions with remaining places,
 * and exposure and click counters that count every call once, also in parallel.
 */
describe('consumer store and listing pages', () => {
  let t: TestApp;
  let db: Database;
  let me: MerchantFixture;
  let merchantToken: string;
  let store: number;
  let consumer: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await createMerchant(db, { stores: 2 });
    store = me.storeIds[0] as number;
    merchantToken = await createSessionToken(db, me.accountId, { storeId: store });
    consumer = await createConsumerToken(db);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await db.deleteFrom('listing_events').execute();
    await db.deleteFrom('timetable_sessions').execute();
    await db.deleteFrom('courses').execute();
    await db.deleteFrom('store_decorations').execute();
    await db.deleteFrom('store_pictures').execute();
  });

  const app = (url: string, token = consumer) => coverCall(t, 'GET', `/api/app${url}`, { token });
  const merchant = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
    coverCall(t, method, `/api${url}`, { token: merchantToken, storeId: store, payload });

  const decoration = (introduction: string) => ({
    introduction,
    opening_hours: [{ weekday: 1, open: '09:00', close: '21:00' }],
    facilities: ['Parking'],
    price_list: [{ item: 'Trial', price: 4900 }],
    notices: '',
  });

  describe('GET /app/stores/{id}', () => {
    it('signs a consumer in by phone code and shows the store', async () => {
      const phone = nextPhone();
      await t.app.inject({
        method: 'POST',
        url: `/api/user/sendcode/${phone}`,
        remoteAddress: nextAddress(),
      });
      const code = t.sms.filter((m) => m.phone === phone).at(-1)?.code as string;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/app/login_phone',
        payload: { phone, code },
        remoteAddress: nextAddress(),
      });
      const res = await app(`/stores/${store}`, login.json().value.token);
      expect(res.body).toMatchObject({
        code: 0,
        value: { store: { id: store, city: '北京' }, decoration: null, pictures: [], listings: [] },
      });
    });

    it('shows the published decoration only, the pictures in order, and the online listings only', async () => {
      await merchant('PUT', '/store/decoration', decoration('Published text'));
      await merchant('POST', '/store/decoration/publish');
      await merchant('PUT', '/store/decoration', decoration('Draft text not yet published'));
      const [a, b] = [
        await insertUpload(db, store, me.accountId),
        await insertUpload(db, store, me.accountId),
      ];
      await merchant('PUT', '/store/picture', { upload_ids: [b, a], main_upload_id: a });
      const online = await insertCourse(db, store, { name: 'On sale', category: 6, price: 901 });
      const cover = await insertUpload(db, store, me.accountId);
      await db.insertInto('course_covers').values({ course_id: online, upload_id: cover, sort: 1 }).execute();
      for (const status of ['offline', 'draft', 'pending', 'rejected'])
        await insertCourse(db, store, { status, name: status });
      await insertCourse(db, me.storeIds[1] as number, { name: 'Other store' });

      const res = await app(`/stores/${store}`);
      const page = res.body.value as AppStorePage;
      expect(page.decoration?.introduction).toBe('Published text');
      expect(page.pictures.map((p) => p.is_main)).toEqual([false, true]);
      expect(page.pictures[0]?.url).toMatch(/\/storage\/.*X-Amz-Signature=/);
      expect(page.listings).toEqual([
        {
          id: online,
          name: 'On sale',
          category: 6,
          price: 901,
          list_price: 29900,
          cover_url: expect.stringMatching(/\/storage\//),
          sessions: 12,
          session_minutes: 60,
          validity_days: 30,
          class_size: 20,
        },
      ]);
    });

    it('records one exposure per listing shown and per call, on the China date', async () => {
      const [x, y] = [await insertCourse(db, store), await insertCourse(db, store)];
      const hidden = await insertCourse(db, store, { status: 'offline' });
      await app(`/stores/${store}`);
      await app(`/stores/${store}`);
      for (const id of [x, y])
        expect(await listingCounters(db, id)).toEqual([{ day: chinaDate(), exposures: 2, clicks: 0 }]);
      expect(await listingCounters(db, hidden)).toEqual([]);
    });

    it('counts N parallel calls as N exposures', async () => {
      const id = await insertCourse(db, store);
      const n = 12;
      const answers = await Promise.all(Array.from({ length: n }, () => app(`/stores/${store}`)));
      expect(answers.every((a) => a.body.code === 0)).toBe(true);
      expect(await listingCounters(db, id)).toEqual([{ day: chinaDate(), exposures: n, clicks: 0 }]);
    });

    it('answers -404 for a missing store and -400 for a bad id', async () => {
      const res = await app('/stores/2147483647');
      expect([res.statusCode, res.body.code, res.body.message]).toEqual([
        404,
        -404,
        'This store does not exist',
      ]);
      for (const bad of ['abc', '0', '1.5', '2147483648'])
        expect((await app(`/stores/${bad}`)).body.code).toBe(-400);
    });

    it('refuses console accounts (-403) and callers without a token (-101)', async () => {
      expect((await app(`/stores/${store}`, merchantToken)).body.code).toBe(-403);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/app/stores/${store}` });
      expect(anonymous.json().code).toBe(-101);
      const consoleCall = await t.app.inject({
        method: 'GET',
        url: '/api/store/picture',
        headers: { ...bearer(consumer), 'x-store-id': String(store) },
      });
      expect(consoleCall.json().code).toBe(-403);
    });
  });

  describe('GET /app/listings/{id}', () => {
    it('answers the listing, its store and the sessions bookable now with remaining places; one click', async () => {
      const course = await insertCourse(db, store, { name: 'Boot camp', category: 1 });
      const coach = await insertCoach(db, store, '张伟');
      await db.insertInto('course_coaches').values({ course_id: course, coach_id: coach }).execute();
      const area = await insertArea(db, store);
      const ids = { storeId: store, courseId: course, coachId: coach, areaId: area };
      const open = await insertSession(db, ids, { capacity: 10, booked: 3, startsIn: 30 });
      const full = await insertSession(db, ids, { capacity: 5, booked: 5, startsIn: 20 });
      await insertSession(db, ids, { opensIn: 2, closesIn: 24 }); // not open yet
      await insertSession(db, ids, { opensIn: -48, closesIn: -1 }); // closed
      await insertSession(db, ids, { status: 'cancelled' });
      await insertSession(db, ids, { status: 'completed' });
      const other = await insertCourse(db, store);
      await insertSession(db, { ...ids, courseId: other });

      const res = await app(`/listings/${course}`);
      expect(res.body.code).toBe(0);
      const page = res.body.value as AppListingPage;
      expect(page.listing).toMatchObject({
        id: course,
        name: 'Boot camp',
        detail: 'All classes for a month',
        purchase_notes: 'Bring sports shoes',
        refund_terms: 'Refund within 7 days',
        cover_urls: [],
        coaches: [{ id: coach, name: '张伟' }],
      });
      expect(page.store.id).toBe(store);
      expect(page.sessions.map((s) => [s.id, s.capacity, s.booked, s.remaining])).toEqual([
        [full, 5, 5, 0],
        [open, 10, 3, 7],
      ]);
      expect(page.sessions[1]).toMatchObject({
        coach: { id: coach, name: '张伟' },
        area: { id: area, name: 'Hall A' },
      });
      expect(await listingCounters(db, course)).toEqual([{ day: chinaDate(), exposures: 0, clicks: 1 }]);
      await app(`/listings/${course}`);
      expect(await listingCounters(db, course)).toEqual([{ day: chinaDate(), exposures: 0, clicks: 2 }]);
    });

    it('counts N parallel calls as N clicks, beside the exposures', async () => {
      const course = await insertCourse(db, store);
      await app(`/stores/${store}`);
      const n = 12;
      await Promise.all(Array.from({ length: n }, () => app(`/listings/${course}`)));
      expect(await listingCounters(db, course)).toEqual([{ day: chinaDate(), exposures: 1, clicks: n }]);
    });

    it('answers -404 for a listing that is not online, and counts nothing', async () => {
      for (const status of ['offline', 'draft', 'pending', 'rejected']) {
        const id = await insertCourse(db, store, { status });
        const res = await app(`/listings/${id}`);
        expect([res.statusCode, res.body.code, res.body.message]).toEqual([
          404,
          -404,
          'This listing does not exist or is not on sale',
        ]);
        expect(await listingCounters(db, id)).toEqual([]);
      }
      const zh = await t.app.inject({
        method: 'GET',
        url: '/api/app/listings/2147483647',
        headers: { ...bearer(consumer), cookie: 'language=zh' },
      });
      expect(zh.json().message).toBe('该商品不存在或未上架');
    });
  });
});
