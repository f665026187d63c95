import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { runBackupCli } from '../../cli/backup';
import { loadConfig } from '../../config';
import { createMerchant, type MerchantFixture, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

const envOf = (dataDir: string, databaseFile: string): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseFile,
  INIT_CWD: dataDir,
});

const cli = async (args: string[], env: NodeJS.ProcessEnv) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCli(args, { env, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

/** `npm run backup -- <file>` as its own process, as an operator runs it beside the server. */
const backupProcess = (file: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', 'backup', file], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => resolve({ code, out, err }));
  });

describe.skipIf(onPostgres)('backup and restore of the embedded data folder', () => {
  let t: TestApp;
  let restored: App | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-backup-'));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await restored?.close();
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server writes, restores into an empty folder only, and the restored app reads the data back', async () => {
    const { db, storage, config } = t.app.deps;
    const databaseFile = config.database.kind === 'sqlite' ? config.database.file : '';
    const first: MerchantFixture = await createMerchant(db);
    const firstBytes = Buffer.from('the first object, stored before the backup');
    await storage.objects.put('backup-test/first.txt', firstBytes, { contentType: 'text/plain' });
    const accountsBefore = (await db.selectFrom('accounts').select('id').execute()).length;

    // Writers run all through the backup: rows and objects, and one object replaced again and again.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await createMerchant(db);
        await storage.objects.put(`backup-test/n${written}.txt`, Buffer.from(`object ${written}`));
        await storage.objects.put('backup-test/replaced.txt', Buffer.from(`version ${written}`));
        written += 1;
      }
    })();
    const file = path.join(work, 'nested', 'backup.tar.gz');
    const result = await backupProcess(file, envOf(config.dataDir, databaseFile));
    writing = false;
    await writer;
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Backup written to .*backup\.tar\.gz/);
    expect(written).toBeGreaterThan(0);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['backup.tar.gz']);
    expect(fs.readdirSync(config.dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);

    // A restore never goes into a folder in use.
    const refused = await cli(['restore', file], envOf(config.dataDir, path.join(work, 'other.sqlite')));
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `Refused: the data folder ${config.dataDir} is not empty; restore into an empty folder (set DATA_DIR)`,
    );

    const target = path.join(work, 'restored');
    const targetDb = path.join(target, 'console.sqlite');
    const restore = await cli(['restore', file], envOf(target, targetDb));
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(target, 'storage-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(config.dataDir, 'storage-secret'), 'utf8'),
    );

    restored = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: target,
        DATABASE_URL: targetDb,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(target, 'no-web'),
      }),
    );
    await restored.ready();
    // The data: a merchant signs in, the objects read back whole.
    await expect(signIn(restored, first.username, first.password)).resolves.toEqual(expect.any(String));
    const accountsAfter = (await restored.deps.db.selectFrom('accounts').select('id').execute()).length;
    expect(accountsAfter).toBeGreaterThanOrEqual(accountsBefore);
    expect(accountsAfter).toBeLessThanOrEqual(accountsBefore + written);
    const { body } = await restored.deps.storage.objects.get('backup-test/first.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(firstBytes);
    // Every object kept has its bytes, the one replaced during the backup included.
    const replaced = await restored.deps.storage.objects.get('backup-test/replaced.txt');
    let text = '';
    for await (const chunk of replaced.body) text += chunk;
    expect(text).toMatch(/^version \d+$/);
    const ready = await restored.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().value).toEqual({ database: 'ok', storage: 'ok' });
  }, 60_000);
});

describe.runIf(onPostgres)('backup on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses and points at the pg_dump procedure', async () => {
    const { config } = t.app.deps;
    const env = {
      DATA_DIR: config.dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      INIT_CWD: config.dataDir,
    };
    const result = await cli(['backup', 'x.tar.gz'], env);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'Refused: npm run backup is for the embedded SQLite database; on PostgreSQL use pg_dump / pg_restore (docs/operations.md "Backups on PostgreSQL and S3")',
    );
  });
});
