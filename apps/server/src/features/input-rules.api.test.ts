import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createSessionToken } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  applyFor,
  call,
  createStore,
  newMerchant,
  platformToken,
  qualificationPayload,
} from './onboarding/onboarding-test-kit';

/**
 * The shared input rules on a real database (run it on SQLite and on PostgreSQL): text with a
 * NUL byte or another control character is a -400 naming the field, never a 500 (PostgreSQL
 * cannot store U+0000), and ids are positive 32-bit integers written canonically, nothing else.
 */
describe('input rules shared by every call', () => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof newMerchant>>;
  let storeToken: string;
  let platform: string;
  let claim_id: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    merchant = await newMerchant(db);
    const managing = await createMerchant(db, { stores: 1 });
    storeToken = await createSessionToken(db, managing.accountId, { storeId: managing.storeIds[0] });
    platform = await platformToken(db);
    const store = await createStore(t.app, merchant.token);
    claim_id = (await applyFor(t.app, merchant.token, store.id)).id;
    const payload = await qualificationPayload(db, merchant.accountId, claim_id);
    const res = await call(t.app, 'POST', '/api/claim/qualification', { token: merchant.token, payload });
    expect(res.body.code).toBe(Code.OK);
  });
  afterAll(() => t.close());

  type Case = [
    label: string,
    method: 'GET' | 'POST',
    url: string,
    payload: object | undefined,
    field: string,
  ];
  const NUL = '\u0000';

  const textCases = (): Case[] => [
    ['login user name', 'POST', '/api/user/login_up', { username: `a${NUL}`, password: 'x' }, 'username'],
    ['login password', 'POST', '/api/user/login_up', { username: 'a', password: `x${NUL}` }, 'password'],
    ['session token', 'POST', '/api/user/login_token', { session_token: `t${NUL}` }, 'session_token'],
    [
      'registration name',
      'POST',
      '/api/user/register',
      { phone: '13900000000', code: '123456', password: 'secret123', name: `n${NUL}` },
      'name',
    ],
    ['store search', 'GET', '/api/claim/stores?name=%00', undefined, 'name'],
    [
      'claim store name',
      'POST',
      '/api/claim/store',
      { name: `a${NUL}b`, city: '上海', address: 'x', phone: '021-64871234' },
      'name',
    ],
    [
      'claim store address',
      'POST',
      '/api/claim/store',
      { name: 'a', city: '上海', address: `x${NUL}`, phone: '021-64871234' },
      'address',
    ],
    [
      'message keyword',
      'POST',
      '/api/message/system/list',
      { restrictions: [{ name: 'keyword', operator: 'like', value: NUL }] },
      'restrictions.0.value',
    ],
    [
      'list-query value',
      'POST',
      '/api/user/announcements',
      { restrictions: [{ name: 'title', operator: 'like', value: `a${NUL}` }] },
      'restrictions.0.value',
    ],
    ['reject reason', 'POST', `/api/platform/claims/1/reject`, { reason: `no${NUL}` }, 'reason'],
    [
      'upload file name',
      'GET',
      '/api/upload/credential?fileName=a%00.jpg&fileSize=10',
      undefined,
      'fileName',
    ],
  ];

  it.each(textCases())('refuses a NUL byte in the %s with -400 naming the field', async (...c) => {
    const [, method, url, payload, field] = c;
    const token = url.startsWith('/api/platform') ? platform : merchant.token;
    const res = await call(t.app, method, url, { token, payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(-400);
    expect(res.body.message).toContain(field);
  });

  it('refuses a NUL byte in the legal name of qualifications, in the caller language', async () => {
    const payload = await qualificationPayload(t.app.deps.db, merchant.accountId, claim_id);
    const res = await call(t.app, 'POST', '/api/claim/qualification', {
      token: merchant.token,
      payload: { ...payload, legal_name: `王${NUL}` },
      lang: 'zh',
    });
    expect(res.body).toEqual({ code: -400, message: 'legal_name 不能包含控制字符', value: null });
  });

  it('refuses other control characters in one-line text but keeps line breaks in a reason', async () => {
    const bell = await call(t.app, 'POST', '/api/claim/store', {
      token: merchant.token,
      payload: { name: 'a\u0007', city: '上海', address: 'x', phone: '021-64871234' },
    });
    expect(bell.body.code).toBe(-400);
    const tab = await call(t.app, 'POST', '/api/user/login_up', {
      payload: { username: 'a\tb', password: 'x' },
    });
    expect(tab.body.code).toBe(-400);
    const lines = await call(t.app, 'POST', `/api/platform/claims/${claim_id}/reject`, {
      token: platform,
      payload: { reason: 'Licence photo unreadable.\r\nPlease\tretake it.' },
    });
    expect(lines.body.code).toBe(Code.OK);
    expect(lines.body.value.reason).toBe('Licence photo unreadable.\r\nPlease\tretake it.');
  });

  it('refuses control characters in a store-scoped list value as well', async () => {
    const res = await call(t.app, 'POST', '/api/message/system/list', {
      token: storeToken,
      payload: { restrictions: [{ name: 'keyword', operator: 'like', value: 'x\u001b[31m' }] },
    });
    expect(res.body.code).toBe(-400);
  });

  const badIds = ['1.0', '+1', '01', '1e5', '0x186A0', '%201', '1%20', '2147483648', '0', '-1', '1_0'];

  it.each(badIds)('refuses the id %s in a path', async (id) => {
    const urls: ['GET' | 'POST', string, string][] = [
      ['POST', `/api/platform/claims/${id}/approve`, platform],
      ['GET', `/api/user/announcements/${id}`, merchant.token],
      ['GET', `/api/message/system/read/${id}`, merchant.token],
      ['GET', `/api/upload/files/${id}/url`, merchant.token],
      ['GET', `/api/claim/qualification/${id}`, merchant.token],
      ['GET', `/api/claim/qualification/delete?id=${id}`, merchant.token],
      ['POST', `/api/user/store/select/${id}`, storeToken],
      ['GET', `/api/permission/auth/menu/function/${id}`, storeToken],
    ];
    for (const [method, url, token] of urls) {
      const res = await call(t.app, method, url, { token });
      expect([url, res.status, res.body.code]).toEqual([url, 400, -400]);
    }
  });

  it('does not approve claim N when asked for N.0, and still approves N itself', async () => {
    const { db } = t.app.deps;
    const other = await newMerchant(db);
    const store = await createStore(t.app, other.token);
    const claim = await applyFor(t.app, other.token, store.id);
    const payload = await qualificationPayload(db, other.accountId, claim.id);
    await call(t.app, 'POST', '/api/claim/qualification', { token: other.token, payload });
    const refused = await call(t.app, 'POST', `/api/platform/claims/${claim.id}.0/approve`, {
      token: platform,
    });
    expect(refused.body.code).toBe(-400);
    const row = await db
      .selectFrom('store_claims')
      .select('status')
      .where('id', '=', claim.id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    const approved = await call(t.app, 'POST', `/api/platform/claims/${claim.id}/approve`, {
      token: platform,
    });
    expect(approved.body.value.status).toBe('approved');
  });

  it('refuses non-canonical page numbers in a query string', async () => {
    for (const number of ['1.0', '01', '1e1', '+2']) {
      const res = await call(t.app, 'GET', `/api/claim/stores?number=${number}`, { token: merchant.token });
      expect(res.body.code).toBe(-400);
    }
  });
});
