import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlipayOptions, readAlipayOptions } from '../../payments/alipay';
import {
  type GatewayHandler,
  generateTestKeys,
  startAlipayTestGateway,
  type TestGateway,
} from '../../payments/alipay/alipay-test-gateway';
import type { PayoutInput, PayoutProvider } from '../payout-provider';
import { ALIPAY_ACCOUNTS_ONLY, createAlipayPayoutProvider } from './alipay-payout-provider';

const keys = generateTestKeys();
const forger = generateTestKeys();

const input = (over: Partial<PayoutInput> = {}): PayoutInput => ({
  withdrawalNo: 'W20261127000001',
  amountFen: 100_00,
  account: { type: 1, number: 'owner@example.com', holderName: '张三' },
  remark: 'Withdrawal W20261127000001',
  ...over,
});

describe('Alipay transfer payouts against a local gateway', () => {
  let gateway: TestGateway;
  let handler: GatewayHandler;
  let provider: PayoutProvider;

  beforeAll(async () => {
    gateway = await startAlipayTestGateway(keys, (request) => handler(request));
    const options = readAlipayOptions({
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
      ALIPAY_GATEWAY: gateway.url,
    }) as AlipayOptions;
    provider = createAlipayPayoutProvider(options);
  });
  afterAll(() => gateway.close());

  it('transfers to the Alipay logon id and name, with out_biz_no = withdrawalNo and the amount in yuan', async () => {
    handler = ({ biz }) => ({
      response: {
        code: '10000',
        msg: 'Success',
        out_biz_no: biz.out_biz_no,
        order_id: '20261127110070000006210000000001',
        pay_fund_order_id: '20261127110070001506210000000001',
        status: 'SUCCESS',
        trans_date: '2026-11-27 10:00:00',
      },
    });
    expect(await provider.payout(input({ amountFen: 123_45 }))).toEqual({
      status: 'succeeded',
      providerRef: '20261127110070001506210000000001',
    });
    const request = gateway.requests.at(-1);
    expect(request?.signatureValid).toBe(true);
    expect(request?.method).toBe('alipay.fund.trans.uni.transfer');
    expect(request?.biz).toEqual({
      out_biz_no: 'W20261127000001',
      trans_amount: '123.45',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: 'Withdrawal W20261127000001',
      payee_info: { identity: 'owner@example.com', identity_type: 'ALIPAY_LOGON_ID', name: '张三' },
      remark: 'Withdrawal W20261127000001',
    });
  });

  it('answers failed for WeChat and card accounts without calling Alipay', async () => {
    const before = gateway.requests.length;
    for (const type of [2, 3] as const)
      expect(
        await provider.payout(input({ account: { type, number: '6222020000000000', holderName: '张三' } })),
      ).toEqual({
        status: 'failed',
        failureReason: ALIPAY_ACCOUNTS_ONLY,
      });
    expect(gateway.requests.length).toBe(before);
  });

  it('answers pending while Alipay deals with it, and the query tells the end', async () => {
    let status = 'DEALING';
    handler = ({ method }) => ({
      response:
        method === 'alipay.fund.trans.uni.transfer'
          ? { code: '10000', msg: 'Success', order_id: 'O1', status: 'DEALING' }
          : { code: '10000', msg: 'Success', order_id: 'O1', pay_fund_order_id: 'F1', status },
    });
    expect(await provider.payout(input())).toMatchObject({ status: 'pending' });
    expect(await provider.query('W20261127000001')).toMatchObject({ status: 'pending' });
    status = 'SUCCESS';
    expect(await provider.query('W20261127000001')).toEqual({ status: 'succeeded', providerRef: 'F1' });
    expect(gateway.requests.at(-1)?.biz).toEqual({
      out_biz_no: 'W20261127000001',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
    });
    status = 'FAIL';
    expect(await provider.query('W20261127000001')).toMatchObject({ status: 'failed' });
  });

  it('takes a refusal for a failure only once the query confirms nothing was paid', async () => {
    let queried: Record<string, unknown> = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ORDER_NOT_EXIST',
      sub_msg: '转账订单不存在',
    };
    handler = ({ method }) => ({
      response:
        method === 'alipay.fund.trans.uni.transfer'
          ? {
              code: '40004',
              msg: 'Business Failed',
              sub_code: 'PAYEE_USER_INFO_ERROR',
              sub_msg: '收款用户姓名或其它信息不一致',
            }
          : queried,
    });
    expect(await provider.payout(input())).toEqual({
      status: 'failed',
      failureReason: 'PAYEE_USER_INFO_ERROR: 收款用户姓名或其它信息不一致',
    });
    // The same refusal for a number Alipay has already paid (a repeat): the query wins.
    queried = { code: '10000', msg: 'Success', order_id: 'O2', pay_fund_order_id: 'F2', status: 'SUCCESS' };
    expect(await provider.payout(input())).toEqual({ status: 'succeeded', providerRef: 'F2' });
    // Alipay does not know yet: pending, never failed.
    handler = () => ({
      response: {
        code: '20000',
        msg: 'Service Currently Unavailable',
        sub_code: 'isp.unknow-error',
        sub_msg: '系统繁忙',
      },
    });
    expect(await provider.payout(input())).toMatchObject({ status: 'pending' });
  });

  it('answers pending when the answer cannot be trusted or the gateway cannot be reached', async () => {
    handler = () => ({
      response: { code: '10000', msg: 'Success', order_id: 'O3', status: 'FAIL', fail_reason: 'forged' },
      signWith: forger.alipayPrivateKey,
    });
    expect(await provider.payout(input())).toEqual({ status: 'pending' });
    expect(await provider.query('W20261127000001')).toEqual({ status: 'pending' });
    const unreachable = createAlipayPayoutProvider(
      readAlipayOptions({
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
        ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
        ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
        ALIPAY_TIMEOUT_MS: '2000',
      }) as AlipayOptions,
    );
    expect(await unreachable.payout(input())).toEqual({ status: 'pending' });
  });
});
