import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import type { SmsSender } from '../lib/sms-sender';

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
  if (serverUrl?.startsWith('postgres')) {
    const name = `merchant_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const sms: SentSms[] = [];
  const sender: SmsSender = {
    send: async (message) => {
      sms.push(message);
    },
  };
  const app = await buildApp(config, { sms: sender });
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
