import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSession, nextPhone, userInfoOf } from '../user/user-test-kit';
import { call, sendCode } from './onboarding-test-kit';

describe('POST /user/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object, lang?: string) =>
    call(t.app, 'POST', '/api/user/register', { payload, lang });
  const codeRow = (phone: string) =>
    t.app.deps.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();

  it('creates a merchant named after the phone and signs it in, with no store yet', async () => {
    const { phone, code } = await sendCode(t);
    const res = await register({ phone, code, password: 'newpass123' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: Code.OK, value: { token: expect.any(String) } });
    const token = res.body.value.token as string;
    expect(Date.parse(res.body.value.expires_at)).toBeGreaterThan(Date.now());
    expect((await userInfoOf(t.app, token)).json().value).toEqual({
      name: phone,
      avatar: '',
      roles: ['admin', 'merchant'],
      store_id: null,
      must_set_password: false,
      staff_only: false,
    });
    expect((await findSession(t.app, token)).store_id).toBeNull();
    expect((await call(t.app, 'GET', '/api/user/store/list', { token })).body.value).toEqual([]);
    const account = await t.app.deps.db
      .selectFrom('accounts')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ username: phone, role: 2 });
    expect((await codeRow(phone)).used_at).not.toBeNull();
    // The password works for sign-in with the phone as user name.
    const login = await call(t.app, 'POST', '/api/user/login_up', {
      payload: { username: phone, password: 'newpass123' },
    });
    expect(login.body.code).toBe(Code.OK);
  });

  it('keeps a given name', async () => {
    const { phone, code } = await sendCode(t);
    const res = await register({ phone, code, password: 'newpass123', name: '  张教练  ' });
    expect((await userInfoOf(t.app, res.body.value.token)).json().value.name).toBe('张教练');
  });

  it('refuses a registered phone with a clear message, and does not spend the code', async () => {
    const existing = await createMerchant(t.app.deps.db, { phone: nextPhone() });
    const { phone, code } = await sendCode(t, existing.phone);
    const en = await register({ phone, code, password: 'newpass123' });
    expect(en.status).toBe(409);
    expect(en.body).toEqual({
      code: Code.CONFLICT,
      message: 'This phone number is already registered: sign in or reset your password',
      value: null,
    });
    const zh = await register({ phone, code, password: 'newpass123' }, 'zh');
    expect(zh.body.message).toBe('该手机号已注册，请直接登录或找回密码');
    expect((await codeRow(phone)).used_at).toBeNull();
    // The owner can still sign in with that very code.
    const login = await call(t.app, 'POST', '/api/user/login_phone', { payload: { phone, code } });
    expect(login.body.code).toBe(Code.OK);
  });

  it('refuses a phone that is another account’s user name', async () => {
    const phone = nextPhone();
    await t.app.deps.db
      .updateTable('accounts')
      .set({ username: phone })
      .where('id', '=', (await createMerchant(t.app.deps.db)).accountId)
      .execute();
    const { code } = await sendCode(t, phone);
    expect((await register({ phone, code, password: 'newpass123' })).body.code).toBe(Code.CONFLICT);
  });

  it('spends the code once: a second registration with it fails', async () => {
    const { phone, code } = await sendCode(t);
    expect((await register({ phone, code, password: 'newpass123' })).body.code).toBe(Code.OK);
    // The phone is now registered, but the code is checked first, and it is spent.
    const again = await register({ phone, code, password: 'newpass123' });
    expect(again.body.code).toBe(Code.BAD_CREDENTIALS);
  });

  it('registers one account when two registrations of a phone race', async () => {
    const { phone, code } = await sendCode(t);
    const answers = await Promise.all([1, 2].map(() => register({ phone, code, password: 'newpass123' })));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(1);
    const accounts = await t.app.deps.db
      .selectFrom('accounts')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses a wrong code without revealing whether the phone is registered', async () => {
    const { phone, code } = await sendCode(t);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await register({ phone, code: wrong, password: 'newpass123' });
    expect(res.body).toMatchObject({
      code: Code.BAD_CREDENTIALS,
      message: 'The code is wrong or has expired',
    });
    const existing = await createMerchant(t.app.deps.db, { phone: nextPhone() });
    await sendCode(t, existing.phone);
    expect((await register({ phone: existing.phone, code: wrong, password: 'newpass123' })).body.code).toBe(
      Code.BAD_CREDENTIALS,
    );
  });

  it('checks phone, code and password with the shared rules, in the caller’s language', async () => {
    const { phone, code } = await sendCode(t);
    const badPhone = await register({ phone: '1391234567', code, password: 'newpass123' }, 'zh');
    expect(badPhone.body).toEqual({ code: Code.VALIDATION, message: '请输入11位手机号', value: null });
    const badCode = await register({ phone, code: '12345', password: 'newpass123' });
    expect(badCode.body.message).toBe('Please enter the 6-digit code');
    const weak = await register({ phone, code, password: 'password' });
    expect(weak.body).toMatchObject({
      code: Code.VALIDATION,
      message: 'Use 8 to 64 characters with at least one letter and one digit',
    });
    const missing = await register({ phone, code });
    expect(missing.body).toMatchObject({ code: Code.VALIDATION, message: 'password is required' });
    expect((await register({ phone, code, password: 'newpass123', name: '' })).body.code).toBe(
      Code.VALIDATION,
    );
    // None of these spent the code.
    expect((await codeRow(phone)).used_at).toBeNull();
  });

  it('is documented in OpenAPI as a public call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/user/register'].post.security).toEqual([]);
  });
});
