import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CourseOwner,
  completeCourse,
  courseAudit,
  courseCall,
  courseMessages,
  courseOwner,
} from '../features/course/course-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { runCliOn } from './cli-test-kit';
import { parseReason } from './course-commands';
import { parseCommand } from './platform';

/** `npm run platform -- courses …`: the platform's review of listings at the command line. */
describe('npm run platform -- courses', () => {
  let t: TestApp;
  let me: CourseOwner;
  beforeAll(async () => {
    t = await createTestApp();
    me = await courseOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const run = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) => runCliOn(t, args, extraEnv);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    courseCall(t, me, method, url, payload);
  const submitted = async (overrides: object = {}) => {
    const created = await call('POST', '/course', await completeCourse(t.app.deps.db, me, overrides));
    expect((await call('POST', `/course/${created.body.value.id}/submit`)).body.code).toBe(0);
    return created.body.value as { id: number; name: string };
  };

  it('reads the courses commands', () => {
    expect(parseCommand(['courses', 'list'])).toEqual({
      kind: 'courses-list',
      type: undefined,
      number: 1,
      size: 50,
    });
    expect(parseCommand(['courses', 'list', '--kind', 'revision', '--size', '500'])).toMatchObject({
      type: 'revision',
      size: 100,
    });
    expect(parseCommand(['courses', 'approve', '7'])).toEqual({ kind: 'courses-approve', id: 7 });
    expect(
      parseCommand([
        'courses',
        'reject',
        '7',
        '--reason',
        'price=太高',
        '--reason',
        '图片模糊',
        '--reason',
        'general=再看',
      ]),
    ).toEqual({ kind: 'courses-reject', id: 7, reasons: { price: '太高', general: '图片模糊; 再看' } });
    expect(parseReason('colour=red')).toEqual(['general', 'colour=red']);
    for (const bad of [
      ['courses'],
      ['courses', 'reject', '7'],
      ['courses', 'approve'],
      ['courses', 'approve', 'x'],
      ['courses', 'list', '--kind', 'other'],
      ['courses', 'delete', '7'],
      ['claims', 'reject', '7', '--reason', 'a', '--reason', 'b'],
    ]) {
      expect(() => parseCommand(bad), bad.join(' ')).toThrow();
    }
    // The claims commands read as before.
    expect(parseCommand(['claims', 'reject', '7', '--reason', ' blurred '])).toEqual({
      kind: 'reject',
      id: 7,
      reason: 'blurred',
    });
  });

  it('lists, shows and approves a pending listing; it goes online and the owner is told', async () => {
    const course = await submitted({ name: '命令行月卡' });
    const list = await run(['courses', 'list', '--kind', 'listing', '--size', '100']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(
      /^ID\s+KIND\s+STORE\s+CATEGORY\s+NAME\s+PRICE \(YUAN\)\s+SUBMITTED \(UTC\)$/,
    );
    const row = list.out.split('\n').find((r) => r.startsWith(`${course.id} `));
    expect(row).toContain('listing');
    expect(row).toContain('命令行月卡');
    expect(row).toContain('199.00');
    const shown = await run(['courses', 'show', String(course.id)]);
    expect(shown.out).toContain(`Listing ${course.id} (pending)`);
    expect(shown.out).toContain('price:           19900');

    const approved = await run(['courses', 'approve', String(course.id)]);
    expect(approved).toMatchObject({ code: 0, err: '' });
    expect(approved.out).toContain(`Listing ${course.id} approved (online).`);
    expect((await call('GET', `/course/${course.id}`)).body.value.status).toBe('online');
    const log = await courseAudit(t.app.deps.db, course.id);
    expect(log.at(-1)).toMatchObject({ from_state: 'pending', to_state: 'online', actor_account_id: null });
    expect((await courseMessages(t.app.deps.db, me.accountId)).at(-1)?.title).toContain('命令行月卡');

    const again = await run(['courses', 'approve', String(course.id)]);
    expect(again).toMatchObject({
      code: 1,
      err: 'Refused: This change (online to online) is not allowed here',
    });
  });

  it('rejects with reasons per field and approves a revision at the command line', async () => {
    const course = await submitted();
    const rejected = await run([
      'courses',
      'reject',
      String(course.id),
      '--reason',
      'price=价格过高',
      '--reason',
      '请补充详情',
    ]);
    expect(rejected.code).toBe(0);
    const got = (await call('GET', `/course/${course.id}`)).body.value;
    expect(got).toMatchObject({
      status: 'rejected',
      reject_reasons: { price: '价格过高', general: '请补充详情' },
    });

    await call('POST', `/course/${course.id}/submit`);
    await run(['courses', 'approve', String(course.id)]);
    await call(
      'PUT',
      `/course/${course.id}`,
      await completeCourse(t.app.deps.db, me, { name: '修订版', price: 25_000 }),
    );
    await call('POST', `/course/${course.id}/submit`);
    const shown = await run(['courses', 'show', String(course.id)]);
    expect(shown.out).toContain('revision of an online listing');
    expect(shown.out).toContain('(live: 19900)');
    const approved = await run(['courses', 'approve', String(course.id)]);
    expect(approved.out).toContain(`Revision of listing ${course.id} approved (online).`);
    expect((await call('GET', `/course/${course.id}`)).body.value).toMatchObject({
      name: '修订版',
      price: 25_000,
      revision: null,
    });
  });

  it('explains refusals in the terminal’s language', async () => {
    expect((await run(['courses', 'show', '99999999'])).err).toBe('Refused: This listing does not exist');
    const zh = await run(['courses', 'approve', '99999999'], { LANG: 'zh_CN.UTF-8' });
    expect(zh).toMatchObject({ code: 1, err: 'Refused: 该课程不存在' });
    const usage = await run(['courses', 'reject', '5']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('courses reject needs --reason');
  });
});
