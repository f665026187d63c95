import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { App } from '../app';

/**
 * The market simulator (docs/market.md): consumers and the front desk driving the real API over
 * HTTP, so that orders, payments, bookings, check-ins, redemptions, undos and reviews exist
 * because the gateway made them.
 *
 * Time: the server's clock cannot be moved from outside, so a simulated "day" is one round of
 * actions that all happen now (the month's actions take minutes and carry today's dates).
 */

export interface SimulationOptions {
  /** The server, e.g. http://127.0.0.1:3000 (without /api). */
  base: string;
  days: number;
  consumers: number;
  seed: number;
  /** The code sent to `phone` (the demo SMS outbox file, or the test app's sender). */
  codeFor: (phone: string) => Promise<string>;
  desk?: { username: string; password: string };
  /** Consumers acting at the same time within a day. */
  parallel?: number;
  log?: (line: string) => void;
}

export interface SimulationSummary {
  consumers: number;
  signed_in: number;
  sign_in_refused: number;
  exposures: number;
  clicks: number;
  orders: number;
  paid: number;
  failed: number;
  never_paid: number;
  bookings: number;
  checkins: number;
  redemptions: number;
  undos: number;
  reviews: number;
  refunds: number;
  /** Account ids of the simulated consumers (to compare the summary with the database). */
  account_phones: string[];
}

interface Envelope {
  code: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answers of many calls, read field by field
  value: any;
}

/** A small seeded generator (mulberry32): the same seed gives the same decisions. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call to the API as any client makes it (X-Forwarded-For names the consumer's own address). */
const caller =
  (base: string) =>
  async (
    method: 'GET' | 'POST',
    url: string,
    o: { token?: string; body?: unknown; storeId?: number; address?: string } = {},
  ): Promise<{ status: number; body: Envelope }> => {
    const headers: Record<string, string> = { accept: 'application/json', cookie: 'language=en' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.storeId) headers['x-store-id'] = String(o.storeId);
    if (o.address) headers['x-forwarded-for'] = o.address;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = { code: res.status, message: text.slice(0, 200), value: null };
    }
    return { status: res.status, body };
  };

const requestNo = (what: string) => `sim-${what}-${randomUUID()}`;

/** Reads the newest code sent to `phone` from DATA_DIR/sms-outbox.jsonl (the demo sender). */
export const outboxCodes =
  (dataDir: string) =>
  async (phone: string): Promise<string> => {
    for (let i = 0; i < 50; i += 1) {
      const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
      for (const line of lines.reverse()) {
        const m = JSON.parse(line) as { phone: string; code: string };
        if (m.phone === phone) return m.code;
      }
      await sleep(40);
    }
    throw new Error(`no code for ${phone} in the SMS outbox`);
  };

interface OwnedOrder {
  id: number;
  storeId: number;
  listingId: number;
  code: string;
  usesLeft: number;
  used: boolean;
  reviewed: boolean;
  refunded: boolean;
}

interface SimConsumer {
  index: number;
  phone: string;
  address: string;
  random: () => number;
  token: string | null;
  refused: boolean;
  orders: OwnedOrder[];
}

