import {
  type AlipayAnswer,
  type AlipayClient,
  type AlipayOptions,
  AlipayUnavailable,
  createAlipayClient,
  fenToYuan,
} from '../../payments/alipay';
import type { PayoutProvider, PayoutResult } from '../payout-provider';

const TRANSFER = { product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER' } as const;

/** Alipay pays Alipay accounts only. */
export const ALIPAY_ACCOUNTS_ONLY =
  'Alipay transfers pay Alipay accounts (type 1) only; this account is WeChat or a bank card';

/** `alipay.fund.trans.common.query`'s status as our answer. */
const statusOf = (data: Record<string, unknown>): PayoutResult => {
  const providerRef = String(data.pay_fund_order_id ?? data.order_id ?? '') || undefined;
  const ref = providerRef ? { providerRef } : {};
  switch (data.status) {
    case 'SUCCESS':
      return { status: 'succeeded', ...ref };
    case 'FAIL':
    case 'CLOSED':
    case 'REFUND':
      return {
        status: 'failed',
        failureReason: `${String(data.status)}: ${String(data.fail_reason ?? data.error_code ?? 'refused by Alipay')}`,
      };
    default:
      // INIT, WAIT_PAY, DEALING or anything new: not known yet.
      return { status: 'pending', ...ref };
  }
};

/**
 * Withdrawals paid by Alipay's transfer (docs/payouts.md): `alipay.fund.trans.uni.transfer` to
 * an Alipay logon id checked against the holder's name, with our withdrawalNo as out_biz_no (so a
 * repeat pays once), and `alipay.fund.trans.common.query`. Alipay requires certificate mode for
 * fund calls (ALIPAY_*_CERT). Only type 1 accounts go through Alipay.
 */
export const createAlipayPayoutProvider = (
  options: AlipayOptions,
  client: AlipayClient = createAlipayClient(options),
): PayoutProvider => {
  const query = async (withdrawalNo: string): Promise<PayoutResult> => {
    let answer: AlipayAnswer;
    try {
      answer = await client.call('alipay.fund.trans.common.query', { out_biz_no: withdrawalNo, ...TRANSFER });
    } catch (error) {
      if (error instanceof AlipayUnavailable) return { status: 'pending' };
      throw error;
    }
    if (answer.ok) return statusOf(answer.data);
    if (answer.subCode === 'ORDER_NOT_EXIST')
      return { status: 'failed', failureReason: 'ORDER_NOT_EXIST: Alipay has no transfer under this number' };
    return { status: 'pending' };
  };

  return {
    name: 'alipay',

    async payout({ withdrawalNo, amountFen, account, remark }) {
      if (account.type !== 1) return { status: 'failed', failureReason: ALIPAY_ACCOUNTS_ONLY };
      let answer: AlipayAnswer;
      try {
        answer = await client.call('alipay.fund.trans.uni.transfer', {
          out_biz_no: withdrawalNo,
          trans_amount: fenToYuan(amountFen),
          ...TRANSFER,
          order_title: remark.slice(0, 128),
          payee_info: {
            identity: account.number,
            identity_type: 'ALIPAY_LOGON_ID',
            name: account.holderName,
          },
          remark: remark.slice(0, 200),
        });
      } catch (error) {
        // Sent or not, we cannot tell: the same out_biz_no asked again never pays twice.
        if (error instanceof AlipayUnavailable) return { status: 'pending' };
        throw error;
      }
      if (answer.ok) return statusOf(answer.data);
      const reason = `${answer.subCode || answer.code}: ${answer.subMsg}`;
      // 20000 and SYSTEM_ERROR: Alipay does not know yet either; ask again later.
      if (answer.code === '20000' || answer.subCode.endsWith('SYSTEM_ERROR'))
        return { status: 'pending', failureReason: reason };
      // A refusal (wrong name, no such payee, balance short, a wrong call…) pays nothing; the query
      // confirms it, so that a refusal of a repeat of a transfer already paid is not taken for a failure.
      const confirmed = await query(withdrawalNo);
      if (confirmed.status === 'failed' && confirmed.failureReason?.startsWith('ORDER_NOT_EXIST'))
        return { status: 'failed', failureReason: reason };
      return confirmed;
    },

    query,
  };
};
