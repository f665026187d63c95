// Speed figures of docs/performance.md, measured in one run against the real built server on a
// fresh seeded SQLite database:
//   1. /login, /dashboard and the common list screens (signed in), headless Chromium, median of
//      5 loads each, cold (a new browser context: empty cache), warm (the same context again) and
//      returning (a third time: Chromium uses V8's code cache from a script's third load):
//      time-to-usable, the moment a click on the sidebar is handled (the headline figure: the
//      console answers the merchant), when a list screen shows its first rows, Largest
//      Contentful Paint, when the console has rendered or taken over a page drawn beforehand,
//      what the time went on (index.html, the scripts, the menu call), when index.html showed
//      the sidebar kept from the last visit (app/layout/sidebar-snapshot; warm and returning
//      loads, whose clicks it answers before the console runs), when the sidebar was drawn from
//      the menu answer instead (cold loads: no copy yet), and first-load
//      JavaScript (gzip bytes, from the .gz files the server sends); the load average is
//      printed at the start and the end of each screen;
//   2. the announcement list call and GET /api/health: latency percentiles at 10 connections.
// The demo holds a year of its first store's data first: 5,000 members with a card each
// (through the API) and a year of orders (scripts/bench-year.mjs); BENCH_DATA=seed skips both.
// Usage: npm run build && npm run bench   (BENCH_SECONDS=10 by default; 0 skips the API part)
// BENCH_SCREENS=/dashboard,/member picks the signed-in screens.
// BENCH_BEFORE_DIST=<a copy of an older apps/web/dist> also serves that build from a second
// server (same code, its own fresh database) and interleaves its loads with this build's, so
// that before and after are measured in the same run under the same load.
// BENCH_FLOOR=1 also measures the signed-in screens on a copy of this build that starts the
// console only after its clicks (scripts/bench-floor.mjs, without the year of data): the lowest
// time-to-usable the bench can report on this machine, whatever the console does.
// BENCH_CLICKS=cdp looks and clicks through the DevTools protocol instead of Playwright, whose
// own latency is most of a warm load's figure (see clickerOf).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { floorDistOf } from './bench-floor.mjs';
import { measureLoad, median } from './bench-load.mjs';
import { addMembersAndCards } from './bench-members.mjs';
import { launchChromium, signIn, startBenchServer } from './bench-server.mjs';
import { addYearOfOrders } from './bench-year.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const SCREENS = (process.env.BENCH_SCREENS ?? '/dashboard,/member,/cardlist,/classorder,/coach').split(',');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const withData = process.env.BENCH_DATA !== 'seed';
/** The three loads of one browser context, in order. */
const VISITS = ['cold', 'warm', 'returning'];
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const startServer = async (webDist = dist) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-'));
  const server = await startBenchServer(dataDir, { NODE_ENV: 'development', WEB_DIST: webDist });
  return { ...server, dataDir, dist: webDist };
};

