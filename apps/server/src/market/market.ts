import { type Call, type CallOptions, caller, requestNo, sleep } from './market-http';

/**
 * The market's actors (docs/market.md): consumers and the front desk driving the real API over
 * HTTP, so that orders, payments, bookings, check-ins, redemptions, undos and reviews exist
 * because the gateway made them. Actions happen at the server's "now": the command line runs
 * them in real time, the demo seed under its time machine (seed/market-month.ts).
 */

export interface MarketOptions {
  /** The server, e.g. http://127.0.0.1:3000 (without /api). */
  base: string;
  /** How calls reach the server: over HTTP to `base` unless given (the in-process runs). */
  call?: Call;
  consumers: number;
  seed: number;
  /** The code sent to `phone` (the demo SMS outbox file, or the test app's sender). */
  codeFor: (phone: string) => Promise<string>;
  desk?: { username: string; password: string };
  /** The chance that a consumer is active on a given day (default 0.6). */
  activity?: number;
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
  no_shows: number;
  redemptions: number;
  undos: number;
  reviews: number;
  refunds: number;
  /** Phones of the simulated consumers (to compare the summary with the database). */
  account_phones: string[];
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

/** A booking the desk has still to deal with: check the member in, or mark them absent. */
interface PendingBooking {
  id: number;
  storeId: number;
  startsAt: number;
  order: OwnedOrder;
  comes: boolean;
}

export interface SimConsumer {
  index: number;
  phone: string;
  address: string;
  random: () => number;
  token: string | null;
  refused: boolean;
  orders: OwnedOrder[];
}

/** Check-in opens an hour before the session (features/booking CHECKIN_OPENS_MINUTES); a margin. */
const CHECKIN_FROM_MS = 55 * 60_000;

/** A signed-in caller whose session is renewed when the server answers 401 (it expired). */
const session = (call: Call, signIn: () => Promise<string | null>) => {
  let token: string | null = null;
  return async (method: 'GET' | 'POST', url: string, o: Omit<CallOptions, 'token'> = {}) => {
    token ??= await signIn();
    if (!token) return null;
    let res = await call(method, url, { ...o, token });
    if (res.status === 401) {
      token = await signIn();
      if (!token) return null;
      res = await call(method, url, { ...o, token });
    }
    return res;
  };
};

export interface Market {
  summary: SimulationSummary;
  consumers: SimConsumer[];
  /** The desk's stores (their ids). */
  stores: number[];
  /** A call as the desk (the demo owner), its session renewed when it expires. */
  desk: ReturnType<typeof session>;
  /** Whether the consumer is active today (one draw of its generator). */
  isActive: (c: SimConsumer) => boolean;
  /** One active consumer's day: shop, then use, review or refund what they bought. */
  act: (c: SimConsumer) => Promise<void>;
  /** The desk checks in the bookings whose session is near or past, and marks absent those who did not come. */
  deskRound: () => Promise<void>;
}

/** Signs the desk in and prepares the consumers (none signed in yet). */
export const openMarket = async (options: MarketOptions): Promise<Market> => {
  const call = options.call ?? caller(options.base);
  const log = options.log ?? (() => {});
  const activity = options.activity ?? 0.6;
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
    no_shows: 0,
    redemptions: 0,
    undos: 0,
    reviews: 0,
    refunds: 0,
    account_phones: [],
  };

  // The front desk: the demo owner signed in by password; the stores it manages.
  const deskAccount = options.desk ?? { username: 'demo', password: 'demo123' };
  const deskSignIn = async () => {
    const login = await call('POST', '/user/login_up', { body: deskAccount });
    if (login.body.code !== 0) throw new Error(`the desk could not sign in: ${login.body.message}`);
    return login.body.value.token as string;
  };
  const desk = session(call, deskSignIn);
  const storeList = await desk('GET', '/user/store/list');
  const listed = storeList?.body.value;
  const stores = ((Array.isArray(listed) ? listed : (listed?.list ?? [])) as { id: number }[]).map(
    (s) => s.id,
  );
  if (stores.length === 0) throw new Error('the desk manages no store');
  let refundRoute = true;
  const pending: PendingBooking[] = [];

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

  /** Signs the consumer in by phone code (again when the session expired). */
  const signIn = async (c: SimConsumer): Promise<boolean> => {
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
    if (!summary.account_phones.includes(c.phone)) {
      summary.signed_in += 1;
      summary.account_phones.push(c.phone);
    }
    c.token = res.body.value.token as string;
    return true;
  };

  /** A call as the consumer; an expired session is renewed once. */
  const as = async (c: SimConsumer, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const o = { token: c.token as string, body, address: c.address };
    const res = await call(method, url, o);
    if (res.status !== 401 || !(await signIn(c))) return res;
    return call(method, url, { ...o, token: c.token as string });
  };

  const waitPaid = async (c: SimConsumer, id: number) => {
    for (let i = 0; i < 150; i += 1) {
      const order = (await as(c, 'GET', `/app/order/${id}`)).body.value;
      if (order?.status === 'paid') return order;
      await sleep(10);
    }
    return null;
  };

