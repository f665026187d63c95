import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import type { Tables } from '../../db/tables';
import { settleRedemption } from '../../features/coupon/coupon-settle';
import { priceLine } from '../../features/order/order-items';
import { createSessionRepository } from '../../features/session/session.repository';
import { paymentProviders } from '../../lib/payments';
import { hashToken, newToken } from '../../lib/tokens';
import { loadStorageSecret } from '../../storage/storage-secret';
import type { BulkSink, Row } from './bulk-sink';
import { CHAIN_PASSWORD } from './chain-setup';
import type { GenerateReport } from './generate';
import { listingOf, type OrderPlan, type RowContext, writeOrder } from './order-rows';

/**
 * The sample check (docs/market.md "Sample check"): a generated buyer buys a generated listing
 * through the gateway (order, sandbox payment and its signed notification), the desk redeems
 * the voucher, the settlement job's step settles it, the buyer reviews; then the generator's
 * builders make the same order from the same input, and both sets of rows are compared table
 * by table, column by column. Numbers, ids of the shared inputs (store, buyer, member,
 * listing, accounts) and texts compare exactly once instants, UUIDs, hex signatures and digit
 * runs (the numbers each run draws anew) are replaced by placeholders; the rows' own ids
 * compare by presence. The real order stays in the data (one more order of today).
 */
export interface SampleCheckResult {
  scenarios: number;
  rowsCompared: number;
  differences: string[];
}

const OWN_IDS = new Set([
  'id',
  'order_id',
  'order_item_id',
  'voucher_id',
  'payment_id',
  'object_id',
  'entity_id',
]);
const normal = (v: string) =>
  v
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'T')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'U')
    .replace(/[0-9a-f]{64}/g, 'H')
    .replace(/\d\d\d\d-\d\d-\d\d \d\d:\d\d/g, 'M')
    .replace(/\d+/g, '#');

const sameValue = (column: string, real: unknown, built: unknown) => {
  if (real === null || built === null) return real === built;
  if (OWN_IDS.has(column)) return typeof built === 'number' && Number(real) > 0;
  if (/_at$|^at$|created_time$/.test(column))
    return typeof real === 'string' && normal(real) === normal(String(built));
  if (typeof built === 'number') return Number(real) === built;
  return normal(String(real)) === normal(String(built));
};

/** Compares two row sets of one table; answers the differences. */
export const compareRows = (table: string, real: Row[], built: Row[]): string[] => {
  if (real.length !== built.length) return [`${table}: ${real.length} real rows, ${built.length} generated`];
  const out: string[] = [];
  real.forEach((r, i) => {
    const b = built[i] as Row;
    const columns = new Set([...Object.keys(r), ...Object.keys(b)]);
    for (const c of columns) {
      if (!(c in b)) out.push(`${table}[${i}].${c}: not generated`);
      else if (!(c in r)) out.push(`${table}[${i}].${c}: no such column`);
      else if (!sameValue(c, r[c], b[c]))
        out.push(`${table}[${i}].${c}: real ${JSON.stringify(r[c])}, generated ${JSON.stringify(b[c])}`);
    }
  });
  return out;
};

/** A sink that keeps the rows (the builders' output for the comparison). */
const memorySink = (): BulkSink & { rows: Map<string, Row[]> } => {
  const rows = new Map<string, Row[]>();
  let id = 1;
  return {
    kind: 'sqlite',
    rows,
    counts: new Map(),
    nextId: () => id++,
    add: (table, row) => rows.set(table, [...(rows.get(table) ?? []), row]),
    maybeFlush: async () => {},
    flush: async () => {},
    close: async () => {},
  };
};

/** The rows the real calls left for one order, per table, in id order. */
const realRows = async (db: Database, orderId: number): Promise<Map<string, Row[]>> => {
  const all = async (q: { execute: () => Promise<unknown[]> }) => (await q.execute()) as Row[];
  const orders = await all(db.selectFrom('orders').selectAll().where('id', '=', orderId));
  const payments = await all(
    db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id'),
  );
  const vouchers = await all(
    db.selectFrom('vouchers').selectAll().where('order_id', '=', orderId).orderBy('id'),
  );
  const redemptions = await all(
    db.selectFrom('coupon_redemptions').selectAll().where('order_id', '=', orderId).orderBy('id'),
  );
  const reviews = await all(
    db.selectFrom('consumer_reviews').selectAll().where('order_id', '=', orderId).orderBy('id'),
  );
  const ids = (rows: Row[]) => (rows.length === 0 ? [0] : rows.map((r) => Number(r.id)));
  const entity = (eb: ExpressionBuilder<Tables, 'audit_events'>, name: string, list: number[]) =>
    eb.and([eb('entity', '=', name), eb('entity_id', 'in', list)]);
  return new Map<string, Row[]>([
    ['orders', orders],
    [
      'order_items',
      await all(db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id')),
    ],
    ['payments', payments],
    [
      'payment_notifications',
      await all(
        db
          .selectFrom('payment_notifications')
          .selectAll()
          .where(
            'payment_no',
            'in',
            payments.map((p) => p.payment_no as string),
          )
          .orderBy('id'),
      ),
    ],
    ['vouchers', vouchers],
    ['coupon_redemptions', redemptions],
    ['consumer_reviews', reviews],
    [
      'ledger_entries',
      await all(
        db
          .selectFrom('ledger_entries')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb.and([eb('object_kind', '=', 'payment'), eb('object_id', 'in', ids(payments))]),
              eb.and([eb('object_kind', '=', 'coupon_redemption'), eb('object_id', 'in', ids(redemptions))]),
            ]),
          )
          .orderBy('id'),
      ),
    ],
    [
      'audit_events',
      await all(
        db
          .selectFrom('audit_events')
          .selectAll()
          .where((eb) =>
            eb.or([
              entity(eb, 'order', [orderId]),
              entity(eb, 'voucher', ids(vouchers)),
              entity(eb, 'coupon_redemption', ids(redemptions)),
              entity(eb, 'consumer_review', ids(reviews)),
            ]),
          )
          .orderBy('id'),
      ),
    ],
    [
      'system_messages',
      await all(
        db
          .selectFrom('system_messages')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb('dedupe_key', 'like', `order:${orderId}:%`),
              ...ids(reviews).map((r) => eb('dedupe_key', 'like', `review:${r}:%`)),
            ]),
          )
          .orderBy('id'),
      ),
    ],
  ]);
};

