import { Code, type Cover, MAX_COVERS_PER_STORE } from '@merchant/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant, createSessionToken, type MerchantFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coverCall, insertCoach, insertUpload } from './cover-test-kit';

/**
 * The team page's pictures on a real database (SQLite, or PostgreSQL with DATABASE_URL):
 * every call, other stores' uploads, coaches and pictures, stale orders, races, hostile input.
 */
describe('team cover images', () => {
  let t: TestApp;
  let db: Database;
  let me: MerchantFixture;
  let token: string;
  let store: number;
  /** Another merchant's store, and the merchant's own second store. */
  let other: MerchantFixture;
  let otherToken: string;
  let secondStore: number;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    me = await createMerchant(db, { stores: 2 });
    store = me.storeIds[0] as number;
    secondStore = me.storeIds[1] as number;
    token = await createSessionToken(db, me.accountId, { storeId: store });
    other = await createMerchant(db);
    otherToken = await createSessionToken(db, other.accountId, { storeId: other.storeIds[0] });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await db.deleteFrom('team_covers').execute();
  });

  const call = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    options: { storeId?: number; token?: string; lang?: string } = {},
  ) => coverCall(t, method, `/api${url}`, { token, storeId: store, payload, ...options });

  const image = (storeId = store, purpose: 'image' | 'document' | 'video' = 'image') =>
    insertUpload(
      db,
      storeId,
      storeId === store || storeId === secondStore ? me.accountId : other.accountId,
      purpose,
    );

  const list = async (storeId = store) => {
    const res = await call('POST', '/cover/list', {}, { storeId });
    expect(res.body.code).toBe(0);
    return res.body.value as { content: Cover[]; total: number; max: number };
  };

  const add = async (uploadIds: number[]) => {
    const res = await call('POST', '/cover', { upload_ids: uploadIds });
    expect(res.body).toMatchObject({ code: 0 });
    return res.body.value as Cover[];
  };

  const auditOf = (id: number) =>
    db
      .selectFrom('audit_events')
      .select(['entity', 'from_state', 'to_state', 'reason', 'actor_account_id', 'store_id'])
      .where('entity', '=', 'cover')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  const coverCount = async () =>
    Number(
      (
        await db
          .selectFrom('team_covers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /cover/list', () => {
    it('answers an empty list with the store limit, with or without a body', async () => {
      expect(await list()).toEqual({ content: [], total: 0, max: MAX_COVERS_PER_STORE });
      const bare = await coverCall(t, 'POST', '/api/cover/list', { token, storeId: store });
      expect(bare.body).toMatchObject({ code: 0, value: { total: 0 } });
    });

    it('shows only the store of the call', async () => {
      await add([await image()]);
      expect((await list()).total).toBe(1);
      expect((await list(secondStore)).total).toBe(0);
    });
  });

  describe('POST /cover', () => {
    it('appends the images in the given order, with a URL, no caption and no coach, and logs each', async () => {
      const [a, b, c] = [await image(), await image(), await image()];
      const first = await add([b, a]);
      expect(first.map((x) => [x.upload_id, x.sort, x.caption, x.coach])).toEqual([
        [b, 1, '', null],
        [a, 2, '', null],
      ]);
      expect(first[0]?.url).toMatch(/^http.*\/storage\/.*X-Amz-Signature=/);
      await add([c]);
      expect((await list()).content.map((x) => [x.upload_id, x.sort])).toEqual([
        [b, 1],
        [a, 2],
        [c, 3],
      ]);
      expect(await auditOf(first[0]?.id as number)).toEqual([
        {
          entity: 'cover',
          from_state: null,
          to_state: 'shown',
          reason: null,
          actor_account_id: me.accountId,
          store_id: store,
        },
      ]);
    });

    it('refuses another store’s upload, even the caller’s own other store, with -400 naming the field', async () => {
      const mine = await image();
      for (const foreign of [await image(other.storeIds[0]), await image(secondStore)]) {
        const res = await call('POST', '/cover', { upload_ids: [mine, foreign] });
        expect([res.statusCode, res.body.code, res.body.message]).toEqual([
          400,
          Code.VALIDATION,
          `The file ${foreign} in upload_ids is not an image uploaded to this store`,
        ]);
      }
      expect(await coverCount()).toBe(0);
    });

    it('refuses an upload that is not an image, and a missing one', async () => {
      const pdf = await image(store, 'document');
      const video = await image(store, 'video');
      for (const id of [pdf, video, 2_147_483_647]) {
        const res = await call('POST', '/cover', { upload_ids: [id] }, { lang: 'zh' });
        expect([res.body.code, res.body.message]).toEqual([
          -400,
          `upload_ids 中的文件 ${id} 不是本门店上传的图片`,
        ]);
      }
      expect(await coverCount()).toBe(0);
    });

    it('refuses the same upload twice in one call (-400) and an image already shown (-409)', async () => {
      const a = await image();
      const twice = await call('POST', '/cover', { upload_ids: [a, a] });
      expect([twice.body.code, twice.body.message]).toEqual([
        -400,
        'upload_ids contains the same value twice',
      ]);
      await add([a]);
      const b = await image();
      const again = await call('POST', '/cover', { upload_ids: [b, a] });
      expect([again.statusCode, again.body.code, again.body.message]).toEqual([
        409,
        Code.CONFLICT,
        `The image ${a} is already one of the team pictures`,
      ]);
      expect((await list()).content.map((x) => x.upload_id)).toEqual([a]);
    });

    it(`caps a store at ${MAX_COVERS_PER_STORE} pictures with -409 and adds nothing beyond`, async () => {
      const ids: number[] = [];
      for (let i = 0; i < MAX_COVERS_PER_STORE - 1; i++) ids.push(await image());
      await add(ids);
      const [x, y] = [await image(), await image()];
      const over = await call('POST', '/cover', { upload_ids: [x, y] });
      expect([over.statusCode, over.body.code, over.body.message]).toEqual([
        409,
        -409,
        `A store can show at most 50 team pictures (49 now); remove some before adding more`,
      ]);
      expect(await coverCount()).toBe(49);
      await add([x]);
      const full = await call('POST', '/cover', { upload_ids: [y] }, { lang: 'zh' });
      expect(full.body.message).toBe('每个门店最多展示 50 张团队图片（当前 50 张），请先移除部分图片再上传');
    });

    it('refuses wrong types and shapes with -400, never a 500', async () => {
      const a = await image();
      for (const payload of [
        { upload_ids: [String(a)] },
        { upload_ids: [true] },
        { upload_ids: [1.5] },
        { upload_ids: [] },
        { upload_ids: a },
        { upload_ids: [2_147_483_648] },
        {},
        null,
      ]) {
        const res = await call('POST', '/cover', payload);
        expect([payload, res.statusCode, res.body.code]).toEqual([payload, 400, -400]);
      }
      expect(await coverCount()).toBe(0);
    });
  });

  describe('PUT /cover/{id}', () => {
    it('sets the caption and a coach of the store, unlinks with null, and logs what changed', async () => {
      const coach = await insertCoach(db, store, 'Li Lei');
      const [picture] = await add([await image()]);
      const id = picture?.id as number;
      const res = await call('PUT', `/cover/${id}`, { caption: '  Morning class  ', coach_id: coach });
      expect(res.body).toMatchObject({
        code: 0,
        value: { id, caption: 'Morning class', coach: { id: coach, name: 'Li Lei' }, sort: 1 },
      });
      expect((await list()).content[0]).toMatchObject({ caption: 'Morning class', coach: { id: coach } });
      const unlink = await call('PUT', `/cover/${id}`, { caption: '', coach_id: null });
      expect(unlink.body.value).toMatchObject({ caption: '', coach: null });
      expect((await auditOf(id)).slice(1).map((row) => [row.from_state, row.to_state, row.reason])).toEqual([
        ['shown', 'shown', 'caption; coach - → Li Lei'],
        ['shown', 'shown', 'caption; coach Li Lei → -'],
      ]);
    });

    it('accepts an inactive coach of the store (the link survives deactivation)', async () => {
      const coach = await insertCoach(db, store, 'Han Meimei', 'inactive');
      const [picture] = await add([await image()]);
      const res = await call('PUT', `/cover/${picture?.id}`, { caption: 'x', coach_id: coach });
      expect(res.body.value).toMatchObject({ coach: { id: coach, name: 'Han Meimei' } });
    });

    it('refuses another store’s coach or a missing one with -400 naming coach_id', async () => {
      const [picture] = await add([await image()]);
      for (const coach of [
        await insertCoach(db, other.storeIds[0] as number, 'Theirs'),
        await insertCoach(db, secondStore, 'My other store'),
        2_147_483_647,
      ]) {
        const res = await call('PUT', `/cover/${picture?.id}`, { caption: 'x', coach_id: coach });
        expect([res.statusCode, res.body.code, res.body.message]).toEqual([
          400,
          -400,
          'The coach in coach_id is not a coach of this store',
        ]);
      }
      expect((await list()).content[0]).toMatchObject({ caption: '', coach: null });
    });

    it('answers -404 for another store’s picture and for a removed one', async () => {
      const [picture] = await add([await image()]);
      const foreign = await call(
        'PUT',
        `/cover/${picture?.id}`,
        { caption: 'mine now', coach_id: null },
        { token: otherToken, storeId: other.storeIds[0] },
      );
      expect([foreign.statusCode, foreign.body.code, foreign.body.message]).toEqual([
        404,
        Code.NOT_FOUND,
        'This picture does not exist',
      ]);
      const viaSecond = await call(
        'PUT',
        `/cover/${picture?.id}`,
        { caption: 'x', coach_id: null },
        { storeId: secondStore },
      );
      expect(viaSecond.body.code).toBe(-404);
      expect((await list()).content[0]?.caption).toBe('');
    });

    it('refuses a NUL or another control character, a long caption and wrong types with -400', async () => {
      const [picture] = await add([await image()]);
      const nul = await call('PUT', `/cover/${picture?.id}`, { caption: 'a\u0000b', coach_id: null });
      expect([nul.statusCode, nul.body.message]).toEqual([
        400,
        'caption must not contain control characters',
      ]);
      const tab = await call(
        'PUT',
        `/cover/${picture?.id}`,
        { caption: 'a\tb', coach_id: null },
        { lang: 'zh' },
      );
      expect(tab.body.message).toBe('caption 不能包含控制字符');
      for (const payload of [
        { caption: 'x'.repeat(101), coach_id: null },
        { caption: 5, coach_id: null },
        { caption: 'x', coach_id: '1' },
        { caption: 'x' },
        { coach_id: null },
      ]) {
        const res = await call('PUT', `/cover/${picture?.id}`, payload);
        expect([payload, res.body.code]).toEqual([payload, -400]);
      }
      expect((await call('PUT', '/cover/abc', { caption: 'x', coach_id: null })).body.code).toBe(-400);
      expect((await list()).content[0]?.caption).toBe('');
      const longest = await call('PUT', `/cover/${picture?.id}`, {
        caption: '图'.repeat(100),
        coach_id: null,
      });
      expect(longest.body.code).toBe(0);
    });
  });

  describe('PUT /cover/order', () => {
    const three = async () => (await add([await image(), await image(), await image()])).map((c) => c.id);

    it('sets the complete new order and logs each picture that moved', async () => {
      const [a, b, c] = (await three()) as [number, number, number];
      const res = await call('PUT', '/cover/order', { ids: [c, a, b] });
      expect(res.body.code).toBe(0);
      expect((res.body.value as { content: Cover[] }).content.map((x) => [x.id, x.sort])).toEqual([
        [c, 1],
        [a, 2],
        [b, 3],
      ]);
      expect((await list()).content.map((x) => x.id)).toEqual([c, a, b]);
      expect((await auditOf(c)).at(-1)).toMatchObject({
        from_state: 'shown',
        to_state: 'shown',
        reason: 'position 3 → 1',
      });
      // The same order again moves nothing and logs nothing.
      const before = (await auditOf(a)).length;
      expect((await call('PUT', '/cover/order', { ids: [c, a, b] })).body.code).toBe(0);
      expect((await auditOf(a)).length).toBe(before);
    });

    it('refuses with -409 an order missing a picture, naming a foreign or unknown one, or repeating one', async () => {
      const [a, b, c] = (await three()) as [number, number, number];
      const [theirs] = await (async () => {
        const upload = await image(other.storeIds[0]);
        const res = await call(
          'POST',
          '/cover',
          { upload_ids: [upload] },
          { token: otherToken, storeId: other.storeIds[0] },
        );
        return (res.body.value as Cover[]).map((x) => x.id);
      })();
      for (const ids of [
        [a, b],
        [a, b, c, theirs as number],
        [a, b, theirs as number],
        [a, a, b, c],
        [a, b, b],
        [c, b, 2_147_483_647],
      ]) {
        const res = await call('PUT', '/cover/order', { ids });
        expect([ids, res.statusCode, res.body.code, res.body.message]).toEqual([
          ids,
          409,
          -409,
          'The pictures have changed since this screen was loaded; reload them and arrange them again',
        ]);
      }
      expect((await list()).content.map((x) => x.id)).toEqual([a, b, c]);
      const zh = await call('PUT', '/cover/order', { ids: [a] }, { lang: 'zh' });
      expect(zh.body.message).toBe('图片在此页面加载后已被修改，请刷新后重新排序');
    });

    it('refuses wrong types with -400', async () => {
      const [a] = (await three()) as [number];
      for (const payload of [{ ids: [String(a)] }, { ids: [] }, { ids: [true] }, { order: [a] }]) {
        expect((await call('PUT', '/cover/order', payload)).body.code).toBe(-400);
      }
    });

    it('leaves a consistent order after two reorders at once: one of the two, positions 1..n', async () => {
      const [a, b, c] = (await three()) as [number, number, number];
      // Orders whose writes overlap (b and a, then c and b): without the lock of the store's
      // pictures, the second, deciding on a list read before the first committed, left two
      // pictures at position 2 on PostgreSQL.
      const first = [b, a, c];
      const second = [a, c, b];
      for (let round = 0; round < 6; round++) {
        expect((await call('PUT', '/cover/order', { ids: [a, b, c] })).body.code).toBe(0);
        const pair = round % 2 === 0 ? [first, second] : [second, first];
        const answers = await Promise.all(pair.map((ids) => call('PUT', '/cover/order', { ids })));
        expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
        const after = (await list()).content;
        expect(after.map((x) => x.sort)).toEqual([1, 2, 3]);
        expect([first, second]).toContainEqual(after.map((x) => x.id));
      }
    });

    it('refuses an order made before a concurrent add with -409 rather than losing the new picture', async () => {
      const ids = await three();
      const newcomer = await image();
      const [added, reordered] = await Promise.all([
        call('POST', '/cover', { upload_ids: [newcomer] }),
        call('PUT', '/cover/order', { ids: [...ids].reverse() }),
      ]);
      expect(added.body.code).toBe(0);
      // Whichever ran first, the list is whole and numbered 1..4.
      expect([0, -409]).toContain(reordered.body.code);
      const after = (await list()).content;
      expect(after.map((x) => x.sort)).toEqual([1, 2, 3, 4]);
      expect(after.map((x) => x.upload_id)).toContain(newcomer);
    });
  });

  describe('DELETE /cover/{id}', () => {
    it('removes the picture, not the uploaded file; the rest move up; it is logged', async () => {
      const pictures = await add([await image(), await image(), await image()]);
      const [a, b, c] = pictures.map((p) => p.id) as [number, number, number];
      const res = await call('DELETE', `/cover/${a}`);
      expect(res.body).toEqual({ code: 0, message: 'Success', value: null });
      expect((await list()).content.map((x) => [x.id, x.sort])).toEqual([
        [b, 1],
        [c, 2],
      ]);
      const file = await db
        .selectFrom('uploaded_files')
        .select('id')
        .where('id', '=', pictures[0]?.upload_id as number)
        .executeTakeFirst();
      expect(file).toBeDefined();
      expect((await auditOf(a)).at(-1)).toMatchObject({ from_state: 'shown', to_state: 'removed' });
      const again = await call('DELETE', `/cover/${a}`);
      expect([again.statusCode, again.body.message]).toEqual([404, 'This picture does not exist']);
      // The same image can be shown again, at the end.
      const back = await add([pictures[0]?.upload_id as number]);
      expect(back[0]?.sort).toBe(3);
    });

    it('answers -404 for another store’s picture and leaves it', async () => {
      const [picture] = await add([await image()]);
      const res = await call('DELETE', `/cover/${picture?.id}`, undefined, {
        token: otherToken,
        storeId: other.storeIds[0],
      });
      expect(res.body.code).toBe(-404);
      expect((await list()).total).toBe(1);
      expect((await call('DELETE', '/cover/0')).body.code).toBe(-400);
    });
  });

  describe('references', () => {
    it('unlinks a deleted coach and drops the picture of a deleted upload', async () => {
      const coach = await insertCoach(db, store, 'Gone soon');
      const [kept, dropped] = await add([await image(), await image()]);
      await call('PUT', `/cover/${kept?.id}`, { caption: 'k', coach_id: coach });
      await db.deleteFrom('coaches').where('id', '=', coach).execute();
      await db
        .deleteFrom('uploaded_files')
        .where('id', '=', dropped?.upload_id as number)
        .execute();
      expect((await list()).content.map((x) => [x.id, x.coach])).toEqual([[kept?.id, null]]);
    });

    it('answers -403 for a store the caller does not manage', async () => {
      const res = await call('POST', '/cover/list', {}, { storeId: other.storeIds[0] });
      expect([res.statusCode, res.body.code]).toEqual([403, Code.FORBIDDEN]);
    });
  });
});