/** Runs the simulation and answers its summary. */
export const simulate = async (options: SimulationOptions): Promise<SimulationSummary> => {
  const call = caller(options.base);
  const log = options.log ?? (() => {});
  const parallel = options.parallel ?? 6;
  const summary: SimulationSummary = {
    consumers: options.consumers,
    signed_in: 0,
    sign_in_refused: 0,
    exposures: 0,
    clicks: 0,
    orders: 0,
    paid: 0,
    failed: 0,
    never_paid: 0,
    bookings: 0,
    checkins: 0,
    redemptions: 0,
    undos: 0,
    reviews: 0,
    refunds: 0,
    account_phones: [],
  };

  // The front desk: the demo owner signed in by password; the stores it manages.
  const desk = options.desk ?? { username: 'demo', password: 'demo123' };
  const login = await call('POST', '/user/login_up', { body: desk });
  if (login.body.code !== 0) throw new Error(`the desk could not sign in: ${login.body.message}`);
  const deskToken = login.body.value.token as string;
  const storeList = await call('GET', '/user/store/list', { token: deskToken });
  const stores = (
    (Array.isArray(storeList.body.value) ? storeList.body.value : (storeList.body.value?.list ?? [])) as {
      id: number;
    }[]
  ).map((s) => s.id);
  if (stores.length === 0) throw new Error('the desk manages no store');
  let refundRoute = true;

  // Consumers: phones and addresses derived from the seed, so that a rerun with another seed
  // meets new people (phones 199xxxxxxxx are not used by the demo data).
  const master = seededRandom(options.seed);
  const phoneBase = 10_000_000 + Math.floor(master() * 80_000_000);
  const consumers: SimConsumer[] = Array.from({ length: options.consumers }, (_, index) => ({
    index,
    phone: `199${String((phoneBase + index * 7919) % 100_000_000).padStart(8, '0')}`,
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    random: seededRandom(options.seed * 7_919 + index + 1),
    token: null,
    refused: false,
    orders: [],
  }));

  const signIn = async (c: SimConsumer): Promise<boolean> => {
    if (c.token) return true;
    if (c.refused) return false;
    const sent = await call('POST', `/user/sendcode/${c.phone}`, { address: c.address });
    if (sent.body.code !== 0) {
      c.refused = true;
      summary.sign_in_refused += 1;
      log(`sign-in refused for ${c.phone}: ${sent.body.message}`);
      return false;
    }
    const code = await options.codeFor(c.phone);
    const res = await call('POST', '/app/login_phone', {
      body: { phone: c.phone, code },
      address: c.address,
    });
    if (res.body.code !== 0) {
      c.refused = true;
      summary.sign_in_refused += 1;
      return false;
    }
    c.token = res.body.value.token as string;
    summary.signed_in += 1;
    summary.account_phones.push(c.phone);
    return true;
  };

  const readOrder = async (c: SimConsumer, id: number) =>
    (await call('GET', `/app/order/${id}`, { token: c.token as string })).body.value;

  const waitPaid = async (c: SimConsumer, id: number) => {
    for (let i = 0; i < 150; i += 1) {
      const order = await readOrder(c, id);
      if (order?.status === 'paid') return order;
      await sleep(40);
    }
    return null;
  };

  /** Browses a store, maybe opens a listing, maybe buys and pays it. */
  const shop = async (c: SimConsumer) => {
    const r = c.random;
    const storeId = stores[Math.floor(r() * stores.length)] as number;
    const page = await call('GET', `/app/stores/${storeId}`, { token: c.token as string });
    if (page.body.code !== 0) return;
    const listings = page.body.value.listings as { id: number; price: number }[];
    summary.exposures += listings.length;
    if (listings.length === 0 || r() > 0.8) return;
    const listing = listings[Math.floor(r() * listings.length)] as { id: number };
    const opened = await call('GET', `/app/listings/${listing.id}`, { token: c.token as string });
    if (opened.body.code !== 0) return;
    summary.clicks += 1;
    if (r() > 0.6) return;
    const placed = await call('POST', '/app/order', {
      token: c.token as string,
      body: {
        items: [{ item_type: 'listing', item_id: listing.id, quantity: 1 }],
        request_no: requestNo('order'),
      },
    });
    if (placed.body.code !== 0) return;
    summary.orders += 1;
    const orderId = placed.body.value.id as number;
    const roll = r();
    const outcome = roll < 0.8 ? 'success' : roll < 0.9 ? 'failure' : 'never';
    const pay = await call('POST', `/app/order/${orderId}/pay`, {
      token: c.token as string,
      body: { channel: 'sandbox', sandbox: { outcome, delay_ms: 20 }, request_no: requestNo('pay') },
    });
    if (pay.body.code !== 0) return;
    if (outcome === 'failure') summary.failed += 1;
    if (outcome === 'never') summary.never_paid += 1;
    if (outcome !== 'success') return;
    const paid = await waitPaid(c, orderId);
    if (!paid) return;
    summary.paid += 1;
    const voucher = (paid.vouchers as { code: string; uses_left: number }[])[0];
    if (!voucher) return;
    c.orders.push({
      id: orderId,
      storeId,
      listingId: listing.id,
      code: voucher.code,
      usesLeft: voucher.uses_left,
      used: false,
      reviewed: false,
      refunded: false,
    });
  };

  /** Books a session of the order's listing; the desk checks in when the session is close enough. */
  const book = async (c: SimConsumer, o: OwnedOrder) => {
    const opened = await call('GET', `/app/listings/${o.listingId}`, { token: c.token as string });
    const sessions = (opened.body.value?.sessions ?? []) as {
      id: number;
      starts_at: string;
      remaining: number;
    }[];
    const open = sessions.filter((s) => s.remaining > 0);
    if (open.length === 0) return;
    // Half of them take the soonest session (the one the desk can check in today).
    const soonest = [...open].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
    const session = (c.random() < 0.5 ? soonest : open[Math.floor(c.random() * open.length)]) as {
      id: number;
      starts_at: string;
    };
    const booked = await call('POST', '/app/booking', {
      token: c.token as string,
      body: { session_id: session.id, order_id: o.id, request_no: requestNo('booking') },
    });
    if (booked.body.code !== 0 || booked.body.value?.refusal) return;
    summary.bookings += 1;
    if (booked.body.value.status !== 'booked') return;
    // Check-in opens an hour before the session (features/booking CHECKIN_OPENS_MINUTES).
    if (Date.parse(session.starts_at) - Date.now() > 55 * 60_000) return;
    const checked = await call('POST', `/booking/${booked.body.value.id}/checkin`, {
      token: deskToken,
      storeId: o.storeId,
      body: { request_no: requestNo('checkin') },
    });
    if (checked.body.code === 0) {
      summary.checkins += 1;
      o.usesLeft -= 1;
      o.used = true;
    }
  };

  /** The desk redeems one use of the code; now and then it undoes it again. */
  const redeem = async (c: SimConsumer, o: OwnedOrder) => {
    const res = await call('POST', `/member/coupon/validate/${o.code}/1`, {
      token: deskToken,
      storeId: o.storeId,
      body: { confirm: true, request_no: requestNo('redeem') },
    });
    if (res.body.code !== 0 || !res.body.value?.redemption) return;
    summary.redemptions += 1;
    o.usesLeft -= 1;
    o.used = true;
    if (c.random() < 0.1) {
      const undo = await call('POST', `/coupon/redemption/${res.body.value.redemption.id}/undo`, {
        token: deskToken,
        storeId: o.storeId,
        body: { request_no: requestNo('undo') },
      });
      if (undo.body.code === 0) {
        summary.undos += 1;
        o.usesLeft += 1;
      }
    }
  };

  const review = async (c: SimConsumer, o: OwnedOrder) => {
    const stars = 1 + Math.min(4, Math.floor(c.random() ** 0.4 * 5));
    const texts = ['教练很专业，课程安排合理', '环境不错，下次还来', '强度有点大，但很有收获', '一般般'];
    const res = await call('POST', '/app/review', {
      token: c.token as string,
      body: { order_id: o.id, stars, text: texts[Math.floor(c.random() * texts.length)] },
    });
    if (res.body.code === 0) {
      summary.reviews += 1;
      o.reviewed = true;
    }
  };

  /** Refunds are called only when the server has the call (another feature builds it). */
  const refund = async (c: SimConsumer, o: OwnedOrder) => {
    if (!refundRoute) return;
    const res = await call('POST', `/app/order/${o.id}/refund`, {
      token: c.token as string,
      body: { reason: '计划有变', request_no: requestNo('refund') },
    });
    if (res.status === 404 && res.body.code !== 0 && !res.body.value) {
      refundRoute = false;
      return;
    }
    if (res.body.code === 0) {
      summary.refunds += 1;
      o.refunded = true;
    }
  };

  /** One consumer's day: each action with its own chance. */
  const day = async (c: SimConsumer) => {
    const r = c.random;
    if (r() > 0.6) return;
    if (!(await signIn(c))) return;
    await shop(c);
    for (const o of c.orders) {
      if (o.refunded) continue;
      const roll = r();
      if (o.usesLeft > 0 && roll < 0.25) await book(c, o);
      else if (o.usesLeft > 0 && roll < 0.65) await redeem(c, o);
      else if (o.used && !o.reviewed && roll < 0.9) await review(c, o);
      else if (!o.used && roll > 0.97) await refund(c, o);
    }
  };

  for (let d = 1; d <= options.days; d += 1) {
    for (let i = 0; i < consumers.length; i += parallel)
      await Promise.all(consumers.slice(i, i + parallel).map(day));
    log(`day ${d}: ${summary.orders} orders, ${summary.paid} paid, ${summary.redemptions} redemptions`);
  }
  return summary;
};

