// The floor of the bench's time-to-usable (BENCH_FLOOR=1 in scripts/bench.mjs): a copy of a
// build whose index.html starts the console's modules only after HOLD_MS, so that the bench's
// click is answered by the sidebar that index.html's own script draws (the copy from the last
// visit, or the frame drawn from the menu answer) with nothing of the console in its way. What
// that copy measures is what the instrument itself takes (Playwright's first evaluate after the
// commit, then its click) plus index.html's script: the console's own share of a build's figure
// is the figure minus this one. In session 36's run (docs/performance.md) the floor was 297 ms
// warm and 281 returning, beside the build's own 277 and 338: the issue asks for 250.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Long enough for the bench's click to come first on the machines seen so far (medians of 0.3 s
 * to 1.2 s for /dashboard in sessions 34 to 36); a much slower machine would need more.
 */
const HOLD_MS = 1500;

/** Writes the held-back copy of `dist` in a new temporary folder and returns its path. */
export const floorDistOf = (dist) => {
  const floor = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-floor-'));
  fs.cpSync(dist, floor, { recursive: true });
  const file = path.join(floor, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error(`bench floor: no module entry in ${file}`);
  // The server allows every inline script of the page by its hash (console-headers.ts), so the
  // script that starts the entry later needs nothing else.
  const held = `<script>setTimeout(function () { import(${JSON.stringify(entry[1])}); }, ${HOLD_MS});</script>`;
  fs.writeFileSync(file, html.replace(entry[0], '').replace('</body>', `${held}\n  </body>`));
  // The server sends index.html's pre-compressed bytes where they exist: write them afresh.
  const compress = path.join(import.meta.dirname, 'compress-dist.mjs');
  const done = spawnSync(process.execPath, [compress, floor], { stdio: 'ignore' });
  if (done.status !== 0) throw new Error('bench floor: compressing the copy failed');
  return floor;
};
