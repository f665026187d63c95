import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { post } from '../../features/user/user-test-kit';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_SMS_IN_PRODUCTION } from './sms-config';

describe('SMS codes and the log', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    // The sender the environment chooses: outside production, the demo sender.
    t = await createTestApp({ logStream: stream, configuredSms: true });
  });
  afterAll(() => t.close());

  it('writes the code to the demo outbox file, and no log line carries it through a phone sign-in', async () => {
    const merchant = await createMerchant(t.app.deps.db);
    const phone = merchant.phone;
    expect((await post(t.app, `/api/user/sendcode/${phone}`)).json().code).toBe(Code.OK);
    const outbox = fs.readFileSync(path.join(t.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
    const { code } = JSON.parse(outbox.at(-1) as string) as { phone: string; code: string };
    expect(code).toMatch(/^\d{6}$/);
    // A wrong code first (refused), then the right one (signed in).
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(t.app, '/api/user/login_phone', { phone, code: wrong })).json().code).not.toBe(
      Code.OK,
    );
    expect((await post(t.app, '/api/user/login_phone', { phone, code })).json().code).toBe(Code.OK);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toContain('sms written to the demo outbox file');
    expect(log).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const lines = log.trim().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    // (Timings are numbers too: a six-digit code could turn up inside one by chance.)
    for (const line of lines)
      expect(line.replace(/"(time|pid|responseTime|remotePort)":[\d.]+/g, '')).not.toContain(code);
  });

  it('refuses to start in production on the demo sender unless SMS_SENDER=demo', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-sms-'));
    try {
      const env = {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: path.join(dataDir, 'never-opened.sqlite'),
        LOG_LEVEL: 'silent',
      } as const;
      await expect(buildApp(loadConfig(env))).rejects.toThrow(DEMO_SMS_IN_PRODUCTION);
      // Refused before the database was opened.
      expect(fs.existsSync(env.DATABASE_URL)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
