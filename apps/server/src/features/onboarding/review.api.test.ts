import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSession } from '../user/user-test-kit';
import {
  applyFor,
  call,
  createStore,
  newMerchant,
  platformToken,
  qualificationPayload,
  sendCode,
} from './onboarding-test-kit';

describe('the platform’s review', () => {
  let t: TestApp;
  let platform: string;
  let me: Awaited<ReturnType<typeof newMerchant>>;
  beforeAll(async () => {
    t = await createTestApp();
    platform = await platformToken(t.app.deps.db);
    me = await newMerchant(t.app.deps.db);
  });
  afterAll(() => t.close());

  const approve = (id: number, token = platform) =>
    call(t.app, 'POST', `/api/platform/claims/${id}/approve`, { token });
  const reject = (id: number, payload: object, token = platform, lang?: string) =>
    call(t.app, 'POST', `/api/platform/claims/${id}/reject`, { token, payload, lang });
  const claimsList = (query: object = {}, token = platform) =>
    call(t.app, 'POST', '/api/platform/claims/list', { token, payload: query });
  const withStatus = (status: string, size = 10) => ({
    pageable: { number: 1, size },
    restrictions: [{ name: 'status', operator: '=', value: status }],
  });
  /** A claim of a new store by `who`, with qualifications when asked. */
  const newClaim = async (who = me, withQualification = true) => {
    const store = await createStore(t.app, who.token);
    const claim = await applyFor(t.app, who.token, store.id);
    if (withQualification) {
      const payload = await qualificationPayload(t.app.deps.db, who.accountId, claim.id);
      await call(t.app, 'POST', '/api/claim/qualification', { token: who.token, payload });
    }
    return { store, claim };
  };
  const messagesOf = async (token: string) =>
    (await call(t.app, 'POST', '/api/message/system/list', { token, payload: {} })).body.value.content;

  it('refuses callers who are not the platform on every call', async () => {
    const { claim } = await newClaim();
    const merchant = await createMerchant(t.app.deps.db, { stores: 1 });
    const merchantToken = await createSessionToken(t.app.deps.db, merchant.accountId, {
      storeId: merchant.storeIds[0],
    });
    const coach = await createSessionToken(
      t.app.deps.db,
      (await createMerchant(t.app.deps.db, { role: 3, stores: 0 })).accountId,
    );
    for (const token of [merchantToken, coach, me.token]) {
      const answers = [
        await claimsList({}, token),
        await approve(claim.id, token),
        await reject(claim.id, { reason: 'x' }, token),
      ];
      for (const res of answers) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          code: Code.FORBIDDEN,
          message: 'Only platform accounts can do this',
          value: null,
        });
      }
    }
    expect((await call(t.app, 'POST', '/api/platform/claims/list', { payload: {} })).body.code).toBe(
      Code.NOT_SIGNED_IN,
    );
    expect((await call(t.app, 'GET', '/api/claim/status', { token: me.token })).body.value[0].status).toBe(
      'pending',
    );
  });

  it('lists claims with store, merchant and qualifications, filtered by status and paged', async () => {
    const { claim, store } = await newClaim();
    const res = await claimsList(withStatus('pending', 100));
    const found = res.body.value.content.find((c: { id: number }) => c.id === claim.id);
    expect(found).toMatchObject({
      status: 'pending',
      reason: null,
      decided_at: null,
      store: { id: store.id, name: store.name },
      merchant: { id: me.accountId, username: me.username, phone: me.phone },
      qualification: { legal_name: '王小明', licence_photo_id: expect.any(Number) },
    });
    // Pending claims come oldest first (a queue).
    const ids = res.body.value.content.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const page = await claimsList({ pageable: { number: 1, size: 1 } });
    expect(page.body.value).toMatchObject({ number: 1, size: 1, total: expect.any(Number) });
    expect(page.body.value.content).toHaveLength(1);
    expect(
      (await claimsList(withStatus('approved'))).body.value.content.every(
        (c: { status: string }) => c.status === 'approved',
      ),
    ).toBe(true);
    expect((await claimsList(withStatus('done'))).body.value.total).toBe(0);
    const newest = await claimsList({ sorts: [{ name: 'created_at', sort: 'desc' }] });
    const newestIds = newest.body.value.content.map((c: { id: number }) => c.id);
    expect(newestIds).toEqual([...newestIds].sort((a: number, b: number) => b - a));
    expect((await claimsList({ sorts: [{ name: 'reason', sort: 'asc' }] })).body.code).toBe(Code.VALIDATION);
  });

  it('approves only claims with qualifications, once', async () => {
    const { claim } = await newClaim(me, false);
    const res = await approve(claim.id);
    expect(res.body).toEqual({
      code: Code.CONFLICT,
      message: 'The merchant has not submitted qualifications for this claim yet',
      value: null,
    });
    const payload = await qualificationPayload(t.app.deps.db, me.accountId, claim.id);
    await call(t.app, 'POST', '/api/claim/qualification', { token: me.token, payload });
    const ok = await approve(claim.id);
    expect(ok.body.value).toMatchObject({ id: claim.id, status: 'approved', decided_at: expect.any(String) });
    expect((await approve(claim.id)).body).toMatchObject({
      code: Code.CONFLICT,
      message: 'This claim has already been reviewed',
    });
    expect((await reject(claim.id, { reason: 'late' })).body.code).toBe(Code.CONFLICT);
    const row = await t.app.deps.db
      .selectFrom('store_claims')
      .selectAll()
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(row.decided_by).not.toBeNull();
  });

  it('rejects with a required reason, which the merchant reads in a message', async () => {
    const { claim, store } = await newClaim();
    expect((await reject(claim.id, {})).body).toMatchObject({
      code: Code.VALIDATION,
      message: 'reason is required',
    });
    const blank = await reject(claim.id, { reason: '   ' }, platform, 'zh');
    expect(blank.body).toEqual({
      code: Code.VALIDATION,
      message: '请填写驳回原因（不超过500字）',
      value: null,
    });
    expect((await reject(claim.id, { reason: 'x'.repeat(501) })).body.code).toBe(Code.VALIDATION);
    const res = await reject(claim.id, { reason: ' 身份证照片模糊 ' });
    expect(res.body.value).toMatchObject({ status: 'rejected', reason: '身份证照片模糊' });
    const [message] = await messagesOf(me.token);
    expect(message).toMatchObject({
      title: '门店认领未通过 / Store claim rejected',
      category: 'claim',
      read: false,
    });
    expect(message.content).toContain(`“${store.name}”的认领未通过审核，原因：身份证照片模糊`);
    expect(message.content).toContain('was rejected: 身份证照片模糊');
    const storeList = await call(t.app, 'GET', '/api/user/store/list', { token: me.token });
    expect(storeList.body.value.map((s: { id: number }) => s.id)).not.toContain(store.id);
  });

  it('answers not found for an unknown claim and -400 for a bad id', async () => {
    expect((await approve(99_999_999)).body).toMatchObject({
      code: Code.NOT_FOUND,
      message: 'This claim does not exist',
    });
    expect((await reject(99_999_999, { reason: 'x' })).body.code).toBe(Code.NOT_FOUND);
    expect(
      (await call(t.app, 'POST', '/api/platform/claims/abc/approve', { token: platform })).body.code,
    ).toBe(Code.VALIDATION);
  });

  it('does not approve a claim of a store someone else was given meanwhile', async () => {
    const { claim, store } = await newClaim();
    const other = await createMerchant(t.app.deps.db, { stores: 0 });
    await t.app.deps.db
      .insertInto('store_managers')
      .values({ account_id: other.accountId, store_id: store.id, created_at: new Date().toISOString() })
      .execute();
    expect((await approve(claim.id)).body).toMatchObject({
      code: Code.CONFLICT,
      message: 'This store has already been claimed by another merchant',
    });
    expect((await call(t.app, 'GET', '/api/claim/status', { token: me.token })).body.value[0].status).toBe(
      'pending',
    );
  });

  it('walks the whole path: register, add and claim a store, qualifications, approval, store switcher', async () => {
    const { phone, code } = await sendCode(t);
    const registered = await call(t.app, 'POST', '/api/user/register', {
      payload: { phone, code, password: 'gym2026pass', name: '周店长' },
    });
    const token = registered.body.value.token as string;
    const account = await t.app.deps.db
      .selectFrom('accounts')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();

    const store = await createStore(t.app, token, `动力健身 ${Date.now()}`);
    const listed = await call(t.app, 'GET', `/api/claim/stores?name=${encodeURIComponent(store.name)}`, {
      token,
    });
    expect(listed.body.value.content).toEqual([expect.objectContaining({ id: store.id })]);
    const claim = await applyFor(t.app, token, store.id);
    const payload = await qualificationPayload(t.app.deps.db, account.id, claim.id);
    const submitted = await call(t.app, 'POST', '/api/claim/qualification', { token, payload });
    expect(submitted.body.code).toBe(Code.OK);

    const decided = await approve(claim.id);
    expect(decided.body.value).toMatchObject({
      status: 'approved',
      qualification: { id: submitted.body.value.id },
    });

    const stores = await call(t.app, 'GET', '/api/user/store/list', { token });
    expect(stores.body.value).toEqual([{ id: store.id, name: store.name, owner: true }]);
    // The session that had no store now works on the new one.
    expect((await findSession(t.app, token)).store_id).toBe(store.id);
    // Store-scoped calls (the media library here) work at once.
    expect((await call(t.app, 'POST', '/api/upload/files', { token, payload: {} })).body.code).toBe(Code.OK);

    const status = await call(t.app, 'GET', '/api/claim/status', { token });
    expect(status.body.value[0]).toMatchObject({ id: claim.id, status: 'approved', next_action: 'done' });
    const [message] = await messagesOf(token);
    expect(message).toMatchObject({ title: '门店认领审核通过 / Store claim approved', category: 'claim' });
    expect(message.content).toContain(store.name);
    const unread = await call(t.app, 'GET', '/api/message/system/unread_count', { token });
    expect(unread.body.value.unread_num).toBe(1);

    const stillListed = await call(t.app, 'GET', `/api/claim/stores?name=${encodeURIComponent(store.name)}`, {
      token,
    });
    expect(stillListed.body.value.total).toBe(0);
    const late = await newMerchant(t.app.deps.db);
    const lateClaim = await call(t.app, 'POST', '/api/claim/apply', {
      token: late.token,
      payload: { store_id: store.id },
    });
    expect(lateClaim.body.message).toBe('This store has already been claimed by another merchant');
  });
});
