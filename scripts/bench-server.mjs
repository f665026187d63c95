// What the benchmark scripts need: the real server started as `npm start` runs it, on a free
// port and a data folder of the caller's, in its own process group so that stopping it stops
// tsx and node together; and the headless Chromium they drive.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts the server and waits for GET /api/health; `env` adds to or overrides the defaults. */
export const startBenchServer = async (dataDir, env = {}) => {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('server did not become healthy in 30 s');
};

/** Debian's Chromium, headless, as the browser tests start it (docs: DESIGN "Practical notes"). */
export const launchChromium = async () => {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
};

/** Signs a merchant in through POST /api/user/login_up and returns the session token. */
export const signIn = async (base, username = 'demo', password = 'demo123') => {
  const res = await fetch(`${base}/api/user/login_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`sign-in of ${username} refused: ${answer.message}`);
  return answer.value.token;
};
