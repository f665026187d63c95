import {
  type IncomingNotification,
  PaymentNotificationRefused,
  type PaymentProvider,
  type PaymentQueryResult,
  type RefundResult,
  type VerifiedNotification,
} from '../payment-provider';
import { type AlipayClient, createAlipayClient } from './alipay-client';
import { fenToYuan, yuanToFen } from './alipay-money';
import type { AlipayOptions } from './alipay-options';
import { fromAlipayTime, toAlipayTime } from './alipay-time';

/** Alipay's trade states as our query answer (docs/alipay.md). */
const QUERY_STATUS: Record<string, PaymentQueryResult['status']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  WAIT_BUYER_PAY: 'unpaid',
  TRADE_CLOSED: 'closed',
};

/** Form fields as Fastify read them: an object of strings, or the raw form-encoded text. */
export const readNotificationFields = (body: unknown): Record<string, string> | null => {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (Buffer.isBuffer(body)) return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
};

/**
 * The Alipay channel behind PaymentProvider (docs/alipay.md), on the official `alipay-sdk`:
 * app payment (`alipay.trade.app.pay`: an order string for the Alipay app, no network),
 * `alipay.trade.query`, `alipay.trade.refund` and the RSA2 notification check. Our paymentNo is
 * Alipay's out_trade_no and our refundNo its out_request_no, so repeats never charge or refund twice.
 */
export const createAlipayPaymentProvider = (
  options: AlipayOptions,
  client: AlipayClient = createAlipayClient(options),
): PaymentProvider => {
  /** Confirms a refund Alipay answered without a fund change (a repeat, or still in progress). */
  const confirmRefund = async (
    paymentNo: string,
    refundNo: string,
    providerRef?: string,
  ): Promise<RefundResult> => {
    const answer = await client.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: paymentNo,
      out_request_no: refundNo,
    });
    if (answer.ok && answer.data.refund_status === 'REFUND_SUCCESS')
      return { status: 'refunded', ...(providerRef ? { providerRef } : {}) };
    return {
      status: 'failed',
      failureReason: answer.ok
        ? `refund not confirmed by Alipay (refund_status ${String(answer.data.refund_status ?? 'absent')})`
        : `${answer.subCode}: ${answer.subMsg}`,
    };
  };

  return {
    name: 'alipay',

    async createPayment({ paymentNo, amountFen, subject, notifyUrl, expiresAt }) {
      const orderString = await client.orderString('alipay.trade.app.pay', {
        notifyUrl,
        bizContent: {
          out_trade_no: paymentNo,
          total_amount: fenToYuan(amountFen),
          subject: subject.slice(0, 256),
          product_code: 'QUICK_MSECURITY_PAY',
          time_expire: toAlipayTime(expiresAt),
        },
      });
      return { payload: { channel: 'alipay', order_string: orderString } };
    },

    async queryPayment(paymentNo) {
      const answer = await client.call('alipay.trade.query', { out_trade_no: paymentNo });
      if (!answer.ok) {
        if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: 'not_found' };
        throw new Error(`alipay.trade.query ${paymentNo}: ${answer.code} ${answer.subCode} ${answer.subMsg}`);
      }
      const status = QUERY_STATUS[String(answer.data.trade_status)];
      if (!status)
        throw new Error(
          `alipay.trade.query ${paymentNo}: unknown trade_status ${String(answer.data.trade_status)}`,
        );
      const amountFen = yuanToFen(answer.data.total_amount);
      const paidAt = fromAlipayTime(answer.data.send_pay_date);
      return {
        status,
        ...(typeof answer.data.trade_no === 'string' ? { providerRef: answer.data.trade_no } : {}),
        ...(amountFen !== null ? { amountFen } : {}),
        ...(status === 'paid' && paidAt ? { paidAt } : {}),
      };
    },

    async refund({ paymentNo, refundNo, amountFen, reason }) {
      const answer = await client.call('alipay.trade.refund', {
        out_trade_no: paymentNo,
        out_request_no: refundNo,
        refund_amount: fenToYuan(amountFen),
        refund_reason: reason.slice(0, 256),
      });
      if (!answer.ok)
        return { status: 'failed', failureReason: `${answer.subCode || answer.code}: ${answer.subMsg}` };
      const providerRef = typeof answer.data.trade_no === 'string' ? answer.data.trade_no : undefined;
      // "Y": this call moved the money. "N": a repeat of a refund already made, or one still
      // being processed; Alipay's advice is to ask the refund query which it is.
      if (answer.data.fund_change === 'Y')
        return { status: 'refunded', ...(providerRef ? { providerRef } : {}) };
      return confirmRefund(paymentNo, refundNo, providerRef);
    },

    async parseNotification({ body }: IncomingNotification): Promise<VerifiedNotification> {
      const fields = readNotificationFields(body);
      if (!fields?.sign) throw new PaymentNotificationRefused(fields ? 'bad_signature' : 'malformed');
      if (!(await client.verifyNotification(fields))) throw new PaymentNotificationRefused('bad_signature');
      // Signed by Alipay, but for another application: not ours to apply.
      if (fields.app_id !== options.appId) throw new PaymentNotificationRefused('malformed');
      const amountFen = yuanToFen(fields.total_amount);
      const status = fields.trade_status;
      if (!fields.out_trade_no || !fields.trade_no || amountFen === null || !status)
        throw new PaymentNotificationRefused('malformed');
      const base = { paymentNo: fields.out_trade_no, providerRef: fields.trade_no, amountFen };
      if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
        const paidAt = fromAlipayTime(fields.gmt_payment);
        return { ...base, outcome: 'paid', ...(paidAt ? { paidAt } : {}) };
      }
      if (status === 'TRADE_CLOSED') return { ...base, outcome: 'failed', failureReason: 'TRADE_CLOSED' };
      // WAIT_BUYER_PAY is only notified when the application asks for it (docs/alipay.md): not an outcome.
      throw new PaymentNotificationRefused('malformed');
    },

    acknowledgement(handled) {
      return { contentType: 'text/plain; charset=utf-8', body: handled ? 'success' : 'failure' };
    },
  };
};
