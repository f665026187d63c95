import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { platformToken } from '../onboarding/onboarding-test-kit';
import { isServiceOpen } from './application-gate';
import {
  type ApplicationOwner,
  applicationAudit,
  applicationCall,
  applicationMessages,
  applicationOwner,
  SCENE,
  saveApplication,
  storeFile,
  submitted,
} from './application-test-kit';

const NUL = '\u0000';

/** The platform's review of applications (SQLite, or PostgreSQL with DATABASE_URL). */
describe('platform review of applications', () => {
  let t: TestApp;
  let me: ApplicationOwner;
  let platform: { token: string; storeId: number };
  const db = () => t.app.deps.db;
  const asPlatform = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    applicationCall(t, platform, method, url, payload, lang);
  const statusOf = async (id: number) =>
    (
      await db()
        .selectFrom('service_applications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    t = await createTestApp();
    me = await applicationOwner(db());
    // Platform calls act in no store; the X-Store-Id the kit sends is ignored for them.
    platform = { token: await platformToken(db()), storeId: me.storeId };
  });
  afterAll(() => t.close());

  it('refuses merchants on every platform call (-403): they cannot approve their own', async () => {
    const sent = await submitted(t, me);
    for (const [method, url, payload] of [
      ['POST', '/platform/application/list', {}],
      ['GET', `/platform/application/${sent.id}`, undefined],
      ['POST', `/platform/application/${sent.id}/approve`, undefined],
      ['POST', `/platform/application/${sent.id}/reject`, { reason: '不行' }],
      ['POST', `/platform/application/${sent.id}/revoke`, { reason: '不行' }],
    ] as const) {
      const res = await applicationCall(t, me, method, url, payload);
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([403, -403]);
    }
    expect(await statusOf(sent.id)).toBe('pending');
  });

  it('lists submitted applications by status, type and store, never drafts', async () => {
    const owner = await applicationOwner(db());
    const pending = await submitted(t, owner, 'count');
    await saveApplication(t, owner, { type: 'timed', description: '草稿' });
    const list = await asPlatform('POST', '/platform/application/list', {
      restrictions: [{ name: 'store_id', operator: '=', value: owner.storeId }],
    });
    expect(list.body.code).toBe(0);
    expect(list.body.value.content.map((a: { id: number; type: string }) => [a.id, a.type])).toEqual([
      [pending.id, 'count'],
    ]);
    expect(list.body.value.content[0]).toMatchObject({
      store_name: `Store ${owner.username} #1`,
      status: 'pending',
      description: SCENE,
      can_edit: false,
    });
    expect(list.body.value.content[0].materials[0].url).toMatch(/^http/);
    const byType = await asPlatform('POST', '/platform/application/list', {
      restrictions: [
        { name: 'store_id', operator: '=', value: owner.storeId },
        { name: 'type', operator: '=', value: 'timed' },
      ],
    });
    expect(byType.body.value.total).toBe(0);
    const approvedOnly = await asPlatform('POST', '/platform/application/list', {
      restrictions: [
        { name: 'store_id', operator: '=', value: owner.storeId },
        { name: 'status', operator: '=', value: 'approved' },
      ],
    });
    expect(approvedOnly.body.value.total).toBe(0);
    const draft = await applicationCall(t, owner, 'GET', '/application/timed');
    const hidden = await asPlatform('GET', `/platform/application/${draft.body.value.id}`);
    expect([hidden.status, hidden.body.code, hidden.body.message]).toEqual([
      404,
      -404,
      'This application does not exist',
    ]);
    const shown = await asPlatform('GET', `/platform/application/${pending.id}`);
    expect(shown.body.value).toMatchObject({ id: pending.id, status: 'pending' });
  });

  it('approves a pending application: the service opens, the owners hear of it, the log records it', async () => {
    const owner = await applicationOwner(db());
    const sent = await submitted(t, owner);
    const res = await asPlatform('POST', `/platform/application/${sent.id}/approve`);
    expect([res.body.code, res.body.value.status, res.body.value.reject_reason]).toEqual([
      0,
      'approved',
      null,
    ]);
    expect(await isServiceOpen(db(), owner.storeId, 'timed')).toBe(true);
    const messages = await applicationMessages(db(), owner.accountId);
    expect(messages.map((m) => m.title)).toEqual([
      '开通申请已通过：计时业务 / Application approved: timed services',
    ]);
    expect(messages[0]?.content).toContain(
      `The platform approved the application of Store ${owner.username} #1 to open timed services.`,
    );
    expect((await applicationAudit(db(), sent.id)).at(-1)).toMatchObject({
      from_state: 'pending',
      to_state: 'approved',
    });

    // Approved is final for the merchant and for a second decision.
    for (const action of ['approve', 'reject'])
      expect(
        (await asPlatform('POST', `/platform/application/${sent.id}/${action}`, { reason: '再看看' })).body,
      ).toMatchObject({
        code: -409,
        message: 'This change (approved to rejected) is not allowed here'.replace(
          'approved to rejected',
          action === 'approve' ? 'approved to approved' : 'approved to rejected',
        ),
      });
    expect((await applicationMessages(db(), owner.accountId)).length).toBe(1);
  });

  it('rejects with a reason shown to the merchant, who may change it and submit again', async () => {
    const owner = await applicationOwner(db());
    const sent = await submitted(t, owner, 'count');
    const empty = await asPlatform('POST', `/platform/application/${sent.id}/reject`, { reason: '  ' });
    expect([empty.body.code, empty.body.message]).toEqual([-400, 'Invalid value for reason']);
    const nul = await asPlatform('POST', `/platform/application/${sent.id}/reject`, { reason: `a${NUL}` });
    expect([nul.body.code, nul.body.message]).toEqual([-400, 'reason must not contain control characters']);
    expect(await statusOf(sent.id)).toBe('pending');

    const res = await asPlatform('POST', `/platform/application/${sent.id}/reject`, { reason: '材料不清晰' });
    expect(res.body.value).toMatchObject({ status: 'rejected', reject_reason: '材料不清晰' });
    const seen = await applicationCall(t, owner, 'GET', '/application/count');
    expect(seen.body.value).toMatchObject({
      status: 'rejected',
      reject_reason: '材料不清晰',
      can_edit: true,
    });
    expect((await applicationMessages(db(), owner.accountId)).map((m) => m.title)).toEqual([
      '开通申请未通过：计次业务 / Application rejected: per-visit services',
    ]);
    // Rejected: saved in place, then submitted again; the old reason is cleared.
    const saved = await saveApplication(t, owner, { type: 'count', description: `${SCENE}（补充）` });
    expect(saved).toMatchObject({ status: 'rejected', reject_reason: '材料不清晰' });
    const again = await saveApplication(t, owner, {
      type: 'count',
      description: `${SCENE}（补充）`,
      upload_ids: [await storeFile(db(), owner.storeId, owner.accountId, 'document')],
      submit: true,
    });
    expect(again).toMatchObject({ status: 'pending', reject_reason: null });
    expect((await applicationAudit(db(), sent.id)).map((e) => `${e.from_state}>${e.to_state}`)).toEqual([
      'null>draft',
      'draft>pending',
      'pending>rejected',
      'rejected>rejected',
      'rejected>rejected',
      'rejected>pending',
    ]);
  });

  it('revokes an approval: the service closes again, with a reason and a message', async () => {
    const owner = await applicationOwner(db());
    const sent = await submitted(t, owner);
    const early = await asPlatform('POST', `/platform/application/${sent.id}/revoke`, { reason: '违规经营' });
    expect([early.body.code, early.body.message]).toEqual([
      -409,
      'This change (pending to rejected) is not allowed here',
    ]);
    await asPlatform('POST', `/platform/application/${sent.id}/approve`);
    const res = await asPlatform('POST', `/platform/application/${sent.id}/revoke`, { reason: '违规经营' });
    expect(res.body.value).toMatchObject({ status: 'rejected', reject_reason: '违规经营' });
    expect(await isServiceOpen(db(), owner.storeId, 'timed')).toBe(false);
    expect((await applicationMessages(db(), owner.accountId)).map((m) => m.title)).toEqual([
      '开通申请已通过：计时业务 / Application approved: timed services',
      '业务已关闭：计时业务 / Service closed: timed services',
    ]);
  });

  it('lets one of an approve and a reject sent at once win; the other is -409 and writes nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await applicationOwner(db());
      const sent = await submitted(t, owner);
      const [approve, reject] = await Promise.all([
        asPlatform('POST', `/platform/application/${sent.id}/approve`),
        asPlatform('POST', `/platform/application/${sent.id}/reject`, { reason: '同时驳回' }),
      ]);
      const codes = [approve.body.code, reject.body.code].sort();
      expect(codes).toEqual([-409, 0]);
      const winner = approve.body.code === 0 ? 'approved' : 'rejected';
      expect(await statusOf(sent.id)).toBe(winner);
      expect((await applicationAudit(db(), sent.id)).map((e) => e.to_state)).toEqual([
        'draft',
        'pending',
        winner,
      ]);
      expect((await applicationMessages(db(), owner.accountId)).length).toBe(1);
    }
  });

  it('answers an unknown application -404 and a bad id -400', async () => {
    expect((await asPlatform('POST', '/platform/application/2147483647/approve')).body.code).toBe(-404);
    expect((await asPlatform('GET', '/platform/application/0x10')).body.code).toBe(-400);
    expect(
      (
        await asPlatform('POST', '/platform/application/list', {
          restrictions: [{ name: 'status', operator: 'like', value: 'x' }],
        })
      ).body.code,
    ).toBe(-400);
  });
});
