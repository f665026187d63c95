import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import type { SmsSender } from '../lib/sms-sender';
import { createPostgresDatabase } from './test-database';

/** The API suite's migrated database to start from (api-global-setup.ts), if there is one. */
const migratedTemplate = () => {
  try {
    return inject('migratedTemplate') ?? null;
  } catch {
    // Outside a vitest worker (a script building an app): migrate as the server does.
    return null;
  }
};

export interface SentSms {
  phone: string;
  code: string;
  text: string;
}

export interface TestApp {
  app: App;
  /** This app's own temporary data folder (objects, multipart parts, storage secret). */
  dataDir: string;
  /** Every text message the app sent, newest last. */
  sms: SentSms[];
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. STORAGE=s3 and its S3_* settings). */
  env?: Record<string, string>;
  /** Capture the app's log (at info level) in this stream instead of silencing it. */
  logStream?: NodeJS.WritableStream;
  /** Send texts with the configured sender (SMS_SENDER, TENCENT_SMS_* in `env`) instead of capturing them in `sms`. */
  configuredSms?: boolean;
}

/**
 * Builds the real app on a brand-new database: a temporary SQLite file, or, when DATABASE_URL
 * names a PostgreSQL server, a fresh database created on it and dropped afterwards.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl = path.join(dataDir, 'test.sqlite');
  let dropDatabase = async () => {};
  const template = migratedTemplate();
  if (serverUrl?.startsWith('postgres')) {
    const fresh = await createPostgresDatabase(
      serverUrl,
      template?.kind === 'postgres' ? template.name : undefined,
    );
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  } else if (template?.kind === 'sqlite') {
    fs.copyFileSync(template.file, databaseUrl);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const sms: SentSms[] = [];
  const sender: SmsSender = {
    send: async (message) => {
      sms.push(message);
    },
  };
  const app = await buildApp(config, {
    sms: options.configuredSms ? undefined : sender,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    dataDir,
    sms,
    close: async () => {
      // Tests that listen leave keep-alive sockets (fetch, the AWS SDK); one that turns idle
      // just after close() began would hold the server for Fastify's 72 s keepAliveTimeout.
      app.server.closeAllConnections();
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
