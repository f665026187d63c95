import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPostgresDatabase } from './test-database';

/**
 * Real server processes (`node --import tsx src/server.ts`) on one fresh PostgreSQL database
 * and one data folder, for the tests of several processes (lib/jobs/jobs-multiprocess,
 * multi-process.api.test.ts). Each runs in its own process group, so that kill -9 of the group
 * ends it and nothing it started is left behind.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  stderr: string[];
  exited: boolean;
  /** kill -9 of its process group. */
  kill: () => void;
}

export interface ServerCluster {
  servers: ServerProcess[];
  /** The test's own connection to the shared database. */
  db: Database;
  databaseUrl: string;
  dataDir: string;
  /** Starts one more process on the same database and folder (not waited for: see `ready`). */
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
  /** Waits until the process answers /api/health (throws with its stderr if it exits first). */
  ready: (server: ServerProcess) => Promise<void>;
  /** Kills every process still running, closes the connection, drops the database and the folder. */
  stop: () => Promise<void>;
}

/**
 * A fresh PostgreSQL database on `serverUrl` (migrated by the test, so that the processes
 * starting together do not race on the migrations) and `count` processes on it, all ready.
 * `env` is added to every process's environment (JOB_PERIOD_MS, STORAGE=s3 …).
 */
export const startServerCluster = async (
  serverUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ServerCluster> => {
  const fresh = await createPostgresDatabase(serverUrl);
  const db = openDatabase({ kind: 'postgres', url: fresh.url });
  await migrateToLatest(db, 'postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-procs-'));
  const servers: ServerProcess[] = [];

  const start = async (extra: Record<string, string> = {}): Promise<ServerProcess> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: fresh.url,
        SEED: 'never',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
        STORAGE_SECRET: 'procs-test-storage-secret-0123456789abcdef',
        MEMBER_ID_KEY: 'procs-test-member-id-key-0123456789abcdef',
        WITHDRAWAL_ACCOUNT_KEY: 'procs-test-withdrawal-key-0123456789abcdef',
        PAYMENT_SANDBOX_SECRET: 'procs-test-sandbox-secret-0123456789abcdef',
        SMS_SENDER: 'demo',
        ...env,
        ...extra,
      },
    });
    const server: ServerProcess = {
      child,
      port,
      url: `http://127.0.0.1:${port}`,
      stderr: [],
      exited: false,
      kill: () => {
        if (server.exited) return;
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {}
      },
    };
    child.stderr?.on('data', (chunk) => server.stderr.push(String(chunk)));
    child.on('exit', () => {
      server.exited = true;
    });
    servers.push(server);
    return server;
  };

  const ready = async (s: ServerProcess) => {
    for (let i = 0; i < 240; i++) {
      if (s.exited) throw new Error(`server on ${s.port} exited: ${s.stderr.join('')}`);
      try {
        if ((await fetch(`${s.url}/api/health`)).ok) return;
      } catch {}
      await sleep(250);
    }
    throw new Error(`server on ${s.port} did not start: ${s.stderr.join('')}`);
  };

  const stop = async () => {
    for (const s of servers) s.kill();
    await db.destroy();
    await sleep(500);
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    for (let i = 0; i < count; i++) await start();
    await Promise.all(servers.map(ready));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, db, databaseUrl: fresh.url, dataDir, start, ready, stop };
};
