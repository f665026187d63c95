import { Code, type DecorationContent, type DecorationState, type StorePictures } from '@merchant/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coverCall, insertUpload } from '../cover/cover-test-kit';

/**
 * The store's pictures and decoration on a real database (SQLite, or PostgreSQL with
 * DATABASE_URL): every call, other stores' uploads, draft vs published, the publish
 * transition and its audit row, hostile input.
 */
describe('store pictures and decoration', () => {
  let t: TestApp;
  let db: Database;
  let me: MerchantFixture;
  let token: string;
  let store: number;
  let secondStore: number;
  let other: MerchantFixture;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await createMerchant(db, { stores: 2 });
    store = me.storeIds[0] as number;
    secondStore = me.storeIds[1] as number;
    token = await createSessionToken(db, me.accountId, { storeId: store });
    other = await createMerchant(db);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await db.deleteFrom('store_pictures').execute();
    await db.deleteFrom('store_decorations').execute();
    // The log is append-only (a trigger refuses DELETE): each test reads the rows after this mark.
    const last = await db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    auditMark = Number(last?.id ?? 0);
  });
  let auditMark = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    options: { storeId?: number; lang?: string } = {},
  ) => coverCall(t, method, `/api${url}`, { token, storeId: store, payload, ...options });

  const image = (storeId = store, purpose: 'image' | 'document' = 'image') =>
    insertUpload(db, storeId, storeId === other.storeIds[0] ? other.accountId : me.accountId, purpose);

  const decoration: DecorationContent = {
    introduction: 'A gym in the city centre.\nCertified coaches.',
    opening_hours: [
      { weekday: 1, open: '09:00', close: '21:00' },
      { weekday: 7, open: '10:00', close: '24:00' },
    ],
    facilities: ['Parking', 'Showers'],
    price_list: [
      { item: 'Trial class', price: 4900 },
      { item: 'Free tour', price: 0 },
    ],
    notices: 'Sports shoes only.',
  };

  const auditRows = () =>
    db
      .selectFrom('audit_events')
      .select(['entity', 'entity_id', 'from_state', 'to_state', 'reason', 'actor_account_id', 'store_id'])
      .where('entity', '=', 'decoration')
      .where('id', '>', auditMark)
      .orderBy('id')
      .execute();
  const publications = async () =>
    (await auditRows()).filter((row) => row.to_state === 'published' && row.reason === null);

  describe('GET/PUT /store/picture', () => {
    it('starts empty, saves the whole ordered list with its main picture, and replaces it', async () => {
      expect((await call('GET', '/store/picture')).body).toMatchObject({
        code: 0,
        value: { content: [], main_upload_id: null, max: 20 },
      });
      const [a, b, c] = [await image(), await image(), await image()];
      const saved = await call('PUT', '/store/picture', { upload_ids: [b, a, c], main_upload_id: a });
      expect(saved.body.code).toBe(0);
      const value = saved.body.value as StorePictures;
      expect(value.content.map((p) => [p.upload_id, p.sort, p.is_main])).toEqual([
        [b, 1, false],
        [a, 2, true],
        [c, 3, false],
      ]);
      expect(value.main_upload_id).toBe(a);
      expect(value.content[0]?.url).toMatch(/\/storage\/.*X-Amz-Signature=/);
      await call('PUT', '/store/picture', { upload_ids: [c, b], main_upload_id: c });
      const read = (await call('GET', '/store/picture')).body.value as StorePictures;
      expect(read.content.map((p) => [p.upload_id, p.is_main])).toEqual([
        [c, true],
        [b, false],
      ]);
      expect(
        (await call('GET', '/store/picture', undefined, { storeId: secondStore })).body.value,
      ).toMatchObject({
        content: [],
      });
      expect((await call('PUT', '/store/picture', { upload_ids: [], main_upload_id: null })).body.code).toBe(
        0,
      );
      expect(((await call('GET', '/store/picture')).body.value as StorePictures).content).toEqual([]);
    });

    it('refuses another store’s image (even my other store’s), a document and a missing file with -400 naming upload_ids', async () => {
      const mine = await image();
      await call('PUT', '/store/picture', { upload_ids: [mine], main_upload_id: mine });
      for (const foreign of [
        await image(other.storeIds[0]),
        await image(secondStore),
        await image(store, 'document'),
        2_147_483_647,
      ]) {
        const res = await call('PUT', '/store/picture', {
          upload_ids: [mine, foreign],
          main_upload_id: mine,
        });
        expect([res.statusCode, res.body.code, res.body.message]).toEqual([
          400,
          Code.VALIDATION,
          `The file ${foreign} in upload_ids is not an image uploaded to this store`,
        ]);
      }
      const zh = await call(
        'PUT',
        '/store/picture',
        { upload_ids: [2_147_483_647], main_upload_id: 2_147_483_647 },
        { lang: 'zh' },
      );
      expect(zh.body.message).toBe('upload_ids 中的文件 2147483647 不是本门店上传的图片');
      // Nothing was written.
      expect(
        ((await call('GET', '/store/picture')).body.value as StorePictures).content.map((p) => p.upload_id),
      ).toEqual([mine]);
    });

    it('requires the main picture among the pictures, none with an empty list, and each once', async () => {
      const [a, b] = [await image(), await image()];
      for (const body of [
        { upload_ids: [a, b], main_upload_id: null },
        { upload_ids: [a], main_upload_id: b },
        { upload_ids: [], main_upload_id: a },
      ]) {
        const res = await call('PUT', '/store/picture', body);
        expect([res.body.code, res.body.message]).toEqual([
          -400,
          'The main picture in main_upload_id must be one of the pictures',
        ]);
      }
      const twice = await call('PUT', '/store/picture', { upload_ids: [a, a], main_upload_id: a });
      expect(twice.body.message).toBe('upload_ids contains the same value twice');
    });

    it('refuses wrong types and too many pictures with -400, never a 500', async () => {
      const a = await image();
      for (const payload of [
        { upload_ids: [String(a)], main_upload_id: a },
        { upload_ids: [a], main_upload_id: String(a) },
        { upload_ids: [a] },
        { upload_ids: a, main_upload_id: a },
        { upload_ids: Array.from({ length: 21 }, (_, i) => i + 1), main_upload_id: 1 },
        null,
      ]) {
        const res = await call('PUT', '/store/picture', payload);
        expect([payload, res.statusCode, res.body.code]).toEqual([payload, 400, -400]);
      }
    });

    it('makes the first picture the main one when the main one’s file is deleted', async () => {
      const [a, b, c] = [await image(), await image(), await image()];
      await call('PUT', '/store/picture', { upload_ids: [a, b, c], main_upload_id: b });
      await db.deleteFrom('uploaded_files').where('id', '=', b).execute();
      const read = (await call('GET', '/store/picture')).body.value as StorePictures;
      expect(read.content.map((p) => [p.upload_id, p.is_main])).toEqual([
        [a, true],
        [c, false],
      ]);
      expect(read.main_upload_id).toBe(a);
    });

    it('answers -403 for a store the caller does not manage', async () => {
      const res = await call('GET', '/store/picture', undefined, { storeId: other.storeIds[0] });
      expect([res.statusCode, res.body.code]).toEqual([403, Code.FORBIDDEN]);
    });
  });

  describe('GET/PUT /store/decoration and POST /store/decoration/publish', () => {
    it('starts with an empty draft, nothing published and nothing to publish', async () => {
      const res = await call('GET', '/store/decoration');
      expect(res.body.value).toEqual({
        store: { id: store, name: expect.stringMatching(/^Store /), city: '北京', address: '', phone: '' },
        draft: { introduction: '', opening_hours: [], facilities: [], price_list: [], notices: '' },
        published: null,
        unpublished_changes: false,
        draft_updated_at: null,
        published_at: null,
      });
      const publish = await call('POST', '/store/decoration/publish');
      expect([publish.statusCode, publish.body.code, publish.body.message]).toEqual([
        409,
        Code.CONFLICT,
        'There are no unpublished changes to publish',
      ]);
      expect(await auditRows()).toEqual([]);
    });

    it('keeps the draft apart from the published copy until publishing, which writes one audit row', async () => {
      const saved = await call('PUT', '/store/decoration', decoration);
      expect(saved.body.code).toBe(0);
      expect(saved.body.value).toMatchObject({
        draft: decoration,
        published: null,
        unpublished_changes: true,
        published_at: null,
      });
      const published = await call('POST', '/store/decoration/publish');
      const state = published.body.value as DecorationState;
      expect(state).toMatchObject({ draft: decoration, published: decoration, unpublished_changes: false });
      expect(state.published_at).toEqual(expect.any(String));
      const mine = {
        entity: 'decoration',
        entity_id: store,
        actor_account_id: me.accountId,
        store_id: store,
      };
      expect(await auditRows()).toEqual([
        { ...mine, from_state: null, to_state: 'draft', reason: 'draft saved' },
        { ...mine, from_state: 'draft', to_state: 'published', reason: null },
      ]);
      // A second publish has nothing to publish: -409 and no audit row.
      expect((await call('POST', '/store/decoration/publish')).body.code).toBe(-409);
      expect(await auditRows()).toHaveLength(2);

      // A changed draft: consumers still see the published copy.
      const changed = { ...decoration, notices: 'Closed on 1 January.' };
      const edit = await call('PUT', '/store/decoration', changed);
      expect(edit.body.value).toMatchObject({
        draft: changed,
        published: decoration,
        unpublished_changes: true,
      });
      // Saving the published content again clears the flag.
      const back = await call('PUT', '/store/decoration', decoration);
      expect((back.body.value as DecorationState).unpublished_changes).toBe(false);
      expect((await call('POST', '/store/decoration/publish')).body.code).toBe(-409);
      expect((await auditRows()).map((row) => [row.from_state, row.to_state, row.reason])).toEqual([
        [null, 'draft', 'draft saved'],
        ['draft', 'published', null],
        ['published', 'draft', 'draft saved'],
        ['draft', 'published', 'draft saved'],
      ]);
      // The other store's decoration is its own.
      expect(
        (
          (await call('GET', '/store/decoration', undefined, { storeId: secondStore })).body
            .value as DecorationState
        ).published,
      ).toBeNull();
    });

    it('lets only one of two simultaneous publishes win, with one audit row', async () => {
      await call('PUT', '/store/decoration', decoration);
      const answers = await Promise.all([
        call('POST', '/store/decoration/publish'),
        call('POST', '/store/decoration/publish'),
      ]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([-409, 0]);
      expect(await publications()).toHaveLength(1);
    });

    it('refuses bad fields with -400 naming them, in the caller’s language, and writes nothing', async () => {
      const cases: [unknown, string][] = [
        [{ ...decoration, introduction: 'a\u0000b' }, 'introduction must not contain control characters'],
        [{ ...decoration, notices: 'x'.repeat(2001) }, 'notices'],
        [
          { ...decoration, opening_hours: [{ weekday: 8, open: '09:00', close: '10:00' }] },
          'opening_hours.0.weekday',
        ],
        [
          { ...decoration, opening_hours: [{ weekday: 1, open: '9:00', close: '10:00' }] },
          'Please enter opening_hours.0.open as a time of day (HH:MM)',
        ],
        [
          { ...decoration, opening_hours: [{ weekday: 1, open: '10:00', close: '10:00' }] },
          'The closing time in opening_hours.0.close must be after the opening time',
        ],
        [{ ...decoration, facilities: ['Parking', 'Parking'] }, 'facilities contains the same value twice'],
        [{ ...decoration, facilities: ['x'.repeat(21)] }, 'facilities.0'],
        [{ ...decoration, price_list: [{ item: 'A', price: -1 }] }, 'price_list.0.price'],
        [{ ...decoration, price_list: [{ item: 'A', price: 1.5 }] }, 'price_list.0.price'],
        [{ ...decoration, price_list: [{ item: '', price: 100 }] }, 'price_list.0.item'],
        [{ ...decoration, price_list: [{ item: 'A\u0000', price: 100 }] }, 'price_list.0.item'],
        [{ ...decoration, facilities: 'Parking' }, 'facilities'],
        [{ introduction: 'only this' }, 'opening_hours'],
      ];
      for (const [payload, message] of cases) {
        const res = await call('PUT', '/store/decoration', payload);
        expect([res.statusCode, res.body.code]).toEqual([400, -400]);
        expect(res.body.message).toContain(message);
      }
      const zh = await call(
        'PUT',
        '/store/decoration',
        { ...decoration, opening_hours: [{ weekday: 1, open: '12:00', close: '11:00' }] },
        { lang: 'zh' },
      );
      expect(zh.body.message).toBe('opening_hours.0.close 的关门时间须晚于开门时间');
      expect(
        ((await call('GET', '/store/decoration')).body.value as DecorationState).draft_updated_at,
      ).toBeNull();
    });

    it('answers -403 for a store the caller does not manage', async () => {
      for (const [method, url] of [
        ['GET', '/store/decoration'],
        ['POST', '/store/decoration/publish'],
      ] as const) {
        const res = await call(method, url, undefined, { storeId: other.storeIds[0] });
        expect(res.body.code).toBe(-403);
      }
    });
  });
});
