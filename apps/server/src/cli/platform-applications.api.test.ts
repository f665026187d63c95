import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApplicationOwner,
  applicationAudit,
  applicationCall,
  applicationMessages,
  applicationOwner,
  submitted,
} from '../features/application/application-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { runCliOn } from './cli-test-kit';
import { parseCommand } from './platform';

/** `npm run platform -- applications …`: the platform's review of applications at the command line. */
describe('npm run platform -- applications', () => {
  let t: TestApp;
  let me: ApplicationOwner;
  beforeAll(async () => {
    t = await createTestApp();
    me = await applicationOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const run = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) => runCliOn(t, args, extraEnv);

  it('reads the applications commands, refusing wrong usage', () => {
    expect(parseCommand(['applications', 'list', '--status', 'pending', '--type', 'count'])).toEqual({
      kind: 'applications-list',
      status: 'pending',
      type: 'count',
      number: 1,
      size: 50,
    });
    expect(parseCommand(['applications', 'revoke', '7', '--reason', ' 违规 '])).toEqual({
      kind: 'applications-revoke',
      id: 7,
      reason: '违规',
    });
    for (const args of [
      ['applications'],
      ['applications', 'list', '--status', 'draft'],
      ['applications', 'list', '--type', 'hourly'],
      ['applications', 'reject', '7'],
      ['applications', 'reject', '7', '--reason', 'a', '--reason', 'b'],
      ['applications', 'approve', 'x'],
    ])
      expect(() => parseCommand(args), args.join(' ')).toThrow();
  });

  it('lists, shows, approves and rejects like the API, with the owners’ messages', async () => {
    const timed = await submitted(t, me, 'timed');
    const count = await submitted(t, me, 'count');
    const list = await run(['applications', 'list', '--status', 'pending', '--size', '100']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('SERVICE');
    expect(list.out).toMatch(new RegExp(`${timed.id}\\s+pending\\s+timed`));
    const shown = await run(['applications', 'show', String(count.id)]);
    expect(shown.out).toContain(`Application:   ${count.id} (pending)`);
    expect(shown.out).toContain('Service:       count (per-visit)');

    const approved = await run(['applications', 'approve', String(timed.id)]);
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain(`Application ${timed.id} approved`);
    const rejected = await run(['applications', 'reject', String(count.id), '--reason', '照片模糊']);
    expect(rejected.out).toContain(`Application ${count.id} rejected`);
    expect(rejected.out).toContain('照片模糊');
    expect((await applicationMessages(t.app.deps.db, me.accountId)).length).toBe(2);
    // The command line decides as nobody's account.
    expect((await applicationAudit(t.app.deps.db, timed.id)).at(-1)).toMatchObject({
      to_state: 'approved',
      actor_account_id: null,
    });
    const view = await applicationCall(t, me, 'GET', '/application/count');
    expect(view.body.value).toMatchObject({ status: 'rejected', reject_reason: '照片模糊' });

    const again = await run(['applications', 'approve', String(timed.id)]);
    expect([again.code, again.err]).toEqual([
      1,
      'Refused: This change (approved to approved) is not allowed here',
    ]);
    const revoked = await run(['applications', 'revoke', String(timed.id), '--reason', '违规经营']);
    expect(revoked.out).toContain('revoked (the service is closed)');
    const missing = await run(['applications', 'show', '2147483647'], { LANG: 'zh_CN.UTF-8' });
    expect([missing.code, missing.err]).toEqual([1, 'Refused: 该开通申请不存在']);
  });
});
