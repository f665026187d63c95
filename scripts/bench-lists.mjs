// The lists a merchant opens a hundred times a day, measured at 10 connections: p50 and p99 of
// each call with each of its filters, beside a bare GET /api/health in the same run.
//   npm run bench:lists                       a server of its own on DATA_DIR / DATABASE_URL
//   BENCH_BASE=http://127.0.0.1:8080 npm run bench:lists     a running server
// The data is the caller's: `npm run market -- generate …` makes a chain's year (docs/market.md).
// Sign-in: BENCH_USER / BENCH_PASSWORD (demo / demo123); the store measured is the signed-in
// merchant's with the most members, or BENCH_STORE_ID. BENCH_SECONDS (5) per call.
// BENCH_CONNECTIONS (10) changes the concurrency (1 gives a call's own time, without queueing);
// BENCH_ONLY=orders,members runs only the calls whose names contain one of those words.
import os from 'node:os';
import { measureLoad } from './bench-load.mjs';
import { signIn, startBenchServer } from './bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);

const call = async (base, token, storeId, method, pathName, body) => {
  const res = await fetch(`${base}/api${pathName}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${token}`,
      ...(storeId ? { 'x-store-id': String(storeId) } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`${method} ${pathName}: ${answer.code} ${answer.message}`);
  return answer.value;
};

/** The merchant's store with the most members (the busiest), unless BENCH_STORE_ID names one. */
const busiestStore = async (base, token) => {
  if (process.env.BENCH_STORE_ID) return Number(process.env.BENCH_STORE_ID);
  const stores = await call(base, token, null, 'GET', '/user/store/list');
  let best = { id: stores[0].id, members: -1 };
  for (const store of stores) {
    const page = await call(base, token, store.id, 'POST', '/member/list', {
      pageable: { number: 1, size: 1 },
    });
    if (page.total > best.members) best = { id: store.id, members: page.total };
  }
  return best.id;
};

const restricted = (...restrictions) => ({ restrictions, pageable: { size: 20 } });

/** Each case with values taken from the store's own data, so every filter finds rows. */
const casesFor = async (base, token, storeId) => {
  const get = (method, pathName, body) => call(base, token, storeId, method, pathName, body);
  const orders = (await get('POST', '/order/list', { pageable: { size: 50 } })).content;
  const sample = orders.find((o) => o.paid_at) ?? orders[0];
  const members = (await get('POST', '/member/list', { pageable: { number: 1, size: 50 } })).content;
  const member = members[members.length >> 1] ?? members[0];
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const orderList = (body) => ({ method: 'POST', pathName: '/api/order/list', body });
  const memberList = (restrictions) => ({
    method: 'POST',
    pathName: '/api/member/list',
    body: { restrictions, pageable: { number: 1, size: 50 } },
  });
  const cases = [
    ['GET /api/health', { method: 'GET', pathName: '/api/health' }],
    ['orders: first page', orderList({ pageable: { size: 20 } })],
    [
      'orders: order number',
      orderList(restricted({ name: 'order_no', operator: '=', value: sample?.order_no })),
    ],
    [
      'orders: member phone',
      orderList(restricted({ name: 'buyer_phone', operator: '=', value: sample?.buyer_phone })),
    ],
    [
      'orders: item name',
      orderList(restricted({ name: 'title', operator: 'like', value: sample?.title?.slice(0, 2) })),
    ],
    [
      'orders: category',
      orderList(restricted({ name: 'category', operator: '=', value: sample?.category ?? 1 })),
    ],
    ['orders: state', orderList(restricted({ name: 'status', operator: '=', value: 'used' }))],
    ['orders: paid last 7 days', orderList(restricted({ name: 'paid_at', operator: '>=', value: weekAgo }))],
    ['orders: amount ≥ ¥500', orderList(restricted({ name: 'total_fen', operator: '>=', value: 50_000 }))],
    [
      'shared-card orders',
      { method: 'POST', pathName: '/api/order/share/list', body: { pageable: { size: 20 } } },
    ],
    ['members: first page', memberList([])],
    [
      'members: name substring',
      memberList([{ name: 'full_name', operator: 'like', value: member?.full_name?.slice(1, 2) }]),
    ],
    [
      'members: phone substring',
      memberList([{ name: 'phone', operator: 'like', value: member?.phone?.slice(-6, -2) }]),
    ],
    // The ID card is stored as a keyed hash, so the API cannot hand one out: BENCH_ID_CARD names a
    // member's; without it a well-formed number no member holds measures the same index lookup.
    [
      process.env.BENCH_ID_CARD ? 'members: exact ID card' : 'members: exact ID card (miss)',
      memberList([
        { name: 'id_card', operator: '=', value: process.env.BENCH_ID_CARD ?? '11010519491231002X' },
      ]),
    ],
    [
      'redemptions',
      { method: 'POST', pathName: '/api/coupon/redemption/list', body: { pageable: { size: 20 } } },
    ],
    [
      'redemptions: last 30 days',
      {
        method: 'POST',
        pathName: '/api/coupon/redemption/list',
        body: restricted({ name: 'created_at', operator: '>=', value: monthAgo }),
      },
    ],
    ['ledger entries', { method: 'POST', pathName: '/api/ledger/list', body: { pageable: { size: 20 } } }],
    ['ledger balance', { method: 'GET', pathName: '/api/ledger/balance' }],
    [
      'messages',
      { method: 'POST', pathName: '/api/message/system/list', body: { pageable: { number: 1, size: 10 } } },
    ],
    ['statistics: orders 30 days', { method: 'GET', pathName: '/api/statistics/order/quantity/?days=30' }],
    ['statistics: clicks 30 days', { method: 'GET', pathName: '/api/statistics/merchant/click/?days=30' }],
    [
      'statistics: exposure 30 days',
      { method: 'GET', pathName: '/api/statistics/merchant/exposure/?days=30' },
    ],
    ['statistics: funnel 30 days', { method: 'GET', pathName: '/api/statistics/funnel?days=30' }],
    ['statistics: overview 30 days', { method: 'GET', pathName: '/api/statistics/overview?days=30' }],
    ['dashboard: today', { method: 'GET', pathName: '/api/dashboard/today' }],
  ];
  // A store without orders or members yet has no value to filter by: those cases are left out.
  const hasValues = ([, request]) => !(request.body?.restrictions ?? []).some((r) => r.value === undefined);
  const chosen = ([name]) => !only || name === 'GET /api/health' || only.some((word) => name.includes(word));
  return { cases: cases.filter(hasValues).filter(chosen) };
};

const pad = (text, width) => String(text).padEnd(width);
const ms = (x) => (x === undefined ? '–' : x.toFixed(1));

const main = async () => {
  let server;
  let base = process.env.BENCH_BASE;
  if (!base) {
    server = await startBenchServer(process.env.DATA_DIR ?? './data', {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      NODE_ENV: 'production',
      SEED: 'never',
      SMS_SENDER: 'demo',
      JOBS: 'off',
    });
    base = server.base;
  }
  try {
    const token = await signIn(
      base,
      process.env.BENCH_USER ?? 'demo',
      process.env.BENCH_PASSWORD ?? 'demo123',
    );
    const storeId = await busiestStore(base, token);
    const { cases } = await casesFor(base, token, storeId);
    const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
    console.log(
      `bench:lists on ${database}, store ${storeId}, ${CONNECTIONS} connections, ${seconds} s a call, ` +
        `load average ${os.loadavg()[0].toFixed(2)}, ${os.cpus().length} cores`,
    );
    console.log(
      `| ${pad('call', 30)} | ${pad('req/s', 6)} | ${pad('p50 ms', 7)} | ${pad('p99 ms', 7)} | errors |`,
    );
    console.log(`|${'-'.repeat(32)}|${'-'.repeat(8)}|${'-'.repeat(9)}|${'-'.repeat(9)}|--------|`);
    for (const [name, request] of cases) {
      const r = await measureLoad(
        base,
        { ...request, token, headers: { 'x-store-id': String(storeId) } },
        { seconds, connections: CONNECTIONS },
      );
      console.log(
        `| ${pad(name, 30)} | ${pad(r.rps, 6)} | ${pad(ms(r.p50), 7)} | ${pad(ms(r.p99), 7)} | ${r.errors}${r.firstError ? ` (${r.firstError.slice(0, 80)})` : ''} |`,
      );
    }
  } finally {
    server?.stop();
  }
};

await main();
