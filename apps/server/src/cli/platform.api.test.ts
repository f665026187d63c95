import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyFor,
  call,
  createStore,
  newMerchant,
  qualificationPayload,
} from '../features/onboarding/onboarding-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { cliEnvOf, runCliOn } from './cli-test-kit';
import { parseCommand } from './platform';

const serverDir = path.resolve(import.meta.dirname, '../..');

describe('npm run platform (the review command-line tool)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof newMerchant>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await newMerchant(t.app.deps.db);
  });
  afterAll(() => t.close());

  const run = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) => runCliOn(t, args, extraEnv);
  const newClaim = async (withQualification = true) => {
    const store = await createStore(t.app, me.token);
    const claim = await applyFor(t.app, me.token, store.id);
    if (withQualification) {
      const payload = await qualificationPayload(t.app.deps.db, me.accountId, claim.id);
      await call(t.app, 'POST', '/api/claim/qualification', { token: me.token, payload });
    }
    return { store, claim };
  };

  it('reads the command line', () => {
    expect(parseCommand(['claims', 'list'])).toEqual({
      kind: 'list',
      status: undefined,
      number: 1,
      size: 50,
    });
    expect(parseCommand(['claims', 'list', '--status', 'pending', '--size', '500'])).toMatchObject({
      status: 'pending',
      size: 100,
    });
    expect(parseCommand(['claims', 'reject', '7', '--reason', ' blurred '])).toEqual({
      kind: 'reject',
      id: 7,
      reason: 'blurred',
    });
    for (const bad of [
      [],
      ['claims'],
      ['claims', 'approve'],
      ['claims', 'approve', 'x'],
      ['claims', 'reject', '7'],
      ['claims', 'list', '--status', 'done'],
      ['claims', 'delete', '7'],
      ['stores', 'list'],
      ['claims', 'list', '--colour'],
    ]) {
      expect(() => parseCommand(bad)).toThrow();
    }
  });

  it('lists pending claims as a table', async () => {
    const { store, claim } = await newClaim();
    const res = await run(['claims', 'list', '--status', 'pending']);
    expect(res.code).toBe(0);
    const [header, ...rows] = res.out.split('\n');
    expect(header).toMatch(/^ID\s+STATUS\s+STORE\s+CITY\s+MERCHANT\s+QUALIFICATIONS\s+CREATED \(UTC\)$/);
    const row = rows.find((r) => r.startsWith(`${claim.id} `));
    expect(row).toContain('pending');
    expect(row).toContain(store.name);
    expect(row).toContain('王小明');
    expect(res.out).toMatch(/\n1-\d+ of \d+$/);
  });

  it('shows, approves and rejects through the same rules as the API', async () => {
    const { claim, store } = await newClaim();
    const shown = await run(['claims', 'show', String(claim.id)]);
    expect(shown.out).toContain(`Claim:         ${claim.id} (pending)`);
    expect(shown.out).toContain('Legal person:  王小明');

    const approved = await run(['claims', 'approve', String(claim.id)]);
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain(`Claim ${claim.id} approved`);
    const stores = await call(t.app, 'GET', '/api/user/store/list', { token: me.token });
    expect(stores.body.value.map((s: { id: number }) => s.id)).toContain(store.id);
    const decided = await t.app.deps.db
      .selectFrom('store_claims')
      .selectAll()
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(decided.decided_by).toBeNull();

    const again = await run(['claims', 'approve', String(claim.id)]);
    expect(again).toMatchObject({ code: 1, err: 'Refused: This claim has already been reviewed' });

    const other = await newClaim(false);
    const rejected = await run(['claims', 'reject', String(other.claim.id), '--reason', '门店信息不全']);
    expect(rejected.code).toBe(0);
    const messages = await call(t.app, 'POST', '/api/message/system/list', { token: me.token, payload: {} });
    expect(messages.body.value.content[0].content).toContain('门店信息不全');
  });

  it('explains refusals in the terminal’s language and exits non-zero', async () => {
    const { claim } = await newClaim(false);
    const zh = await run(['claims', 'approve', String(claim.id)], { LANG: 'zh_CN.UTF-8' });
    expect(zh).toMatchObject({ code: 1, err: 'Refused: 商户尚未提交该认领的资质' });
    expect((await run(['claims', 'show', '99999999'])).err).toBe('Refused: This claim does not exist');
    const usage = await run(['claims', 'reject', String(claim.id)]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('claims reject needs --reason');
    expect(usage.err).toContain('Usage: npm run platform');
    expect((await run(['--help'])).code).toBe(0);
    const broken = await run(['claims', 'list'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/^Failed: /);
  });

  it('runs as a program with tsx', async () => {
    const { claim } = await newClaim();
    const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
    const spawn = (args: string[]) =>
      spawnSync(tsx, ['src/cli/platform.ts', ...args], {
        cwd: serverDir,
        env: { ...process.env, ...cliEnvOf(t) },
        encoding: 'utf8',
        timeout: 30_000,
      });
    const ok = spawn(['claims', 'approve', String(claim.id)]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`Claim ${claim.id} approved`);
    const refused = spawn(['claims', 'reject', String(claim.id), '--reason', 'late']);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('Refused: This claim has already been reviewed');
  });
});
