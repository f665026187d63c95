import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentNotificationRefused, type PaymentProvider } from '../payment-provider';
import { fenToYuan, yuanToFen } from './alipay-money';
import { type AlipayOptions, readAlipayOptions } from './alipay-options';
import { createAlipayPaymentProvider } from './alipay-payment-provider';
import {
  alipaySignContent,
  type GatewayHandler,
  generateTestKeys,
  rsa2Sign,
  signNotification,
  startAlipayTestGateway,
  type TestGateway,
} from './alipay-test-gateway';
import { fromAlipayTime, toAlipayTime } from './alipay-time';

const APP_ID = '2021000000000001';
const keys = generateTestKeys();
const forger = generateTestKeys();

describe('fen and yuan', () => {
  it('converts exactly, in both directions', () => {
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(10)).toBe('0.10');
    expect(fenToYuan(1230)).toBe('12.30');
    expect(fenToYuan(29_90)).toBe('29.90');
    expect(fenToYuan(123_456_789_01)).toBe('123456789.01');
    // 0.1 + 0.2 style errors cannot happen: no floating point on the way.
    for (let fen = 1; fen < 2000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('0.07')).toBe(7);
    for (const bad of ['1.234', '-1', '1e3', '', ' ', 'abc', '1.', '.5', 12])
      expect(yuanToFen(bad)).toBeNull();
    expect(() => fenToYuan(0)).toThrow();
    expect(() => fenToYuan(1.5)).toThrow();
  });

  it('writes and reads Beijing time', () => {
    expect(toAlipayTime('2026-11-27T02:30:00.000Z')).toBe('2026-11-27 10:30:00');
    expect(toAlipayTime('2026-11-27T20:00:00.000Z')).toBe('2026-11-28 04:00:00');
    expect(fromAlipayTime('2026-11-27 10:30:00')).toBe('2026-11-27T02:30:00.000Z');
    expect(fromAlipayTime('yesterday')).toBeUndefined();
  });
});

