// Speed figures of docs/performance.md, measured in one run against the real built server on a
// fresh seeded SQLite database:
//   1. /login and /dashboard (signed in): first-load JavaScript (gzip bytes, from the .gz files
//      that the server sends) and Largest Contentful Paint, cold cache, headless Chromium,
//      median of 5 loads each, and when the console has rendered or taken over the page drawn
//      beforehand (/login at build time, the dashboard by the server; both `inert` until then);
//   2. the announcement list call and GET /api/health: latency percentiles at 10 connections.
// Usage: npm run build && npm run bench   (BENCH_SECONDS=10 by default)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const LOADS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const startServer = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-'));
  const server = await startBenchServer(dataDir, { NODE_ENV: 'development' });
  return { ...server, dataDir };
};

const signIn = async (base) => {
  const res = await fetch(`${base}/api/user/login_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123' }),
  });
  return (await res.json()).value.token;
};

/** gzip size of a built asset, from the .gz file that scripts/compress-dist.mjs wrote. */
const gzipSizeOf = (url) => {
  const file = path.join(dist, new URL(url).pathname);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

const measurePage = async (browser, base, route, token) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A signed-in browser also has the time zone and layout cookies: every session starts on a
  // page of the console, which sets them (lib/cookies.ts rememberBrowser); the server draws the
  // dashboard with them.
  if (token)
    await context.addCookies([
      { name: 'Admin-Token', value: token, url: base },
      { name: 'timeZone', value: Intl.DateTimeFormat().resolvedOptions().timeZone, url: base },
      { name: 'layout', value: 'desktop', url: base },
    ]);
  // When the console has rendered, or taken over a drawn page (`inert` until then).
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (root?.firstElementChild && !root.hasAttribute('inert') && !root.querySelector('.boot-spinner')) {
        window.__interactiveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
  const interactive = await page.evaluate(() => window.__interactiveAt ?? Number.NaN);
  const jsGzip = [...scripts].reduce((sum, url) => sum + gzipSizeOf(url), 0);
  const finalUrl = page.url();
  await context.close();
  return { lcp, interactive, jsGzip, scripts: scripts.size, finalUrl };
};

const load = (base, { method, pathName, body, token }) =>
  new Promise((resolve) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const latencies = [];
    const deadline = Date.now() + seconds * 1000;
    let errors = 0;
    const payload = body ? JSON.stringify(body) : undefined;
    const one = () =>
      new Promise((done) => {
        const t0 = process.hrtime.bigint();
        const req = http.request(
          `${base}${pathName}`,
          {
            method,
            agent,
            headers: {
              ...(payload ? { 'content-type': 'application/json' } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode !== 200) errors++;
              latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
              done();
            });
          },
        );
        req.on('error', () => {
          errors++;
          done();
        });
        req.end(payload);
      });
    const worker = async () => {
      while (Date.now() < deadline) await one();
    };
    Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        rps: Math.round(sorted.length / seconds),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors,
      });
    });
  });

const main = async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first');
  const server = await startServer();
  try {
    const token = await signIn(server.base);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    });
    console.log(`web, cold cache, median of ${LOADS} loads:`);
    for (const [route, auth] of [
      ['/login', false],
      ['/dashboard', true],
    ]) {
      const runs = [];
      for (let i = 0; i < LOADS; i++)
        runs.push(await measurePage(browser, server.base, route, auth ? token : null));
      if (process.env.BENCH_DEBUG) console.log(runs);
      const kib = median(runs.map((r) => r.jsGzip)) / 1024;
      console.log(
        `  ${route.padEnd(11)} JS ${kib.toFixed(1)} KiB gzip in ${runs[0].scripts} files, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms (runs: ${runs.map((r) => r.lcp.toFixed(0)).join(', ')})`,
      );
      console.log(
        `  ${''.padEnd(11)} the console rendered (or took over the drawn page) at ${median(runs.map((r) => r.interactive)).toFixed(0)} ms (runs: ${runs.map((r) => r.interactive.toFixed(0)).join(', ')})`,
      );
    }
    await browser.close();

    const today = new Date().toISOString().slice(0, 10);
    const topBarQuery = {
      pageable: { number: 1, size: 10 },
      restrictions: [
        { name: 'start_time', operator: '<=', value: today, logic: 'and' },
        { name: 'end_time', operator: '>=', value: today, logic: 'and' },
      ],
      sorts: [{ name: 'created_time', sort: 'desc' }],
    };
    console.log(`API, ${CONNECTIONS} connections, ${seconds} s each, 127.0.0.1:`);
    for (const [label, spec] of [
      ['GET /api/health', { method: 'GET', pathName: '/api/health' }],
      [
        'POST /api/user/announcements',
        { method: 'POST', pathName: '/api/user/announcements', body: topBarQuery, token },
      ],
    ]) {
      const r = await load(server.base, spec);
      console.log(
        `  ${label.padEnd(30)} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  ${r.rps} req/s  (${r.requests} requests, ${r.errors} errors)`,
      );
    }
  } finally {
    server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
