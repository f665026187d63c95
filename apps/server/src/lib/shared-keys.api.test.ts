import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A second process on the same database but with its own DATA_DIR (another machine) must not
 * start with keys of its own: it would hash ID card numbers and sign upload credentials that
 * the first process cannot read (docs/multi-process.md "Keys outside the database").
 */
describe('keys every process of one database shares', () => {
  let t: TestApp;
  const folders: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** Builds another app on t's database with its own data folder and `env`. */
  const secondProcess = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-second-'));
    folders.push(dataDir);
    const { database } = t.app.deps.config;
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.kind === 'postgres' ? database.url : database.file,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web'),
        ...env,
      }),
      { sms: { send: async () => {} } },
    );
    await app.close();
  };
  const generated = (name: string) => fs.readFileSync(path.join(t.dataDir, name), 'utf8').trim();
  /** The keys other than the one a test is about, as the first process has them. */
  const sharedMoneyKeys = () => ({
    WITHDRAWAL_ACCOUNT_KEY: generated('withdrawal-account-key'),
    PAYMENT_SANDBOX_SECRET: generated('payment-sandbox-secret'),
  });

  it('records a fingerprint of each key, never the key', async () => {
    const rows = await t.app.deps.db
      .selectFrom('shared_key_fingerprints')
      .select(['name', 'fingerprint'])
      .orderBy('name')
      .execute();
    expect(rows.map((r) => r.name)).toEqual([
      'member-id-key',
      'payment-sandbox-secret',
      'storage-folder',
      'storage-secret',
      'withdrawal-account-key',
    ]);
    for (const row of rows) expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((r) => r.fingerprint)).not.toContain(generated('member-id-key'));
  });

  it('refuses to start with another member ID key, naming the setting', async () => {
    await expect(secondProcess({ STORAGE: 's3' })).rejects.toThrow(
      "this process's member-id-key is not the one the database was used with: set the same MEMBER_ID_KEY on every process (docs/members.md)",
    );
  });

  it('refuses embedded storage in another data folder, even with the same secrets', async () => {
    await expect(
      secondProcess({
        MEMBER_ID_KEY: generated('member-id-key'),
        STORAGE_SECRET: generated('storage-secret'),
        ...sharedMoneyKeys(),
      }),
    ).rejects.toThrow(
      "this process's storage-folder is not the one the database was used with: give every process the same DATA_DIR, or use STORAGE=s3 (docs/multi-process.md)",
    );
  });

  it('starts with the shared member ID key on S3 storage', async () => {
    await expect(
      secondProcess({ MEMBER_ID_KEY: generated('member-id-key'), STORAGE: 's3', ...sharedMoneyKeys() }),
    ).resolves.toBeUndefined();
  });

  it('refuses another withdrawal account key, naming the setting', async () => {
    await expect(
      secondProcess({
        MEMBER_ID_KEY: generated('member-id-key'),
        STORAGE: 's3',
        PAYMENT_SANDBOX_SECRET: generated('payment-sandbox-secret'),
      }),
    ).rejects.toThrow(
      "this process's withdrawal-account-key is not the one the database was used with: set the same WITHDRAWAL_ACCOUNT_KEY on every process (docs/finance.md)",
    );
  });
});