/**
 * Serves `app` on a loopback port by handing each request to `app.inject` (the in-process runs:
 * the demo seed and the tests). The sandbox posts its signed notifications to this address, and
 * X-Forwarded-For becomes the caller's address as a proxy would make it.
 */
export const serveInProcess = async (app: App): Promise<{ base: string; close: () => Promise<void> }> => {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const forwarded = req.headers['x-forwarded-for'];
      const headers = { ...req.headers };
      delete headers['x-forwarded-for'];
      app
        .inject({
          method: req.method as 'GET' | 'POST',
          url: req.url ?? '/',
          headers,
          payload: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          remoteAddress: typeof forwarded === 'string' ? forwarded : '127.0.0.1',
        })
        .then(
          (answer) => {
            const out = { ...answer.headers };
            delete out['transfer-encoding'];
            res.writeHead(answer.statusCode, out as http.OutgoingHttpHeaders);
            res.end(answer.rawPayload);
          },
          (error: unknown) => {
            res.writeHead(500);
            res.end(String(error));
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no loopback port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const formatSummary = (s: SimulationSummary): string =>
  [
    `consumers ${s.consumers} (signed in ${s.signed_in}, refused ${s.sign_in_refused})`,
    `exposures ${s.exposures}, clicks ${s.clicks}`,
    `orders ${s.orders}: paid ${s.paid}, failed ${s.failed}, never paid ${s.never_paid}`,
    `bookings ${s.bookings}, check-ins ${s.checkins}`,
    `redemptions ${s.redemptions}, undos ${s.undos}`,
    `reviews ${s.reviews}, refunds ${s.refunds}`,
  ].join('\n');

export const marketUsage = `Usage: npm run market -- generate --help (a year of a studio chain, docs/market.md)
       npm run market -- simulate [--days 30] [--consumers 200] [--seed 1] [--base http://127.0.0.1:3000]
  Drives consumers and the demo front desk over HTTP against a running server, then runs the
  ledger check on the server's database (DATABASE_URL / DATA_DIR as the server uses them).`;

/** The command line: `npm run market -- simulate …`. */
export const main = async (argv: string[]): Promise<number> => {
  if (argv[0] === 'generate') return (await import('./generate/generate-cli')).generateMain(argv.slice(1));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      days: { type: 'string', default: '30' },
      consumers: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      base: { type: 'string' },
    },
  });
  if (positionals[0] !== 'simulate') {
    console.log(marketUsage);
    return positionals.length === 0 ? 0 : 2;
  }
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/database');
  const { checkLedger } = await import('../lib/ledger/ledger-check');
  const config = loadConfig();
  const base = values.base ?? `http://127.0.0.1:${config.port}`;
  const summary = await simulate({
    base,
    days: Number(values.days),
    consumers: Number(values.consumers),
    seed: Number(values.seed),
    codeFor: outboxCodes(config.dataDir),
    log: (line) => console.log(line),
  });
  console.log(formatSummary(summary));
  const db = openDatabase(config.database);
  try {
    const report = await checkLedger(db);
    console.log(
      report.differences.length === 0
        ? 'ledger check: ok'
        : `ledger check FAILED: ${JSON.stringify(report.differences)}`,
    );
    return report.differences.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
