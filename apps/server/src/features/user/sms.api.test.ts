import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSession, nextAddress, nextPhone, post, userInfoOf } from './user-test-kit';

describe('phone codes and phone sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sendCode = (phone: string, options: { ip?: string; lang?: string } = {}) =>
    post(t.app, `/api/user/sendcode/${phone}`, undefined, options);
  /** Sends a code and returns it as the phone received it. */
  const codeFor = async (phone: string): Promise<string> => {
    expect((await sendCode(phone)).json().code).toBe(Code.OK);
    return t.sms.at(-1)!.code;
  };
  const loginPhone = (phone: string, code: string) => post(t.app, '/api/user/login_phone', { phone, code });
  const codeRows = (phone: string) =>
    t.app.deps.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).orderBy('id').execute();
  /** Moves a phone's codes `ms` into the past, as if they had been sent earlier. */
  const age = (phone: string, ms: number) =>
    t.app.deps.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - ms).toISOString() })
      .where('phone', '=', phone)
      .execute();

  describe('POST /user/sendcode/{phone}', () => {
    it('texts a 6-digit code in the caller’s language and stores only its hash', async () => {
      const phone = nextPhone();
      const res = await sendCode(phone, { lang: 'zh' });
      expect(res.json()).toEqual({ code: Code.OK, message: '成功', value: { expires_in: 300 } });
      const sent = t.sms.at(-1)!;
      expect(sent.phone).toBe(phone);
      expect(sent.code).toMatch(/^\d{6}$/);
      expect(sent.text).toBe(`您的验证码是${sent.code}，5分钟内有效。`);
      const [row] = await codeRows(phone);
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.code_hash).not.toContain(sent.code);
      const ttl = Date.parse(row!.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(290_000);
      expect(ttl).toBeLessThanOrEqual(300_000);
    });

    it('refuses a 10-digit phone with the spec’s message', async () => {
      const res = await sendCode('1390000000', { lang: 'zh' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: Code.VALIDATION, message: '请输入11位手机号', value: null });
      expect((await sendCode('1390000000a')).json().code).toBe(Code.VALIDATION);
    });

    it('sends one code per phone per minute, answering retry_after', async () => {
      const phone = nextPhone();
      await codeFor(phone);
      const count = t.sms.length;
      const res = await sendCode(phone);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(Code.RATE_LIMITED);
      expect(res.json().value.retry_after).toBeGreaterThan(55);
      expect(res.json().value.retry_after).toBeLessThanOrEqual(60);
      expect(t.sms.length).toBe(count);
      expect(await codeRows(phone)).toHaveLength(1);
    });

    it('sends at most 5 codes per phone per hour', async () => {
      const phone = nextPhone();
      for (let i = 0; i < 5; i++) {
        await codeFor(phone);
        await age(phone, 2 * 60_000);
      }
      const res = await sendCode(phone);
      expect(res.json().code).toBe(Code.RATE_LIMITED);
      expect(res.json().value.retry_after).toBeGreaterThan(57 * 60);
    });

    it('sends at most 20 codes per client address per hour', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 20; i++) expect((await sendCode(nextPhone(), { ip })).json().code).toBe(Code.OK);
      expect((await sendCode(nextPhone(), { ip })).json().code).toBe(Code.RATE_LIMITED);
      expect((await sendCode(nextPhone())).json().code).toBe(Code.OK);
    });
  });

  describe('POST /user/login_phone', () => {
    it('sends exactly the per-phone allowance to 50 concurrent requests for one phone', async () => {
      const phone = nextPhone();
      const answers = await Promise.all(Array.from({ length: 50 }, () => sendCode(phone)));
      const codes = answers.map((res) => res.json().code);
      // One code per phone per minute (smsLimits.phoneMinute): exactly one goes out.
      expect(codes.filter((c) => c === Code.OK)).toHaveLength(1);
      expect(codes.filter((c) => c === Code.RATE_LIMITED)).toHaveLength(49);
      expect(t.sms.filter((m) => m.phone === phone)).toHaveLength(1);
      expect(await codeRows(phone)).toHaveLength(1);
    });

    it('sends exactly the per-address allowance to 40 concurrent requests from one address', async () => {
      const ip = nextAddress();
      const phones = Array.from({ length: 40 }, () => nextPhone());
      const before = t.sms.length;
      const answers = await Promise.all(phones.map((phone) => sendCode(phone, { ip })));
      const codes = answers.map((res) => res.json().code);
      // 20 codes per address per hour (smsLimits.ipHour).
      expect(codes.filter((c) => c === Code.OK)).toHaveLength(20);
      expect(codes.filter((c) => c === Code.RATE_LIMITED)).toHaveLength(20);
      expect(t.sms.slice(before).filter((m) => phones.includes(m.phone))).toHaveLength(20);
    });

    it('signs in with the code, on the account’s first store, once', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone(), stores: 2 });
      const code = await codeFor(m.phone);
      const res = await loginPhone(m.phone, code);
      expect(res.json().code).toBe(Code.OK);
      const token = res.json().value.token as string;
      expect((await userInfoOf(t.app, token)).json().code).toBe(Code.OK);
      expect((await findSession(t.app, token)).store_id).toBe(m.storeIds[0]);
      expect((await codeRows(m.phone))[0]?.used_at).not.toBeNull();
      const again = await loginPhone(m.phone, code);
      expect(again.json()).toEqual({
        code: Code.BAD_CREDENTIALS,
        message: 'The code is wrong or has expired',
        value: null,
      });
    });

    it('refuses an expired code', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      const code = await codeFor(m.phone);
      await t.app.deps.db
        .updateTable('sms_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('phone', '=', m.phone)
        .execute();
      expect((await loginPhone(m.phone, code)).json().code).toBe(Code.BAD_CREDENTIALS);
    });

    it('spends a code after five wrong tries', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      const code = await codeFor(m.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        expect((await loginPhone(m.phone, wrong)).json().code).toBe(Code.BAD_CREDENTIALS);
      expect((await codeRows(m.phone))[0]?.failed_attempts).toBe(5);
      expect((await loginPhone(m.phone, code)).json().code).toBe(Code.BAD_CREDENTIALS);
    });

    it('counts only wrong tries', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      const code = await codeFor(m.phone);
      await loginPhone(m.phone, code === '000000' ? '111111' : '000000');
      expect((await loginPhone(m.phone, code)).json().code).toBe(Code.OK);
      expect((await codeRows(m.phone))[0]?.failed_attempts).toBe(1);
    });

    it('accepts only the newest code sent', async () => {
      const m = await createMerchant(t.app.deps.db, { phone: nextPhone() });
      const first = await codeFor(m.phone);
      await age(m.phone, 2 * 60_000);
      const second = await codeFor(m.phone);
      if (first !== second) expect((await loginPhone(m.phone, first)).json().code).toBe(Code.BAD_CREDENTIALS);
      expect((await loginPhone(m.phone, second)).json().code).toBe(Code.OK);
    });

    it('answers a right code for an unregistered phone with not-found, leaving the code unspent', async () => {
      const phone = nextPhone();
      const code = await codeFor(phone);
      const res = await loginPhone(phone, code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: Code.NOT_FOUND,
        message: 'No account uses this phone number',
        value: null,
      });
      const [row] = await codeRows(phone);
      expect(row?.used_at).toBeNull();
      expect(row?.failed_attempts).toBe(0);
    });

    it('answers a wrong code for an unregistered phone like any wrong code', async () => {
      const phone = nextPhone();
      const code = await codeFor(phone);
      expect((await loginPhone(phone, code === '000000' ? '111111' : '000000')).json().code).toBe(
        Code.BAD_CREDENTIALS,
      );
      expect((await loginPhone(nextPhone(), '123456')).json().code).toBe(Code.BAD_CREDENTIALS);
    });

    it('refuses bad input naming the field', async () => {
      const shortCode = await post(t.app, '/api/user/login_phone', { phone: nextPhone(), code: '12345' });
      expect(shortCode.json()).toEqual({
        code: Code.VALIDATION,
        message: 'Please enter the 6-digit code',
        value: null,
      });
      const badPhone = await post(t.app, '/api/user/login_phone', { phone: 13900000000, code: '123456' });
      expect(badPhone.json().code).toBe(Code.VALIDATION);
      expect(badPhone.json().message).toMatch(/\bphone\b/);
      const missing = await post(t.app, '/api/user/login_phone', { phone: nextPhone() });
      expect(missing.json().message).toMatch(/\bcode\b/);
    });
  });
});
