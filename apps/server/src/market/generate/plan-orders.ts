import type { Chain } from './chain-setup';
import type { Clock } from './generate-time';
import type { OrderPlan } from './order-rows';
import type { Person } from './plan-people';

const REVIEW_TEXTS = [
  '教练很专业，课程安排合理',
  '环境不错，下次还来',
  '强度有点大，但很有收获',
  '一般般',
  '性价比高',
  '前台服务热情',
];

/**
 * Who buys when (docs/market.md "Generating a year"): each app member's first order is the
 * payment that made them a member; the other orders go to buyers by a heavy-tailed activity
 * (a few regulars buy most), at rhythm times after they could buy. Answers the buyers' indexes
 * and times, sorted by time (order ids then follow creation time).
 */
export const drawOrders = (
  r: () => number,
  buyers: Person[],
  orders: number,
  clock: Clock,
): { buyer: Int32Array; at: Float64Array; first: Uint8Array; order: Uint32Array } => {
  const n = Math.max(orders, buyers.filter((b) => b.app).length);
  const buyer = new Int32Array(n);
  const at = new Float64Array(n);
  const first = new Uint8Array(n);
  let k = 0;
  buyers.forEach((b, i) => {
    if (!b.app) return;
    buyer[k] = i;
    at[k] = b.memberAt - 40_000;
    first[k] = 1;
    k += 1;
  });
  const cdf = new Float64Array(buyers.length);
  let total = 0;
  buyers.forEach((b, i) => {
    const gauss = Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
    total += Math.exp(1.1 * gauss) * Math.max(0.02, (clock.now - b.buysFrom) / (clock.now - clock.start));
    cdf[i] = total;
  });
  for (; k < n; k += 1) {
    const u = r() * total;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    buyer[k] = lo;
    at[k] = clock.after(r, (buyers[lo] as Person).buysFrom);
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) order[i] = i;
  order.sort((a, b) => (at[a] as number) - (at[b] as number));
  return { buyer, at, first, order };
};

const pickListing = (r: () => number, listings: Chain['stores'][number]['listings']) => {
  const total = listings.reduce((s, l) => s + l.weight, 0);
  let u = r() * total;
  for (const l of listings) {
    u -= l.weight;
    if (u <= 0) return l;
  }
  return listings[listings.length - 1] as Chain['stores'][number]['listings'][number];
};

/** One order's life: outcome, payment, uses over its validity, maybe a refund or a review. */
export const planOrder = (
  r: () => number,
  o: {
    index: number;
    person: Person;
    at: number;
    first: boolean;
    chain: Chain;
    clock: Clock;
    ownerId: number;
  },
): OrderPlan => {
  const { person, clock } = o;
  const now = clock.now;
  const store = o.chain.stores.find((s) => s.id === person.storeId) as Chain['stores'][number];
  const listing = pickListing(r, store.listings);
  const quantity = listing.sessions === 1 && r() < 0.08 ? 2 : 1;
  const createdAt = o.at;
  const roll = r();
  const outcome: OrderPlan['outcome'] = o.first
    ? 'paid'
    : createdAt > now - 30 * 60_000
      ? roll < 0.4
        ? 'unpaid'
        : 'paid'
      : roll < 0.04
        ? 'cancelled'
        : roll < 0.12
          ? 'closed'
          : 'paid';
  const paidAt = o.first ? person.memberAt : Math.min(now, createdAt + 20_000 + Math.floor(r() * 100_000));
  const plan: OrderPlan = {
    index: o.index,
    storeId: person.storeId,
    buyerAccountId: person.accountId,
    buyerPhone: person.phone,
    memberAtCreation: person.memberAt <= createdAt ? person.memberId : null,
    memberId: person.memberId,
    listing,
    quantity,
    createdAt,
    outcome,
    failedPayment: outcome === 'closed' && r() < 0.35,
    paidAt,
    uses: [],
    refund: null,
    review: null,
  };
  if (outcome !== 'paid') return plan;
  const validTo = paidAt + listing.validityDays * 86_400_000;
  const total = quantity * listing.sessions;
  const wanted = listing.sessions === 1 ? (r() < 0.88 ? total : 0) : Math.floor(total * r() ** 0.6 + 0.3);
  if (wanted === 0 && r() < 0.3) {
    const at = paidAt + Math.floor(r() * Math.min(7 * 86_400_000, now - paidAt));
    if (at < validTo && at > paidAt) {
      const decidedBy = r() < 0.8 ? o.ownerId : null;
      const decidedAt =
        decidedBy === null
          ? at + 24 * 3_600_000 + Math.floor(r() * 60_000)
          : at + 600_000 + Math.floor(r() * 8 * 3_600_000);
      const done = decidedAt + 5_000 <= now && !(at > now - 86_400_000 && r() < 0.5);
      plan.refund = {
        at,
        decidedBy: done ? decidedBy : null,
        decidedAt: done ? decidedAt : null,
        refundedAt: done ? decidedAt + 2_000 + Math.floor(r() * 8_000) : null,
      };
      return plan;
    }
  }
  const times: number[] = [];
  for (let u = 0; u < wanted; u += 1) {
    const at = clock.after(r, paidAt + 600_000);
    if (at <= Math.min(validTo, now)) times.push(at);
  }
  times.sort((a, b) => a - b);
  plan.uses = times.map((at) => {
    const undoneAt = at + 120_000 + Math.floor(r() * 900_000);
    return { at, undoneAt: r() < 0.03 && undoneAt <= now ? undoneAt : null };
  });
  const lastUse = plan.uses.filter((u) => u.undoneAt === null).at(-1);
  if (lastUse && r() < 0.3) {
    const at = lastUse.at + 3_600_000 + Math.floor(r() * 3 * 86_400_000);
    if (at <= now) {
      const stars = 1 + Math.min(4, Math.floor(r() ** 0.35 * 5));
      plan.review = { at, stars, text: REVIEW_TEXTS[Math.floor(r() * REVIEW_TEXTS.length)] as string };
    }
  }
  return plan;
};
