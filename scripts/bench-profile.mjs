// Where a signed-in load's main-thread time goes, for docs/performance.md: each screen loaded
// cold, warm and returning (as scripts/bench.mjs does) under Chromium's tracing, and the renderer
// main thread's time until the page is idle summed by kind: compiling scripts (and whether from
// V8's code cache), running them, style and layout, painting, garbage collection.
// Usage: npm run build && node scripts/bench-profile.mjs   (BENCH_SCREENS, BENCH_LOADS as bench.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, startBenchServer } from './bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SCREENS = (process.env.BENCH_SCREENS ?? '/dashboard,/member').split(',');
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const VISITS = ['cold', 'warm', 'returning'];

/** Trace event names, by what they spend the time on. */
const KINDS = {
  compile: ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceModuleCache', 'v8.produceCache'],
  'compile from code cache': ['v8.deserializeCodeCache', 'V8.CodeCacheDeserialize', 'v8.consumeCache'],
  'run scripts': ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame'],
  'style and layout': ['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase'],
  'parse HTML': ['ParseHTML'],
};

/** Sums the complete events on the main thread of the page's renderer, nested ones once. */
const breakdownOf = (events) => {
  const mainThread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'),
  );
  if (!mainThread) return {};
  const own = events
    .filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts);
  const totals = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0]));
  const kindOf = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((n) => [n, kind])));
  // A compile inside a script's run counts as compile, not as run: subtract nested kinds.
  const open = [];
  for (const e of own) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= e.ts) open.pop();
    const kind = kindOf.get(e.name);
    if (kind) {
      totals[kind] += e.dur / 1000;
      const parent = [...open].reverse().find((o) => kindOf.has(o.name));
      if (parent) totals[kindOf.get(parent.name)] -= e.dur / 1000;
    }
    open.push(e);
  }
  totals.busy = own.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + e.dur / 1000, 0);
  return totals;
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-profile-'));
  const server = await startBenchServer(dataDir, {
    NODE_ENV: 'development',
    WEB_DIST: path.join(root, 'apps/web/dist'),
  });
  const browser = await launchChromium();
  try {
    const res = await fetch(`${server.base}/api/user/login_up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123' }),
    });
    const token = (await res.json()).value.token;
    console.log(
      `main-thread time (ms), median of ${LOADS} loads; load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    for (const screen of SCREENS) {
      const sets = Object.fromEntries(VISITS.map((v) => [v, []]));
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies([{ name: 'Admin-Token', value: token, url: server.base }]);
        for (const visit of VISITS) {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          const events = [];
          cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
          const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
          await cdp.send('Tracing.start', {
            categories:
              'devtools.timeline,v8,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing',
            transferMode: 'ReportEvents',
          });
          await page.goto(`${server.base}${screen}`, { waitUntil: 'networkidle' });
          await cdp.send('Tracing.end');
          await done;
          sets[visit].push(breakdownOf(events));
          await page.close();
        }
        await context.close();
      }
      console.log(`  ${screen}`);
      for (const visit of VISITS) {
        const kinds = ['busy', ...Object.keys(KINDS)];
        const line = kinds
          .map((k) => `${k} ${median(sets[visit].map((s) => s[k] ?? 0)).toFixed(0)}`)
          .join(', ');
        console.log(`    ${visit.padEnd(9)} ${line}`);
      }
    }
  } finally {
    await browser.close();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
