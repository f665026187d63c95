import { randomInt } from 'node:crypto';
import { sandboxPayOptions } from '@merchant/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import type { JobDefinition } from '../../jobs';
import { isoNow } from '../../time';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type IncomingNotification,
  PaymentNotificationRefused,
  type PaymentProvider,
  type PaymentQueryResult,
  type RefundInput,
  type RefundResult,
  type VerifiedNotification,
} from '../payment-provider';
import { sandboxSign, sandboxSignatureValid } from './sandbox-signature';

/** Between two notifications of one payment (`repeat` > 1). */
export const SANDBOX_REPEAT_SPACING_MS = 200;
/** A notification the server did not acknowledge is posted again after this, doubling, at most a minute. */
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 60_000;
/** Notifications one delivery pass posts at most. */
const BATCH = 50;

const notificationBody = z.object({
  notify_id: z.string().max(64),
  payment_no: z.string().min(1).max(32),
  trade_no: z.string().min(1).max(32),
  trade_status: z.enum(['TRADE_SUCCESS', 'TRADE_FAILED']),
  amount_fen: z.coerce.number().int().min(0),
  paid_at: z.string().max(30).optional(),
  sign: z.string().max(128),
});

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const inMs = (ms: number, from = Date.now()) => new Date(from + ms).toISOString();

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Posts the notifications that are due (the delivery job and the in-process nudges). */
  deliverDue: (now?: Date) => Promise<number>;
  /** The signed notification the sandbox would post for a payment now (tests post it themselves). */
  notificationFor: (paymentNo: string) => Promise<Record<string, string | number>>;
  /** The delivery job (registered by the orders feature while the sandbox is the provider). */
  readonly deliveryJob: JobDefinition;
  /** Clears the in-process nudges (the app's close). */
  close: () => void;
}

/**
 * The sandbox payment channel (docs/payments.md): it behaves like a real one. A payment is
 * opened with what the buyer will do (`outcome`: success, failure, never), after how long
 * (`delay_ms`) and how many times the channel notifies (`repeat`). The channel's books are its
 * own table (`sandbox_payments`): each notification due is a row's `next_delivery_at`, claimed
 * by one guarded update before it is posted, so a notification is posted once per claim across
 * processes and survives a restart. In-process timers only nudge the delivery at the due time;
 * the job `payment-sandbox-delivery` posts whatever is due in any case.
 */