/** A big gym's team: `count` coaches with a certificate each, created through the real call. */
const addCoaches = async (base, token, count) => {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/coach`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `教练${i + 1}`,
        phone: `139${String(10000000 + i)}`,
        avatar_upload_id: null,
        cover_upload_ids: [],
        title: '私教',
        specialties: ['力量', '减脂'],
        introduction: '十年教学经验。',
        type: i % 2 ? 'group' : 'one_on_one',
        sort: i,
        status: 'active',
        certificates: [
          { name: 'NSCA-CPT', number: `N${i}`, photo_upload_id: null, expires_on: '2027-06-30' },
        ],
      }),
    });
    const { code, message } = await res.json();
    if (code !== 0) throw new Error(`creating a coach: ${code} ${message}`);
  }
};

/** gzip size of a built asset, from the .gz file that scripts/compress-dist.mjs wrote. */
const gzipSizeOf = (url, webDist) => {
  const file = path.join(webDist, new URL(url).pathname);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

/**
 * Records, in the page, when the console answers a click on the sidebar: the first folder
 * entry of the side menu opens (antd sets aria-expanded on its title). A capture listener on
 * window notes when each click reaches the page's script; the click that opened the folder is
 * the first one the console handled. Before React has the page (not rendered yet, or drawn by
 * the server and still `inert`), clicks land and nothing happens.
 */
const recordFirstHandledClick = () => {
  window.__clicks = 0;
  addEventListener(
    'click',
    () => {
      window.__clicks++;
      window.__lastClickAt = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (window.__usableAt !== undefined) return;
    const title = document.querySelector('aside .ant-menu-submenu-title');
    if (title?.getAttribute('aria-expanded') === 'true') window.__usableAt = window.__lastClickAt;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] });
};

/** When a list screen first shows rows (or its empty state) in the open tab. */
const recordRows = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('main .ant-table-row, main .ant-table-placeholder .ant-empty')) {
      window.__rowsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** When the console has rendered, or taken over a drawn page (`inert` until then). */
const recordTakeOver = () => {
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (root?.firstElementChild && !root.hasAttribute('inert') && !root.querySelector('.boot-spinner')) {
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, childList: true, subtree: true });
};

/** Where the sidebar's first folder is, or that a click on it has been handled (runs in the page). */
const lookForFolder = () => {
  if (window.__usableAt !== undefined) return { done: true };
  const rect = document.querySelector('aside .ant-menu-submenu-title')?.getBoundingClientRect();
  return rect && rect.width > 0 ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : {};
};

/** BENCH_CLICKS=cdp: looks and clicks straight through the DevTools protocol. */
const CDP_CLICKS = process.env.BENCH_CLICKS === 'cdp';

/**
 * How the bench looks at the page and clicks. By default through Playwright, as every figure
 * of docs/performance.md was measured; its first `page.evaluate` after the commit is answered
 * only 200-400 ms after navigation start, whatever the page does (session 36). With
 * BENCH_CLICKS=cdp, through a DevTools session (`Runtime.evaluate`, `Input.dispatchMouseEvent`),
 * whose first look is answered from ~60 ms on: its clicks arrive while the console starts and
 * wait for its tasks, which shows their cost (its floor, BENCH_FLOOR, was no lower).
 */
const clickerOf = async (page) => {
  if (!CDP_CLICKS)
    return { look: () => page.evaluate(lookForFolder), click: (x, y) => page.mouse.click(x, y) };
  const cdp = await page.context().newCDPSession(page);
  const expression = `(${lookForFolder})()`;
  return {
    look: async () =>
      (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value ?? {},
    click: async (x, y) => {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      for (const type of ['mousePressed', 'mouseReleased'])
        await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    },
  };
};

/**
 * Clicks the sidebar's first folder entry as soon as it is on screen, and again every ~20 ms,
 * until a click is handled (or 15 s pass): a merchant clicking as soon as the menu shows.
 */
const clickUntilHandled = async ({ look, click }) => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const state = await look().catch(() => ({})); // the page navigated meanwhile (the guard's redirect)
    if (state.done) return;
    if (state.x !== undefined) await click(state.x, state.y);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );

/** Where a load's time went: index.html, the last first-load script, the menu call (ms from navigation start). */
const timingsOf = (page) =>
  page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((r) => r.initiatorType === 'script' || r.initiatorType === 'link');
    const menu = resources.find((r) => r.name.includes('/api/permission/auth/menu'));
    const firstScriptsEnd = scripts
      .filter((r) => r.startTime < (window.__interactiveAt ?? Number.POSITIVE_INFINITY))
      .reduce((end, r) => Math.max(end, r.responseEnd), 0);
    return {
      html: nav?.responseEnd ?? Number.NaN,
      scriptsIn: firstScriptsEnd || Number.NaN,
      menuIn: menu?.responseEnd ?? Number.NaN,
      fromCache: scripts.filter((r) => r.transferSize === 0).length,
    };
  });

/** One load of `route` in `context`; `clicks`: also measure when a sidebar click is handled. */
const loadOnce = async (context, base, route, clicks, webDist) => {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  const clicker = clicks ? await clickerOf(page) : undefined;
  await page.goto(`${base}${route}`, { waitUntil: 'commit' });
  if (clicker) await clickUntilHandled(clicker);
  await page.waitForLoadState('networkidle');
  // The console writes the next load's copy of the sidebar after its first render: the floor's
  // console (bench-floor.mjs) starts after the network has gone idle, so wait for that render.
  await page
    .waitForFunction(() => window.__interactiveAt !== undefined, null, { timeout: 15_000 })
    .catch(() => {});
  const lcp = clicks ? Number.NaN : await lcpOf(page);
  const marks = await page.evaluate(() => ({
    interactive: window.__interactiveAt ?? Number.NaN,
    usable: window.__usableAt ?? Number.NaN,
    rows: window.__rowsAt ?? Number.NaN,
    // The sidebar drawn from the last visit (app/layout/sidebar-snapshot), when it showed.
    copy: performance.getEntriesByName('sidebar-snapshot-shown')[0]?.startTime ?? Number.NaN,
    // The sidebar drawn from the menu answer where there was no copy (sidebar-snapshot/frame-from-menu.ts).
    frame: performance.getEntriesByName('sidebar-frame-drawn')[0]?.startTime ?? Number.NaN,
    clickCount: window.__clicks,
  }));
  const timings = await timingsOf(page);
  const jsGzip = [...scripts].reduce((sum, url) => sum + gzipSizeOf(url, webDist), 0);
  const finalUrl = page.url();
  await page.close();
  return { lcp, ...marks, ...timings, jsGzip, scripts: scripts.size, finalUrl };
};

/**
 * A cold load (a new browser context: empty cache, nothing compiled), then a warm one (a new
 * page in the same context: the hashed chunks come from the HTTP cache, index.html is
 * revalidated), then a returning one (the third: Chromium compiles a cached script from V8's
 * code cache from its third load on), as a merchant opening the console again and again.
 * `clicks`: the loads click the sidebar until a click is handled. Chromium stops reporting LCP
 * at the first input, so LCP comes from loads of their own, without clicks.
 */
const measurePage = async (browser, { base, dist: webDist }, route, token, clicks) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A signed-in browser also has the time zone and layout cookies that the console writes after
  // each first render (lib/cookies.ts rememberBrowser), where a build still reads them.
  if (token)
    await context.addCookies([
      { name: 'Admin-Token', value: token, url: base },
      { name: 'timeZone', value: Intl.DateTimeFormat().resolvedOptions().timeZone, url: base },
      { name: 'layout', value: 'desktop', url: base },
    ]);
  await context.addInitScript(recordTakeOver);
  await context.addInitScript(recordRows);
  if (clicks) await context.addInitScript(recordFirstHandledClick);
  const visits = {};
  for (const visit of VISITS) visits[visit] = await loadOnce(context, base, route, clicks, webDist);
  await context.close();
  return visits;
};

const figures = (runs, key) => {
  const xs = runs.map((r) => r[key]).filter((x) => !Number.isNaN(x));
  if (xs.length === 0) return 'n/a';
  return `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
};
const medianOf = (runs, key) => {
  const xs = runs.map((r) => r[key]).filter((x) => !Number.isNaN(x));
  return xs.length ? median(xs).toFixed(0) : 'n/a';
};