describe('readAlipayOptions', () => {
  it('is off unless ALIPAY_APP_ID is set, and refuses an incomplete configuration', () => {
    expect(readAlipayOptions({})).toBeNull();
    expect(() => readAlipayOptions({ ALIPAY_APP_ID: APP_ID })).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(() =>
      readAlipayOptions({ ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: keys.appPrivateKey }),
    ).toThrow(/ALIPAY_PUBLIC_KEY/);
    expect(() =>
      readAlipayOptions({
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_PRIVATE_KEY: 'not a key',
        ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
      }),
    ).toThrow(/not an RSA private key/);
  });

  it("takes keys as PEM or as the bare base64 Alipay's key tool shows, and defaults the gateway", () => {
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const options = readAlipayOptions({
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: bare(keys.appPrivateKey),
      ALIPAY_PUBLIC_KEY: bare(keys.alipayPublicKey),
    });
    expect(options?.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(options?.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(options?.alipayPublicKey).toBe(keys.alipayPublicKey);
  });
});

describe('Alipay payment provider against a local gateway', () => {
  let gateway: TestGateway;
  let handler: GatewayHandler;
  let provider: PaymentProvider;
  let options: AlipayOptions;

  beforeAll(async () => {
    gateway = await startAlipayTestGateway(keys, (request) => handler(request));
    options = readAlipayOptions({
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
      ALIPAY_GATEWAY: gateway.url,
    }) as AlipayOptions;
    provider = createAlipayPaymentProvider(options);
  });
  afterAll(() => gateway.close());

  it('creates a signed app order string with the amount in yuan, the expiry in Beijing time and the notify URL', async () => {
    const { payload } = await provider.createPayment({
      paymentNo: 'P20261127000001',
      amountFen: 29_90,
      subject: 'Yoga, 10 classes',
      notifyUrl: 'https://console.example.com/api/pay/notify/alipay',
      expiresAt: '2026-11-27T02:30:00.000Z',
    });
    expect(payload.channel).toBe('alipay');
    const params = Object.fromEntries(new URLSearchParams(String(payload.order_string)));
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.app.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: 'https://console.example.com/api/pay/notify/alipay',
    });
    expect(JSON.parse(params.biz_content as string)).toEqual({
      out_trade_no: 'P20261127000001',
      total_amount: '29.90',
      subject: 'Yoga, 10 classes',
      product_code: 'QUICK_MSECURITY_PAY',
      time_expire: '2026-11-27 10:30:00',
    });
    expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Signed with the application's key, as Alipay checks it.
    const { createVerify } = await import('node:crypto');
    expect(
      createVerify('RSA-SHA256')
        .update(alipaySignContent(params, false))
        .verify(keys.appPublicKey, params.sign as string, 'base64'),
    ).toBe(true);
  });

  it('queries a trade and maps each state', async () => {
    const answers: Record<string, Record<string, unknown>> = {
      P1: {
        code: '10000',
        msg: 'Success',
        trade_status: 'TRADE_SUCCESS',
        trade_no: 'T1',
        total_amount: '29.90',
        send_pay_date: '2026-11-27 10:01:02',
      },
      P2: {
        code: '10000',
        msg: 'Success',
        trade_status: 'TRADE_FINISHED',
        trade_no: 'T2',
        total_amount: '0.01',
      },
      P3: {
        code: '10000',
        msg: 'Success',
        trade_status: 'WAIT_BUYER_PAY',
        trade_no: 'T3',
        total_amount: '5.00',
      },
      P4: {
        code: '10000',
        msg: 'Success',
        trade_status: 'TRADE_CLOSED',
        trade_no: 'T4',
        total_amount: '5.00',
      },
      P5: { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' },
    };
    handler = ({ biz }) => ({ response: answers[String(biz.out_trade_no)] as Record<string, unknown> });
    expect(await provider.queryPayment('P1')).toEqual({
      status: 'paid',
      providerRef: 'T1',
      amountFen: 2990,
      paidAt: '2026-11-27T02:01:02.000Z',
    });
    expect(await provider.queryPayment('P2')).toMatchObject({ status: 'paid', amountFen: 1 });
    expect(await provider.queryPayment('P3')).toMatchObject({ status: 'unpaid' });
    expect(await provider.queryPayment('P4')).toMatchObject({ status: 'closed' });
    expect(await provider.queryPayment('P5')).toEqual({ status: 'not_found' });
    const last = gateway.requests.at(-1);
    expect(last?.signatureValid).toBe(true);
    expect(last?.params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.query', sign_type: 'RSA2' });
  });

  it('refuses an answer not signed by Alipay (forged, or unsigned)', async () => {
    handler = () => ({
      response: {
        code: '10000',
        msg: 'Success',
        trade_status: 'TRADE_SUCCESS',
        trade_no: 'T9',
        total_amount: '1.00',
      },
      signWith: forger.alipayPrivateKey,
    });
    await expect(provider.queryPayment('P9')).rejects.toThrow(/alipay alipay.trade.query/);
    handler = () => ({
      response: {
        code: '10000',
        msg: 'Success',
        trade_status: 'TRADE_SUCCESS',
        trade_no: 'T9',
        total_amount: '1.00',
      },
      unsigned: true,
    });
    await expect(provider.queryPayment('P9')).rejects.toThrow();
  });

  it('refunds with out_request_no = refundNo and confirms a refund that moved no money', async () => {
    handler = ({ method, biz }) =>
      method === 'alipay.trade.refund'
        ? {
            response: {
              code: '10000',
              msg: 'Success',
              trade_no: 'T1',
              out_trade_no: biz.out_trade_no,
              refund_fee: biz.refund_amount,
              fund_change: biz.out_request_no === 'R1' ? 'Y' : 'N',
            },
          }
        : {
            response: {
              code: '10000',
              msg: 'Success',
              refund_status: 'REFUND_SUCCESS',
              out_request_no: biz.out_request_no,
            },
          };
    expect(
      await provider.refund({ paymentNo: 'P1', refundNo: 'R1', amountFen: 1005, reason: 'unused' }),
    ).toEqual({
      status: 'refunded',
      providerRef: 'T1',
    });
    const refund = gateway.requests.find((r) => r.method === 'alipay.trade.refund');
    expect(refund?.signatureValid).toBe(true);
    expect(refund?.biz).toEqual({
      out_trade_no: 'P1',
      out_request_no: 'R1',
      refund_amount: '10.05',
      refund_reason: 'unused',
    });
    // A repeat answers fund_change N: the refund query confirms it was made.
    expect(
      await provider.refund({ paymentNo: 'P1', refundNo: 'R2', amountFen: 1, reason: 'x' }),
    ).toMatchObject({
      status: 'refunded',
    });
    expect(gateway.requests.at(-1)?.method).toBe('alipay.trade.fastpay.refund.query');
    handler = () => ({
      response: {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
        sub_msg: '退款金额超限',
      },
    });
    expect(await provider.refund({ paymentNo: 'P1', refundNo: 'R3', amountFen: 99999, reason: 'x' })).toEqual(
      {
        status: 'failed',
        failureReason: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL: 退款金额超限',
      },
    );
  });

  describe('notifications', () => {
    const paid = {
      notify_time: '2026-11-27 10:01:03',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      charset: 'utf-8',
      version: '1.0',
      app_id: APP_ID,
      trade_no: '2026112722001400000000000001',
      out_trade_no: 'P20261127000001',
      total_amount: '29.90',
      receipt_amount: '29.90',
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: '2026-11-27 10:01:02',
      subject: 'Yoga, 10 classes & more = 100%',
    };
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

    it('accepts a notification signed as Alipay signs it, as form text or as parsed fields', async () => {
      const signed = signNotification(paid, keys.alipayPrivateKey);
      const expected = {
        paymentNo: 'P20261127000001',
        providerRef: '2026112722001400000000000001',
        outcome: 'paid',
        amountFen: 2990,
        paidAt: '2026-11-27T02:01:02.000Z',
      };
      expect(await provider.parseNotification({ headers: {}, body: form(signed) })).toEqual(expected);
      expect(await provider.parseNotification({ headers: {}, body: signed })).toEqual(expected);
      const closed = signNotification({ ...paid, trade_status: 'TRADE_CLOSED' }, keys.alipayPrivateKey);
      expect(await provider.parseNotification({ headers: {}, body: closed })).toMatchObject({
        outcome: 'failed',
        failureReason: 'TRADE_CLOSED',
      });
    });

    const refusal = async (body: unknown) => {
      try {
        await provider.parseNotification({ headers: {}, body });
      } catch (error) {
        if (error instanceof PaymentNotificationRefused) return error.reason;
        throw error;
      }
      return 'accepted';
    };

    it('refuses a changed amount, any one changed character, a wrong app_id and an unsigned one', async () => {
      const signed = signNotification(paid, keys.alipayPrivateKey);
      const sig = String(signed.sign);
      expect(await refusal({ ...signed, total_amount: '0.01' })).toBe('bad_signature');
      expect(await refusal({ ...signed, out_trade_no: 'P20261127000002' })).toBe('bad_signature');
      expect(await refusal({ ...signed, subject: `${paid.subject.slice(0, -1)}!` })).toBe('bad_signature');
      expect(
        await refusal({
          ...signed,
          sign: `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`,
        }),
      ).toBe('bad_signature');
      expect(await refusal({ ...signed, extra: 'field' })).toBe('bad_signature');
      // One character changed in any signed field.
      for (const [key, value] of Object.entries(paid)) {
        const last = value.at(-1) === '1' ? '2' : '1';
        expect(await refusal({ ...signed, [key]: `${value.slice(0, -1)}${last}` }), key).toBe(
          'bad_signature',
        );
      }
      const { sign: _sign, sign_type: _type, ...unsigned } = signed;
      expect(await refusal(unsigned)).toBe('bad_signature');
      expect(await refusal(signNotification(paid, forger.alipayPrivateKey))).toBe('bad_signature');
      // Signed by Alipay, but for another application.
      expect(
        await refusal(signNotification({ ...paid, app_id: '2021000000000999' }, keys.alipayPrivateKey)),
      ).toBe('malformed');
      expect(
        await refusal(signNotification({ ...paid, total_amount: '29.999' }, keys.alipayPrivateKey)),
      ).toBe('malformed');
      expect(
        await refusal(signNotification({ ...paid, trade_status: 'WAIT_BUYER_PAY' }, keys.alipayPrivateKey)),
      ).toBe('malformed');
      expect(await refusal(['not', 'a', 'form'])).toBe('malformed');
      expect(await refusal(null)).toBe('malformed');
      // The content Alipay signs leaves out sign_type; a signature made with it also passes (the SDK tries both).
      const withType = { ...paid, sign_type: 'RSA2' };
      expect(
        await refusal({
          ...withType,
          sign: rsa2Sign(alipaySignContent(withType, false), keys.alipayPrivateKey),
        }),
      ).toBe('accepted');
    });

    it('acknowledges with the text Alipay expects', () => {
      expect(provider.acknowledgement(true)).toEqual({
        contentType: 'text/plain; charset=utf-8',
        body: 'success',
      });
      expect(provider.acknowledgement(false).body).toBe('failure');
    });
  });
});