export const createSandboxProvider = (deps: {
  db: Database;
  secret: Buffer;
  log: FastifyBaseLogger;
}): SandboxProvider => {
  const { db, secret, log } = deps;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const nudge = (ms: number) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliverDue().catch((error) => log.warn({ err: error }, 'sandbox payment delivery failed'));
    }, Math.max(0, ms) + 5);
    timer.unref();
    timers.add(timer);
  };

  const rowOf = (paymentNo: string) =>
    db.selectFrom('sandbox_payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst();

  const signed = (row: {
    payment_no: string;
    trade_no: string;
    amount_fen: number;
    outcome: string;
    paid_at: string | null;
  }): Record<string, string | number> => {
    const fields: Record<string, string | number> = {
      notify_id: `N${digits(16)}`,
      payment_no: row.payment_no,
      trade_no: row.trade_no,
      trade_status: row.outcome === 'success' ? 'TRADE_SUCCESS' : 'TRADE_FAILED',
      amount_fen: Number(row.amount_fen),
    };
    if (row.outcome === 'success' && row.paid_at) fields.paid_at = row.paid_at;
    return { ...fields, sign: sandboxSign(secret, fields) };
  };

  /** Claims one due notification of the row, then posts it; a failed post is due again later. */
  const deliverOne = async (id: number, now: Date): Promise<boolean> => {
    const row = await db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.next_delivery_at === null || row.deliveries_left <= 0) return false;
    const left = row.deliveries_left - 1;
    const claimed = await db
      .updateTable('sandbox_payments')
      .set({
        deliveries_left: left,
        next_delivery_at: left > 0 ? inMs(SANDBOX_REPEAT_SPACING_MS, now.getTime()) : null,
        delivery_attempts: row.delivery_attempts + 1,
        // By the first notification the buyer has done what the sandbox was told.
        status: row.outcome === 'success' ? 'paid' : 'failed',
        updated_at: isoNow(),
      })
      .where('id', '=', id)
      .where('deliveries_left', '=', row.deliveries_left)
      .where('next_delivery_at', '=', row.next_delivery_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    if (left > 0) nudge(SANDBOX_REPEAT_SPACING_MS);
    let error: string | null = null;
    try {
      const response = await fetch(row.notify_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signed(row)),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!response.ok || text.trim() !== 'success')
        error = `answered ${response.status} ${text.slice(0, 100)}`;
    } catch (failure) {
      error = String(failure).slice(0, 200);
    }
    if (error !== null) {
      // Not acknowledged: the channel posts it again later (one more delivery, backed off).
      const wait = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(10, row.delivery_attempts));
      await db
        .updateTable('sandbox_payments')
        .set((eb) => ({
          deliveries_left: eb('deliveries_left', '+', 1),
          next_delivery_at: inMs(wait),
          last_error: error.slice(0, 300),
          updated_at: isoNow(),
        }))
        .where('id', '=', id)
        .execute();
      log.warn({ payment_no: row.payment_no, error }, 'sandbox notification not acknowledged; retried later');
      nudge(wait);
    }
    return true;
  };

  const deliverDue = async (now = new Date()): Promise<number> => {
    const due = await db
      .selectFrom('sandbox_payments')
      .select('id')
      .where('next_delivery_at', '<=', now.toISOString())
      .where('deliveries_left', '>', 0)
      .orderBy('next_delivery_at')
      .limit(BATCH)
      .execute();
    let posted = 0;
    for (const { id } of due) if (await deliverOne(id, now)) posted += 1;
    return posted;
  };

  const provider: SandboxProvider = {
    name: 'sandbox',

    createPayment: async (input: CreatePaymentInput): Promise<CreatedPayment> => {
      const options = sandboxPayOptions.parse(input.options ?? {});
      const now = Date.now();
      const dueAt = inMs(options.delay_ms, now);
      await db
        .insertInto('sandbox_payments')
        .values({
          payment_no: input.paymentNo,
          trade_no: `SBX${digits(20)}`,
          amount_fen: input.amountFen,
          subject: input.subject.slice(0, 200),
          notify_url: input.notifyUrl,
          outcome: options.outcome,
          status: 'waiting',
          deliveries_left: options.outcome === 'never' ? 0 : options.repeat,
          next_delivery_at: options.outcome === 'never' ? null : dueAt,
          last_error: null,
          expires_at: input.expiresAt,
          // The moment the buyer's money moves, when it does.
          paid_at: options.outcome === 'success' ? dueAt : null,
          created_at: new Date(now).toISOString(),
          updated_at: new Date(now).toISOString(),
        })
        .onConflict((oc) => oc.column('payment_no').doNothing())
        .execute();
      const row = await rowOf(input.paymentNo);
      if (!row) throw new Error(`sandbox payment ${input.paymentNo} was not opened`);
      if (row.next_delivery_at !== null) nudge(Date.parse(row.next_delivery_at) - Date.now());
      return {
        payload: {
          channel: 'sandbox',
          trade_no: row.trade_no,
          payment_no: row.payment_no,
          amount_fen: Number(row.amount_fen),
          outcome: row.outcome,
          notify_at: row.next_delivery_at,
          deliveries: row.deliveries_left,
        },
      };
    },

    queryPayment: async (paymentNo: string): Promise<PaymentQueryResult> => {
      const row = await rowOf(paymentNo);
      if (!row) return { status: 'not_found' };
      const now = isoNow();
      if (row.outcome === 'success' && row.paid_at !== null && row.paid_at <= now)
        return {
          status: 'paid',
          providerRef: row.trade_no,
          amountFen: Number(row.amount_fen),
          paidAt: row.paid_at,
        };
      if (row.outcome === 'failure' && (row.status === 'failed' || (row.next_delivery_at ?? now) <= now))
        return { status: 'closed', providerRef: row.trade_no };
      if (row.expires_at <= now) return { status: 'closed', providerRef: row.trade_no };
      return { status: 'unpaid', providerRef: row.trade_no };
    },

    refund: async (input: RefundInput): Promise<RefundResult> => {
      const row = await rowOf(input.paymentNo);
      if (row?.outcome !== 'success') return { status: 'failed', failureReason: 'not paid' };
      // The refund number is the channel's key: the same number twice refunds once.
      const done = await db
        .selectFrom('sandbox_refunds')
        .select('trade_no')
        .where('refund_no', '=', input.refundNo)
        .executeTakeFirst();
      if (done) return { status: 'refunded', providerRef: done.trade_no };
      const taken = await db
        .updateTable('sandbox_payments')
        .set((eb) => ({ refunded_fen: eb('refunded_fen', '+', input.amountFen), updated_at: isoNow() }))
        .where('id', '=', row.id)
        .where((eb) => eb(eb('refunded_fen', '+', input.amountFen), '<=', eb.ref('amount_fen')))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return { status: 'failed', failureReason: 'more than paid' };
      const tradeNo = `SBR${digits(20)}`;
      await db
        .insertInto('sandbox_refunds')
        .values({
          refund_no: input.refundNo,
          payment_no: input.paymentNo,
          amount_fen: input.amountFen,
          trade_no: tradeNo,
          created_at: isoNow(),
        })
        .execute();
      return { status: 'refunded', providerRef: tradeNo };
    },

    parseNotification: async (notification: IncomingNotification): Promise<VerifiedNotification> => {
      const fields = notification.body;
      if (typeof fields !== 'object' || fields === null) throw new PaymentNotificationRefused('malformed');
      const parsed = notificationBody.safeParse(fields);
      if (!parsed.success) throw new PaymentNotificationRefused('malformed');
      if (!sandboxSignatureValid(secret, fields as Record<string, unknown>))
        throw new PaymentNotificationRefused('bad_signature');
      const body = parsed.data;
      return {
        paymentNo: body.payment_no,
        providerRef: body.trade_no,
        outcome: body.trade_status === 'TRADE_SUCCESS' ? 'paid' : 'failed',
        amountFen: body.amount_fen,
        paidAt: body.paid_at,
        failureReason: body.trade_status === 'TRADE_FAILED' ? 'sandbox: payment failed' : undefined,
      };
    },

    acknowledgement: (handled: boolean) => ({
      contentType: 'text/plain',
      body: handled ? 'success' : 'fail',
    }),

    deliverDue,

    notificationFor: async (paymentNo: string) => {
      const row = await rowOf(paymentNo);
      if (!row) throw new Error(`no sandbox payment ${paymentNo}`);
      return signed(row);
    },

    deliveryJob: {
      name: 'payment-sandbox-delivery',
      everyMs: 1000,
      run: ({ now }) => deliverDue(now),
    },

    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return provider;
};
