import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/db-errors';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createClaimRepository } from './claim.repository';
import { applyFor, call, createStore, newMerchant, platformToken } from './onboarding-test-kit';

describe('stores open to claim, adding a store, claiming, claim status', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof newMerchant>>;
  let other: Awaited<ReturnType<typeof newMerchant>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await newMerchant(t.app.deps.db);
    other = await newMerchant(t.app.deps.db);
  });
  afterAll(() => t.close());

  const addStore = (token: string, payload: object, lang?: string) =>
    call(t.app, 'POST', '/api/claim/store', { token, payload, lang });
  const list = (query: string, token = me.token) =>
    call(t.app, 'GET', `/api/claim/stores?${query}`, { token });
  const apply = (token: string, storeId: unknown, lang?: string) =>
    call(t.app, 'POST', '/api/claim/apply', { token, payload: { store_id: storeId }, lang });

  describe('POST /claim/store', () => {
    it('adds an unclaimed store, remembering who added it', async () => {
      const payload = {
        name: ' 乐跑健身·徐汇店 ',
        city: '上海',
        address: '徐汇区漕溪北路1号',
        phone: '021-64871234',
      };
      const res = await addStore(me.token, payload);
      expect(res.body).toEqual({
        code: Code.OK,
        message: 'Success',
        value: {
          id: expect.any(Number),
          name: '乐跑健身·徐汇店',
          city: '上海',
          address: payload.address,
          phone: payload.phone,
        },
      });
      const row = await t.app.deps.db
        .selectFrom('stores')
        .selectAll()
        .where('id', '=', res.body.value.id)
        .executeTakeFirstOrThrow();
      expect(row.created_by).toBe(me.accountId);
      expect((await list('name=乐跑健身·徐汇店')).body.value.content).toHaveLength(1);
    });

    it('refuses the same name in the same city, in any case', async () => {
      await addStore(me.token, {
        name: 'FitBox Pudong',
        city: 'Shanghai',
        address: 'A road 1',
        phone: '13800138000',
      });
      const again = await addStore(other.token, {
        name: 'fitbox pudong',
        city: 'SHANGHAI',
        address: 'B road 2',
        phone: '13800138000',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'A store with this name already exists in this city: find it in the list and claim it',
      );
      const elsewhere = await addStore(other.token, {
        name: 'FitBox Pudong',
        city: 'Suzhou',
        address: 'C road',
        phone: '13800138000',
      });
      expect(elsewhere.body.code).toBe(Code.OK);
    });

    it('adds one store when ten merchants add the same name at once (the rest -409)', async () => {
      const name = `Race Gym ${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          addStore(i % 2 ? me.token : other.token, {
            name: i % 3 ? name : name.toUpperCase(),
            city: 'Hangzhou',
            address: 'C road 3',
            phone: '13800138000',
          }),
        ),
      );
      expect(answers.map((a) => a.body.code).sort()).toEqual([...Array(9).fill(-409), 0].sort());
      const rows = await t.app.deps.db
        .selectFrom('stores')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('checks every field, never answering 500', async () => {
      const good = { name: 'X', city: 'Y', address: 'Z', phone: '13800138000' };
      const phone = await addStore(me.token, { ...good, phone: '12345' }, 'zh');
      expect(phone.body).toEqual({
        code: Code.VALIDATION,
        message: '请输入11位手机号或固定电话（如010-85801234）',
        value: null,
      });
      expect((await addStore(me.token, { ...good, name: '  ' })).body.code).toBe(Code.VALIDATION);
      expect((await addStore(me.token, { ...good, address: 'x'.repeat(201) })).body.code).toBe(
        Code.VALIDATION,
      );
      const missing = await addStore(me.token, { name: 'X', address: 'Z', phone: '13800138000' });
      expect(missing.body).toMatchObject({ code: Code.VALIDATION, message: 'city is required' });
    });
  });

  describe('GET /claim/stores', () => {
    it('lists only stores nobody manages, searched by name and city, paged', async () => {
      const managed = await createMerchant(t.app.deps.db, { stores: 1 });
      const tag = `Zeta${Date.now()}`;
      for (const [name, city] of [
        [`${tag} Gym One`, 'Hangzhou'],
        [`${tag} gym two`, 'Hangzhou'],
        [`${tag} Yoga`, 'Ningbo'],
      ] as const) {
        await addStore(me.token, { name, city, address: 'road 1', phone: '13800138000' });
      }
      const gyms = await list(`name=${tag.toLowerCase()}%20GYM&city=hang`);
      expect(gyms.body.value).toMatchObject({ total: 2, number: 1, size: 10 });
      expect(gyms.body.value.content.map((s: { name: string }) => s.name)).toEqual([
        `${tag} Gym One`,
        `${tag} gym two`,
      ]);
      expect(Object.keys(gyms.body.value.content[0]).sort()).toEqual([
        'address',
        'city',
        'id',
        'name',
        'pending',
      ]);
      expect(gyms.body.value.content[0].pending).toBe(false);
      const page2 = await list(`name=${tag}&size=2&number=2`);
      expect(page2.body.value).toMatchObject({ total: 3, number: 2, size: 2 });
      expect(page2.body.value.content).toHaveLength(1);
      const all = await list('size=100');
      expect(all.body.value.content.map((s: { id: number }) => s.id)).not.toContain(managed.storeIds[0]);
    });

    it('matches % and _ literally', async () => {
      await addStore(me.token, { name: '100%_Fit', city: 'Xi’an', address: 'road', phone: '13800138000' });
      expect((await list('name=100%25_')).body.value.total).toBe(1);
      expect((await list('name=10%25%25')).body.value.total).toBe(0);
    });

    it('refuses bad paging and callers who are not merchants', async () => {
      expect((await list('size=101')).body.code).toBe(Code.VALIDATION);
      expect((await list('number=0')).body.code).toBe(Code.VALIDATION);
      expect((await list('number=abc')).body.message).toBe('Invalid value for number');
      expect((await call(t.app, 'GET', '/api/claim/stores')).body.code).toBe(Code.NOT_SIGNED_IN);
      const platform = await list('', await platformToken(t.app.deps.db));
      expect(platform.body).toMatchObject({
        code: Code.FORBIDDEN,
        message: 'Only merchant accounts can claim stores',
      });
    });
  });

  describe('POST /claim/apply and GET /claim/status', () => {
    it('claims a store: pending, waiting for qualifications', async () => {
      const store = await createStore(t.app, me.token);
      const res = await apply(me.token, store.id);
      expect(res.body.value).toEqual({
        id: expect.any(Number),
        store: { id: store.id, name: store.name, city: '上海', address: '徐汇区漕溪北路1号' },
        status: 'pending',
        reason: null,
        qualification_id: null,
        created_at: expect.any(String),
        decided_at: null,
        next_action: 'submit_qualifications',
      });
      const status = await call(t.app, 'GET', '/api/claim/status', { token: me.token });
      expect(status.body.value[0]).toEqual(res.body.value);
    });

    it('allows one pending claim per store, whoever asks', async () => {
      const store = await createStore(t.app, other.token);
      await applyFor(t.app, other.token, store.id);
      const mine = await apply(me.token, store.id, 'zh');
      expect(mine.status).toBe(409);
      expect(mine.body).toEqual({ code: Code.CONFLICT, message: '该门店已有待审核的认领申请', value: null });
      const again = await apply(other.token, store.id);
      expect(again.body).toMatchObject({
        code: Code.CONFLICT,
        message: 'This store already has a claim waiting for review',
      });
    });

    it('marks a store whose claim waits for review in the list, for everyone', async () => {
      const store = await createStore(t.app, other.token);
      const pendingOf = async (token: string) =>
        (await list(`name=${encodeURIComponent(store.name)}`, token)).body.value.content[0]?.pending;
      expect(await pendingOf(me.token)).toBe(false);
      await applyFor(t.app, other.token, store.id);
      expect(await pendingOf(me.token)).toBe(true);
      expect(await pendingOf(other.token)).toBe(true);
    });

    it('lets exactly one of two simultaneous claims of a store through', async () => {
      const store = await createStore(t.app, me.token);
      const answers = await Promise.all([apply(me.token, store.id), apply(other.token, store.id)]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([Code.CONFLICT, Code.OK].sort());
    });

    it('keeps one live claim per store in the database itself', async () => {
      const store = await createStore(t.app, me.token);
      const { id } = await applyFor(t.app, me.token, store.id);
      const claims = createClaimRepository(t.app.deps.db);
      const error = await claims.insertClaim(store.id, other.accountId).catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      await claims.setStatus(id, { status: 'rejected', reason: 'x', decided_at: null, decided_by: null });
      expect((await claims.insertClaim(store.id, other.accountId)).id).toBeGreaterThan(id);
    });

    it("refuses someone else's store, and says so when it is already the caller's", async () => {
      const owner = await createMerchant(t.app.deps.db, { stores: 1 });
      const res = await apply(me.token, owner.storeIds[0]);
      expect(res.body).toMatchObject({
        code: Code.CONFLICT,
        message: 'This store has already been claimed by another merchant',
      });
      const ownerToken = await createSessionToken(t.app.deps.db, owner.accountId);
      expect((await apply(ownerToken, owner.storeIds[0])).body.message).toBe('You already manage this store');
    });

    it('answers not found for an unknown store and -400 for a bad id', async () => {
      expect((await apply(me.token, 99_999_999)).body).toMatchObject({
        code: Code.NOT_FOUND,
        message: 'This store does not exist',
      });
      for (const bad of ['1', true, 0, -1, 1.5, 2 ** 31, null]) {
        const res = await apply(me.token, bad);
        expect(res.body).toMatchObject({ code: Code.VALIDATION, message: 'Invalid value for store_id' });
      }
      expect(
        (await call(t.app, 'POST', '/api/claim/apply', { token: me.token, payload: {} })).body.message,
      ).toBe('store_id is required');
    });

    it('shows the approved claims of the stores the merchant manages, whoever claimed them', async () => {
      const owner = await newMerchant(t.app.deps.db);
      const store = await createStore(t.app, owner.token);
      const claim = await applyFor(t.app, owner.token, store.id);
      const { db } = t.app.deps;
      await db.updateTable('store_claims').set({ status: 'approved' }).where('id', '=', claim.id).execute();
      const partner = await newMerchant(t.app.deps.db);
      expect((await call(t.app, 'GET', '/api/claim/status', { token: partner.token })).body.value).toEqual(
        [],
      );
      await createClaimRepository(db).addManager(owner.accountId, store.id);
      await createClaimRepository(db).addManager(partner.accountId, store.id);
      const status = await call(t.app, 'GET', '/api/claim/status', { token: partner.token });
      expect(status.body.value).toEqual([
        expect.objectContaining({ id: claim.id, status: 'approved', next_action: 'done' }),
      ]);
    });

    it('shows each merchant its own claims only, newest first', async () => {
      const fresh = await newMerchant(t.app.deps.db);
      const a = await applyFor(t.app, fresh.token, (await createStore(t.app, fresh.token)).id);
      const b = await applyFor(t.app, fresh.token, (await createStore(t.app, fresh.token)).id);
      const status = await call(t.app, 'GET', '/api/claim/status', { token: fresh.token });
      expect(status.body.value.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
      const stranger = await newMerchant(t.app.deps.db);
      expect((await call(t.app, 'GET', '/api/claim/status', { token: stranger.token })).body.value).toEqual(
        [],
      );
    });
  });
});
