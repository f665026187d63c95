import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSession, nextPhone, post, userInfoOf } from './user-test-kit';

describe('POST /user/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setPassword = (payload: object, token?: string, lang?: string) =>
    post(t.app, '/api/user/password', payload, { token, lang });
  const login = (username: string, password: string) =>
    post(t.app, '/api/user/login_up', { username, password });
  const codeFor = async (phone: string): Promise<string> => {
    expect((await post(t.app, `/api/user/sendcode/${phone}`)).json().code).toBe(Code.OK);
    return t.sms.at(-1)!.code;
  };

  describe('change (signed in, with the old password)', () => {
    it('sets the new password, ends the other sessions and keeps the caller’s', async () => {
      const m = await createMerchant(t.app.deps.db);
      const mine = await signIn(t.app, m.username, m.password);
      const other = await signIn(t.app, m.username, m.password);
      const res = await setPassword({ old_password: m.password, new_password: 'NewPass123' }, mine);
      expect(res.json()).toEqual({ code: Code.OK, message: 'Success', value: null });
      expect((await userInfoOf(t.app, mine)).json().code).toBe(Code.OK);
      expect((await userInfoOf(t.app, other)).json().code).toBe(Code.SESSION_REVOKED);
      expect((await findSession(t.app, other)).revoke_reason).toBe('password');
      expect((await login(m.username, m.password)).json().code).toBe(Code.BAD_CREDENTIALS);
      expect((await login(m.username, 'NewPass123')).json().code).toBe(Code.OK);
    });

    it('refuses a wrong old password and changes nothing', async () => {
      const m = await createMerchant(t.app.deps.db);
      const token = await signIn(t.app, m.username, m.password);
      const other = await signIn(t.app, m.username, m.password);
      const res = await setPassword({ old_password: 'not-it-123', new_password: 'NewPass123' }, token, 'zh');
      expect(res.json()).toEqual({ code: Code.BAD_CREDENTIALS, message: '原密码错误', value: null });
      expect((await userInfoOf(t.app, other)).json().code).toBe(Code.OK);
      expect((await login(m.username, m.password)).json().code).toBe(Code.OK);
    });

    it('throttles guesses of the old password like sign-ins', async () => {
      const m = await createMerchant(t.app.deps.db);
      const token = await signIn(t.app, m.username, m.password);
      for (let i = 0; i < 5; i++)
        await setPassword({ old_password: 'not-it-123', new_password: 'NewPass123' }, token);
      const res = await setPassword({ old_password: m.password, new_password: 'NewPass123' }, token);
      expect(res.json().code).toBe(Code.RATE_LIMITED);
    });

    it('needs a live session: -101 without a token, -107 for a revoked one', async () => {
      const m = await createMerchant(t.app.deps.db);
      const body = { old_password: m.password, new_password: 'NewPass123' };
      expect((await setPassword(body)).json().code).toBe(Code.NOT_SIGNED_IN);
      const token = await signIn(t.app, m.username, m.password);
      await post(t.app, '/api/user/logout', undefined, { token });
      expect((await setPassword(body, token)).json().code).toBe(Code.SESSION_REVOKED);
      expect((await login(m.username, m.password)).json().code).toBe(Code.OK);
    });

    it('refuses a weak new password with the rule', async () => {
      const m = await createMerchant(t.app.deps.db);
      const token = await signIn(t.app, m.username, m.password);
      const res = await setPassword({ old_password: m.password, new_password: 'short' }, token, 'zh');
      expect(res.json()).toEqual({
        code: Code.VALIDATION,
        message: '密码须为8到64位，且至少包含一个字母和一个数字',
        value: null,
      });
      expect(
        (await setPassword({ old_password: m.password, new_password: 'onlyletters' }, token)).json().code,
      ).toBe(Code.VALIDATION);
    });
  });

  describe('reset (with a phone code)', () => {
    it('sets the new password, spends the code and ends every session', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      const a = await signIn(t.app, m.username, m.password);
      const b = await signIn(t.app, m.username, m.password);
      const code = await codeFor(m.phone);
      const res = await setPassword({ phone: m.phone, code, new_password: 'Reset1234' });
      expect(res.json()).toEqual({ code: Code.OK, message: 'Success', value: null });
      for (const token of [a, b])
        expect((await userInfoOf(t.app, token)).json().code).toBe(Code.SESSION_REVOKED);
      expect((await login(m.username, 'Reset1234')).json().code).toBe(Code.OK);
      const again = await setPassword({ phone: m.phone, code, new_password: 'Other1234' });
      expect(again.json().code).toBe(Code.BAD_CREDENTIALS);
      expect((await login(m.username, 'Reset1234')).json().code).toBe(Code.OK);
    });

    it('refuses a wrong code and changes nothing', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      const token = await signIn(t.app, m.username, m.password);
      const code = await codeFor(m.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const res = await setPassword(
        { phone: m.phone, code: wrong, new_password: 'Reset1234' },
        undefined,
        'zh',
      );
      expect(res.json()).toEqual({ code: Code.BAD_CREDENTIALS, message: '验证码错误或已过期', value: null });
      expect((await userInfoOf(t.app, token)).json().code).toBe(Code.OK);
      expect((await login(m.username, m.password)).json().code).toBe(Code.OK);
    });

    it('answers not-found for an unregistered phone, leaving the code unspent', async () => {
      const phone = nextPhone();
      const code = await codeFor(phone);
      const res = await setPassword({ phone, code, new_password: 'Reset1234' });
      expect(res.json().code).toBe(Code.NOT_FOUND);
      const row = await t.app.deps.db
        .selectFrom('sms_codes')
        .select('used_at')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.used_at).toBeNull();
    });

    it('lets a reset clear the sign-in throttle of the account', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      for (let i = 0; i < 5; i++) await login(m.username, 'wrong-pass1');
      expect((await login(m.username, m.password)).json().code).toBe(Code.RATE_LIMITED);
      const code = await codeFor(m.phone);
      expect((await setPassword({ phone: m.phone, code, new_password: 'Reset1234' })).json().code).toBe(
        Code.OK,
      );
      expect((await login(m.username, 'Reset1234')).json().code).toBe(Code.OK);
    });
  });

  describe('bad input', () => {
    it('names the missing field of a body that fits neither form', async () => {
      const onlyNew = await setPassword({ new_password: 'NewPass123' });
      expect(onlyNew.json()).toEqual({ code: Code.VALIDATION, message: 'phone is required', value: null });
      const noCode = await setPassword({ phone: nextPhone(), new_password: 'NewPass123' }, undefined, 'zh');
      expect(noCode.json()).toEqual({ code: Code.VALIDATION, message: 'code 不能为空', value: null });
      const empty = await setPassword({});
      expect(empty.json().code).toBe(Code.VALIDATION);
      expect(empty.json().message).toMatch(/new_password/);
    });

    it('checks the phone and code formats and the field types', async () => {
      const badPhone = await setPassword(
        { phone: '1390000000', code: '123456', new_password: 'Reset1234' },
        undefined,
        'zh',
      );
      expect(badPhone.json()).toEqual({ code: Code.VALIDATION, message: '请输入11位手机号', value: null });
      const badType = await setPassword({ old_password: 123, new_password: 'NewPass123' });
      expect(badType.json()).toMatchObject({
        code: Code.VALIDATION,
        message: 'Invalid value for old_password',
      });
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(notJson.json().code).toBe(Code.VALIDATION);
    });
  });
});