  /** Browses a store, maybe opens a listing, maybe buys and pays it. */
  const shop = async (c: SimConsumer) => {
    const r = c.random;
    const storeId = stores[Math.floor(r() * stores.length)] as number;
    const page = await as(c, 'GET', `/app/stores/${storeId}`);
    if (page.body.code !== 0) return;
    const listings = page.body.value.listings as { id: number; price: number }[];
    summary.exposures += listings.length;
    if (listings.length === 0 || r() > 0.8) return;
    const listing = listings[Math.floor(r() * listings.length)] as { id: number };
    const opened = await as(c, 'GET', `/app/listings/${listing.id}`);
    if (opened.body.code !== 0) return;
    summary.clicks += 1;
    if (r() > 0.6) return;
    const placed = await as(c, 'POST', '/app/order', {
      items: [{ item_type: 'listing', item_id: listing.id, quantity: 1 }],
      request_no: requestNo('order'),
    });
    if (placed.body.code !== 0) return;
    summary.orders += 1;
    const orderId = placed.body.value.id as number;
    const roll = r();
    const outcome = roll < 0.8 ? 'success' : roll < 0.9 ? 'failure' : 'never';
    const pay = await as(c, 'POST', `/app/order/${orderId}/pay`, {
      channel: 'sandbox',
      sandbox: { outcome, delay_ms: 5 },
      request_no: requestNo('pay'),
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

  /** Books a session of the order's listing; the desk deals with it when the session comes. */
  const book = async (c: SimConsumer, o: OwnedOrder) => {
    const opened = await as(c, 'GET', `/app/listings/${o.listingId}`);
    const sessions = (opened.body.value?.sessions ?? []) as {
      id: number;
      starts_at: string;
      remaining: number;
    }[];
    const open = sessions.filter((s) => s.remaining > 0);
    if (open.length === 0) return;
    // Half of them take the soonest session.
    const soonest = [...open].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
    const chosen = (c.random() < 0.5 ? soonest : open[Math.floor(c.random() * open.length)]) as {
      id: number;
      starts_at: string;
    };
    const booked = await as(c, 'POST', '/app/booking', {
      session_id: chosen.id,
      order_id: o.id,
      request_no: requestNo('booking'),
    });
    if (booked.body.code !== 0 || booked.body.value?.refusal) return;
    summary.bookings += 1;
    if (booked.body.value.status !== 'booked') return;
    o.usesLeft -= 1;
    pending.push({
      id: booked.body.value.id as number,
      storeId: o.storeId,
      startsAt: Date.parse(chosen.starts_at),
      order: o,
      comes: c.random() < 0.85,
    });
  };

  const deskRound = async () => {
    const now = Date.now();
    for (const b of [...pending]) {
      if (b.comes && now >= b.startsAt - CHECKIN_FROM_MS) {
        pending.splice(pending.indexOf(b), 1);
        const checked = await desk('POST', `/booking/${b.id}/checkin`, {
          storeId: b.storeId,
          body: { request_no: requestNo('checkin') },
        });
        if (checked?.body.code === 0) {
          summary.checkins += 1;
          b.order.used = true;
        } else b.order.usesLeft += 1;
      } else if (!b.comes && now >= b.startsAt) {
        pending.splice(pending.indexOf(b), 1);
        const absent = await desk('POST', `/booking/${b.id}/no_show`, { storeId: b.storeId });
        if (absent?.body.code === 0) summary.no_shows += 1;
        b.order.usesLeft += 1;
      }
    }
  };

  /** The desk redeems one use of the code; now and then it undoes it again. */
  const redeem = async (c: SimConsumer, o: OwnedOrder) => {
    const res = await desk('POST', `/member/coupon/validate/${o.code}/1`, {
      storeId: o.storeId,
      body: { confirm: true, request_no: requestNo('redeem') },
    });
    if (res?.body.code !== 0 || !res.body.value?.redemption) return;
    summary.redemptions += 1;
    o.usesLeft -= 1;
    o.used = true;
    if (c.random() < 0.1) {
      const undo = await desk('POST', `/coupon/redemption/${res.body.value.redemption.id}/undo`, {
        storeId: o.storeId,
        body: { request_no: requestNo('undo') },
      });
      if (undo?.body.code === 0) {
        summary.undos += 1;
        o.usesLeft += 1;
      }
    }
  };

  const review = async (c: SimConsumer, o: OwnedOrder) => {
    const stars = 1 + Math.min(4, Math.floor(c.random() ** 0.4 * 5));
    const texts = ['教练很专业，课程安排合理', '环境不错，下次还来', '强度有点大，但很有收获', '一般般'];
    const res = await as(c, 'POST', '/app/review', {
      order_id: o.id,
      stars,
      text: texts[Math.floor(c.random() * texts.length)],
    });
    if (res.body.code === 0) {
      summary.reviews += 1;
      o.reviewed = true;
    }
  };

  /** Refunds are called only when the server has the call (another feature builds it). */
  const refund = async (c: SimConsumer, o: OwnedOrder) => {
    if (!refundRoute) return;
    const res = await as(c, 'POST', `/app/order/${o.id}/refund`, {
      reason: '计划有变',
      request_no: requestNo('refund'),
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

  const act = async (c: SimConsumer) => {
    if (c.token === null && !(await signIn(c))) return;
    await shop(c);
    const r = c.random;
    for (const o of c.orders) {
      if (o.refunded) continue;
      const roll = r();
      if (o.usesLeft > 0 && roll < 0.25) await book(c, o);
      else if (o.usesLeft > 0 && roll < 0.65) await redeem(c, o);
      else if (o.used && !o.reviewed && roll < 0.9) await review(c, o);
      else if (!o.used && roll > 0.97) await refund(c, o);
    }
  };

  return {
    summary,
    consumers,
    stores,
    desk,
    isActive: (c) => c.random() <= activity,
    act,
    deskRound,
  };
};
