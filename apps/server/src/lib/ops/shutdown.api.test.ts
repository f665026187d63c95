import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createPostgresDatabase } from '../../test/test-database';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(serverUrl?.startsWith('postgres'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * SIGTERM to a real server process (src/server.ts): the request in flight finishes, the job
 * runner stops and gives its leases back, the process exits 0.
 */
describe('graceful shutdown', () => {
  let child: ChildProcess | undefined;
  let db: Database | undefined;
  let drop = async () => {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-shutdown-'));
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.destroy();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets the request in flight finish, releases the job leases, then exits', async () => {
    let databaseUrl = path.join(dataDir, 'console.sqlite');
    if (onPostgres) {
      const fresh = await createPostgresDatabase(serverUrl as string);
      databaseUrl = fresh.url;
      drop = fresh.drop;
    }
    db = onPostgres
      ? openDatabase({ kind: 'postgres', url: databaseUrl })
      : openDatabase({ kind: 'sqlite', file: databaseUrl });
    await migrateToLatest(db, onPostgres ? 'postgres' : 'sqlite');

    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        JOBS: 'on',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED: 'never',
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
    });
    child = server;
    let log = '';
    server.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

    // Up, and holding the leases of the jobs it has run (they start a second after listening).
    const holderPart = `:${server.pid}:`;
    let held = 0;
    for (let i = 0; i < 240 && held === 0; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited: ${log}`);
      const rows = await db.selectFrom('job_leases').select(['holder', 'lease_until']).execute();
      held = rows.filter((r) => r.holder?.includes(holderPart) && r.lease_until !== null).length;
      if (held === 0) await sleep(250);
    }
    expect(held).toBeGreaterThan(0);

    // A request in flight: its body is half sent when the signal comes.
    const body = JSON.stringify({ username: 'nobody-at-all', password: 'not-the-password' });
    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/user/login_up',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
            );
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        // The signal comes once the server has taken the request in (its log says so): on a
        // busy machine a fixed wait could signal first, and the request would then rightly be
        // refused as arriving during shutdown.
        const signalOnceTakenIn = () => {
          if (!log.includes('/api/user/login_up')) return void setTimeout(signalOnceTakenIn, 20);
          server.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(10)), 700);
        };
        signalOnceTakenIn();
      },
    );
    const res = await answer;
    // The call's own answer (no such user), not a refusal for shutting down.
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ code: -102, message: 'Wrong user name or password', value: null });
    expect(res.connection).toBe('close');

    expect(await exited).toBe(0);
    expect(log).toContain('shutting down: finishing the requests in flight');
    expect(log).toContain('"msg":"stopped"');
    // Given back: no lease of this process is still live.
    const rows = await db.selectFrom('job_leases').select(['name', 'holder', 'lease_until']).execute();
    const mine = rows.filter((r) => r.holder?.includes(holderPart));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((r) => r.lease_until !== null)).toEqual([]);
  }, 60_000);
});