/** A year of the first store's data on a bench server (members through the API, then orders). */
const addData = async (running, token) => {
  const made = Date.now();
  const wallet = await addMembersAndCards(running.base, token, MEMBERS);
  const { orders } = addYearOfOrders(running.dataDir);
  console.log(
    `  (${running.dist}: ${MEMBERS} members and ${MEMBERS + 1} cards through the API, ${orders} orders over 365 days, in ${((Date.now() - made) / 1000).toFixed(1)} s)`,
  );
  return wallet;
};

/** One call under load at 10 connections for BENCH_SECONDS (scripts/bench-load.mjs). */
const load = (base, call) => measureLoad(base, call, { seconds, connections: CONNECTIONS });

const main = async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first');
  const server = await startServer();
  const beforeDist = process.env.BENCH_BEFORE_DIST ? path.resolve(process.env.BENCH_BEFORE_DIST) : undefined;
  if (beforeDist && !fs.existsSync(path.join(beforeDist, 'index.html')))
    throw new Error(`BENCH_BEFORE_DIST: no index.html in ${beforeDist}`);
  const before = beforeDist ? await startServer(beforeDist) : undefined;
  const floor = process.env.BENCH_FLOOR ? await startServer(floorDistOf(dist)) : undefined;
  try {
    const token = await signIn(server.base);
    const browser = await launchChromium();
    const tokens = new Map([[server, token]]);
    if (before) tokens.set(before, await signIn(before.base));
    let wallet;
    if (withData) {
      console.log("data: a year of the demo's first store");
      for (const running of tokens.keys()) {
        const made = await addData(running, tokens.get(running));
        if (running === server) wallet = made;
      }
    }
    console.log(
      `web, median (min–max) of ${LOADS} loads; cold: new browser context, warm: the same context again, returning: a third time; clicks through ${CDP_CLICKS ? 'the DevTools protocol' : 'Playwright'}${process.env.BENCH_LABEL ? `; ${process.env.BENCH_LABEL}` : ''}:`,
    );
    // This build, and with BENCH_BEFORE_DIST an older one beside it.
    const allBuilds = [{ label: 'after', server, token }];
    if (before) allBuilds.unshift({ label: 'before', server: before, token: tokens.get(before) });
    const floorBuild = floor && { label: 'floor', server: floor, token: await signIn(floor.base) };
    for (const [route, auth] of [['/login', false], ...SCREENS.map((screen) => [screen, true])]) {
      // The floor is of a click's answer: signed-in screens only.
      const builds = auth && floorBuild ? [...allBuilds, floorBuild] : allBuilds;
      const isList = auth && route !== '/dashboard';
      const sets = builds.map(() => ({ runs: [], clickRuns: [] }));
      const startLoad = loadAverage();
      // Interleaved, so that a slow minute of the shared machine weighs on both kinds (and on
      // both builds) alike. List screens are measured in the click loads only (no LCP).
      for (let i = 0; i < LOADS; i++) {
        for (const [index, build] of builds.entries()) {
          const { runs, clickRuns } = sets[index];
          if (!isList && build !== floorBuild)
            runs.push(await measurePage(browser, build.server, route, auth ? build.token : null, false));
          if (auth) clickRuns.push(await measurePage(browser, build.server, route, build.token, true));
        }
      }
      console.log(`  ${route} (load average ${startLoad} at start, ${loadAverage()} at end)`);
      for (const [index, build] of builds.entries()) {
        const { runs, clickRuns } = sets[index];
        if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ runs, clickRuns }));
        // The floor is measured in click loads only, as the list screens are.
        const clicksOnly = isList || build === floorBuild;
        const cold = (clicksOnly ? clickRuns : runs).map((r) => r.cold);
        const kib = median(cold.map((r) => r.jsGzip)) / 1024;
        const which = builds.length > 1 ? ` [${build.label}: ${build.server.dist}]` : '';
        console.log(`   ${which} first-load JS ${kib.toFixed(1)} KiB gzip in ${cold[0].scripts} files`);
        for (const visit of VISITS) {
          const set = runs.map((r) => r[visit]);
          const clickSet = clickRuns.map((r) => r[visit]);
          const parts = [];
          if (auth) parts.push(`time-to-usable ${figures(clickSet, 'usable')}`);
          if (isList) parts.push(`rows shown ${figures(clickSet, 'rows')}`);
          if (!clicksOnly)
            parts.push(`LCP ${figures(set, 'lcp')}`, `rendered/taken over ${figures(set, 'interactive')}`);
          const marks = auth ? clickSet : set;
          const copies = marks.filter((r) => !Number.isNaN(r.copy)).length;
          if (copies > 0) parts.push(`sidebar copy shown ${figures(marks, 'copy')} in ${copies} loads`);
          const frames = marks.filter((r) => !Number.isNaN(r.frame)).length;
          if (frames > 0)
            parts.push(`sidebar drawn from the menu ${figures(marks, 'frame')} in ${frames} loads`);
          parts.push(
            `[html ${medianOf(marks, 'html')}, scripts in ${medianOf(marks, 'scriptsIn')}${auth ? `, menu in ${medianOf(marks, 'menuIn')}` : ''}, rendered ${medianOf(marks, 'interactive')}; ${medianOf(marks, 'fromCache')} scripts from cache]`,
          );
          console.log(`    ${visit.padEnd(9)} ${parts.join(', ')}`);
        }
      }
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
    if (seconds === 0) return;
    // The staff calls on a big gym's data: 40 coaches (plus the 3 seeded), read by the owner
    // and by the seeded front-desk clerk, whose every call goes through the employee grants.
    await addCoaches(server.base, token, 40);
    // Members and cards (issue 12): a big gym's 5,000 members with a card each (plus the seed's),
    // made before the web figures unless BENCH_DATA=seed.
    wallet ??= await addData(server, token);
    const clerk = await signIn(server.base, '13700137000', 'clerk123');
    const coachPage = { pageable: { number: 1, size: 20 } };
    const memberPage = (restrictions = []) => ({ pageable: { number: 1, size: 50 }, restrictions });
    console.log(`API, ${CONNECTIONS} connections, ${seconds} s each, 127.0.0.1:`);
    for (const [label, spec] of [
      ['GET /api/health', { method: 'GET', pathName: '/api/health' }],
      [
        'POST /api/user/announcements',
        { method: 'POST', pathName: '/api/user/announcements', body: topBarQuery, token },
      ],
      [
        'POST /api/coach/list (owner)',
        { method: 'POST', pathName: '/api/coach/list', body: coachPage, token },
      ],
      [
        'POST /api/coach/list (clerk)',
        { method: 'POST', pathName: '/api/coach/list', body: coachPage, token: clerk },
      ],
      [
        'GET /api/permission/auth/menu (clerk)',
        { method: 'GET', pathName: '/api/permission/auth/menu', token: clerk },
      ],
      [
        'POST /api/member/list (50, newest)',
        { method: 'POST', pathName: '/api/member/list', body: memberPage(), token },
      ],
      [
        'POST /api/member/list (phone like)',
        {
          method: 'POST',
          pathName: '/api/member/list',
          body: memberPage([{ name: 'phone', operator: 'like', value: '3510001', logic: 'and' }]),
          token,
        },
      ],
      [
        'POST /api/member/list (ID card, exact)',
        {
          method: 'POST',
          pathName: '/api/member/list',
          body: memberPage([{ name: 'id_card', operator: '=', value: wallet.idCard, logic: 'and' }]),
          token: clerk,
        },
      ],
      [
        'POST /api/order/list (20 newest, a year)',
        { method: 'POST', pathName: '/api/order/list', body: coachPage, token },
      ],
      [
        'POST /api/card/list (20, clerk)',
        { method: 'POST', pathName: '/api/card/list', body: coachPage, token: clerk },
      ],
      ['GET /api/card/sold-types (clerk)', { method: 'GET', pathName: '/api/card/sold-types', token: clerk }],
      [
        'POST /api/card/{id}/use (1 fen each)',
        {
          method: 'POST',
          pathName: `/api/card/${wallet.cardId}/use`,
          bodyOf: (n) => ({ member_id: wallet.memberId, units: 1, request_no: `bench-use-${n}` }),
          token: clerk,
        },
      ],
      [
        'GET /api/member/card/share/query_share_num',
        { method: 'GET', pathName: '/api/member/card/share/query_share_num', token },
      ],
    ]) {
      const r = await load(server.base, spec);
      console.log(
        `  ${label.padEnd(38)} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  ${r.rps} req/s  (${r.requests} requests, ${r.errors} errors)`,
      );
    }
  } finally {
    for (const running of [server, before, floor]) {
      if (!running) continue;
      running.stop();
      fs.rmSync(running.dataDir, { recursive: true, force: true });
    }
    if (floor) fs.rmSync(floor.dist, { recursive: true, force: true });
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
