import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextAddress, nextPhone } from '../user/user-test-kit';

describe('POST /api/app/login_phone (consumers of the marketplace app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Sends a code to the phone through the real call and returns it. */
  const codeFor = async (phone: string): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/sendcode/${phone}`,
      remoteAddress: nextAddress(),
    });
    expect(res.json().code).toBe(0);
    return t.sms.filter((m) => m.phone === phone).at(-1)?.code as string;
  };
  const login = (url: string, phone: string, code: string) =>
    t.app.inject({ method: 'POST', url, payload: { phone, code }, remoteAddress: nextAddress() });
  const accountOf = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/logout', headers: bearer(token) });

  it('creates the consumer account on first sign-in and finds it afterwards', async () => {
    const phone = nextPhone();
    const first = await login('/api/app/login_phone', phone, await codeFor(phone));
    expect(first.json()).toMatchObject({
      code: 0,
      value: { token: expect.any(String), expires_at: expect.any(String) },
    });
    const rows = await t.app.deps.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', `app:${phone}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 1, phone: null, name: phone });
    // A minute later (the send limit), the same phone signs in to the same account.
    await t.app.deps.db
      .updateTable('sms_codes')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('phone', '=', phone)
      .execute();
    const again = await login('/api/app/login_phone', phone, await codeFor(phone));
    expect(again.json().code).toBe(0);
    expect(
      await t.app.deps.db
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', `app:${phone}`)
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a wrong or spent code with -102 and creates nothing', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await login('/api/app/login_phone', phone, wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(-102);
    expect(
      await t.app.deps.db
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', `app:${phone}`)
        .execute(),
    ).toEqual([]);
    expect((await login('/api/app/login_phone', phone, code)).json().code).toBe(0);
    expect((await login('/api/app/login_phone', phone, code)).json().code).toBe(-102);
  });

  it('keeps a consumer and a merchant with the same phone apart', async () => {
    const phone = nextPhone();
    const merchant = await createMerchant(t.app.deps.db, { phone });
    const app = await login('/api/app/login_phone', phone, await codeFor(phone));
    const appToken = app.json().value.token;
    // The app token is a consumer's: the console refuses it, its own logout takes it.
    const consoleCall = await t.app.inject({
      method: 'GET',
      url: '/api/user/self/get_user_info',
      headers: bearer(appToken),
    });
    expect(consoleCall.json()).toMatchObject({
      code: -403,
      message: 'This account cannot use the merchant console',
    });
    await t.app.deps.db
      .updateTable('sms_codes')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('phone', '=', phone)
      .execute();
    const consoleLogin = await login('/api/user/login_phone', phone, await codeFor(phone));
    const consoleToken = consoleLogin.json().value.token;
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/self/get_user_info',
      headers: bearer(consoleToken),
    });
    expect(info.json()).toMatchObject({ code: 0, value: { name: `Merchant ${merchant.username}` } });
    expect((await accountOf(consoleToken)).json().code).toBe(-403);
    expect((await accountOf(appToken)).json().code).toBe(0);
    expect((await accountOf(appToken)).json().code).toBe(-107);
  });

  it('gives a consumer no password to sign in with', async () => {
    const phone = nextPhone();
    expect((await login('/api/app/login_phone', phone, await codeFor(phone))).json().code).toBe(0);
    for (const password of ['none', '', 'secret123']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login_up',
        payload: { username: `app:${phone}`, password },
        remoteAddress: nextAddress(),
      });
      expect(res.json().code).not.toBe(0);
    }
  });
});