/** Sorts the builder's rows as the database lists them (by id; audit and ledger rows by time, then id). */
const byId = (rows: Row[]) => [...rows].sort((a, b) => Number(a.id) - Number(b.id));

export const runSampleCheck = async (
  app: App,
  report: GenerateReport,
  seed: number,
): Promise<SampleCheckResult> => {
  const { db, config } = app.deps;
  const storeId = report.storeIds[0] as number;
  const buyer = await db
    .selectFrom('members as m')
    .innerJoin('accounts as a', 'a.id', 'm.app_account_id')
    .select(['m.id as member_id', 'a.id as account_id', 'm.phone'])
    .where('m.store_id', '=', storeId)
    .where('m.source', '=', 'app')
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const course = await db
    .selectFrom('courses')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('sessions', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await createSessionRepository(db).insert({
    account_id: buyer.account_id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    ip: '127.0.0.1',
  });
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    auth: string,
    payload?: object,
    storeHeader?: number,
  ) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: {
        authorization: `Bearer ${auth}`,
        cookie: 'language=en',
        ...(storeHeader ? { 'x-store-id': String(storeHeader) } : {}),
      },
    });
    const body = res.json();
    if (body.code !== 0) throw new Error(`sample check: ${method} ${url} answered ${res.body}`);
    return body.value;
  };
  const placed = await call('POST', '/app/order', token, {
    items: [{ item_type: 'listing', item_id: course.id, quantity: 1 }],
    request_no: `gen-${randomUUID()}`,
  });
  const pay = await call('POST', `/app/order/${placed.id}/pay`, token, {
    channel: 'sandbox',
    sandbox: { outcome: 'success', delay_ms: 600_000 },
    request_no: `gen-${randomUUID()}`,
  });
  const providers = paymentProviders({ config, db, log: app.log });
  const notification = await providers.sandbox?.notificationFor(pay.payment_no);
  providers.sandbox?.close();
  await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notification });
  const desk = await app.inject({
    method: 'POST',
    url: '/api/user/login_up',
    payload: { username: report.owner, password: CHAIN_PASSWORD },
  });
  const deskToken = desk.json().value.token as string;
  const paidOrder = await call('GET', `/app/order/${placed.id}`, token);
  const code = paidOrder.vouchers[0].code as string;
  const redeemed = await call(
    'POST',
    `/member/coupon/validate/${code}/1`,
    deskToken,
    { confirm: true, request_no: `gen-${randomUUID()}` },
    storeId,
  );
  const settleAt = new Date(Date.now() + 61 * 60_000);
  await settleRedemption(db, redeemed.redemption.id, settleAt);
  await call('POST', '/app/review', token, { order_id: placed.id, stars: 5, text: '环境不错，下次还来' });
  const real = await realRows(db, placed.id);

  // The same input through the builders.
  const r0 = real.get('orders')?.[0] as Row;
  const redemption = real.get('coupon_redemptions')?.[0] as Row;
  const review = real.get('consumer_reviews')?.[0] as Row;
  const listing = listingOf(await priceLine(db, { item_type: 'listing', item_id: course.id, quantity: 1 }));
  const plan: OrderPlan = {
    index: 1,
    storeId,
    buyerAccountId: buyer.account_id,
    buyerPhone: buyer.phone as string,
    memberAtCreation: buyer.member_id,
    memberId: buyer.member_id,
    listing,
    quantity: 1,
    createdAt: Date.parse(r0.created_at as string),
    outcome: 'paid',
    failedPayment: false,
    paidAt: Date.parse(r0.paid_at as string),
    uses: [{ at: Date.parse(redemption.created_at as string), undoneAt: null }],
    refund: null,
    review: { at: Date.parse(review.created_at as string), stars: 5, text: '环境不错，下次还来' },
  };
  const sink = memorySink();
  const ownerId = Number(redemption.staff_account_id);
  const rates = await db.selectFrom('platform_fee_rates').select(['category', 'rate_bp']).execute();
  const ctx: RowContext = {
    sink,
    now: settleAt.getTime() + 120_000,
    salt: seed,
    random: Math.random,
    ownerId,
    feeRateBp: (c) =>
      rates.find((x) => x.category === c)?.rate_bp ?? rates.find((x) => x.category === null)?.rate_bp ?? 500,
    sandboxSecret: loadStorageSecret(config.payments.sandboxSecret, config.dataDir, 'payment-sandbox-secret'),
  };
  writeOrder(ctx, plan);
  const differences: string[] = [];
  let rowsCompared = 0;
  for (const [table, rows] of real) {
    const built = byId(sink.rows.get(table) ?? []);
    rowsCompared += rows.length;
    differences.push(...compareRows(table, rows, built));
  }
  return { scenarios: 1, rowsCompared, differences };
};
