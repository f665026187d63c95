import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyExpiringCertificates } from './coach-expiry';
import {
  type CoachOwner,
  coachCall,
  coachMessages,
  coachOwner,
  coachPayload,
  dayIn,
  storeFile,
} from './coach-test-kit';

const NUL = '\u0000';

/** Coaches on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('coaches', () => {
  let t: TestApp;
  let me: CoachOwner;
  let other: CoachOwner;

  beforeAll(async () => {
    t = await createTestApp();
    me = await coachOwner(t.app.deps.db);
    other = await coachOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const create = async (who = me, overrides = {}) => {
    const res = await coachCall(t, who, 'POST', '/coach', coachPayload(overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const auditOf = (id: number) =>
    t.app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'coach')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  it('creates a coach with pictures and a certificate, and answers it with signed addresses', async () => {
    const { db } = t.app.deps;
    const avatar = await storeFile(db, me.storeId, me.accountId);
    const covers = [
      await storeFile(db, me.storeId, me.accountId),
      await storeFile(db, me.storeId, me.accountId),
    ];
    const photo = await storeFile(db, me.storeId, me.accountId);
    const coach = await create(me, {
      avatar_upload_id: avatar,
      cover_upload_ids: [covers[1], covers[0]],
      certificates: [{ name: '救生员证', number: 'LS-9', photo_upload_id: photo, expires_on: dayIn(300) }],
    });
    expect(coach).toMatchObject({
      name: '张伟',
      phone: '13800138000',
      avatar_upload_id: avatar,
      cover_upload_ids: [covers[1], covers[0]],
      title: '高级教练',
      specialties: ['团课', '燃脂'],
      type: 'group',
      sort: 1,
      status: 'active',
      expiring: false,
      expiring_on: null,
      certificates: [
        { name: '救生员证', number: 'LS-9', photo_upload_id: photo, expires_on: dayIn(300), expiring: false },
      ],
    });
    expect(coach.avatar_url).toMatch(/^http/);
    expect(coach.covers.map((c: { upload_id: number }) => c.upload_id)).toEqual([covers[1], covers[0]]);
    expect(coach.certificates[0].photo_url).toMatch(/^http/);
    expect(await auditOf(coach.id)).toEqual([
      expect.objectContaining({
        actor_account_id: me.accountId,
        store_id: me.storeId,
        from_state: 'active',
        to_state: 'active',
        reason: 'created',
      }),
    ]);

    const read = await coachCall(t, me, 'GET', `/coach/${coach.id}`);
    expect(read.body.code).toBe(0);
    expect(read.body.value).toMatchObject({ id: coach.id, cover_upload_ids: [covers[1], covers[0]] });
  });

  it('refuses the phone rule with the spec’s message, and other bad fields naming them', async () => {
    const zh = await coachCall(t, me, 'POST', '/coach', coachPayload({ phone: '1380013800' }), 'zh');
    expect([zh.status, zh.body.code, zh.body.message]).toEqual([400, -400, '请输入11位手机号']);
    const cases: [object, string][] = [
      [{ name: `a${NUL}b` }, 'name must not contain control characters'],
      [{ type: 'solo' }, 'Invalid value for type'],
      [{ sort: 'first' }, 'Invalid value for sort'],
      [{ specialties: ['瑜伽', '瑜伽'] }, 'specialties contains the same value twice'],
      [
        { certificates: [{ name: 'c', expires_on: '2027-02-30' }] },
        'Please enter certificates.0.expires_on as a date (YYYY-MM-DD)',
      ],
      [{ introduction: `x${NUL}` }, 'introduction must not contain control characters'],
      [{ name: undefined }, 'name is required'],
      [{ avatar_upload_id: '1' }, 'Invalid value for avatar_upload_id'],
      [{ cover_upload_ids: [2147483648] }, 'Invalid value for cover_upload_ids.0'],
      [{ certificates: 'none' }, 'Invalid value for certificates'],
      [
        { certificates: [{ name: 'c', expires_on: '2027-01-01', photo_upload_id: -1 }] },
        'Invalid value for certificates.0.photo_upload_id',
      ],
      [{ sort: 1.5 }, 'Invalid value for sort'],
      [{ specialties: [`a${NUL}`] }, 'specialties.0 must not contain control characters'],
    ];
    for (const [override, message] of cases) {
      const res = await coachCall(t, me, 'POST', '/coach', coachPayload(override));
      expect([res.body.code, res.body.message]).toEqual([-400, message]);
    }
    const list = await coachCall(t, me, 'POST', '/coach/list', { pageable: { number: 1, size: 100 } });
    expect(list.body.value.content.some((c: { name: string }) => c.name.includes(NUL))).toBe(false);
  });

  it('refuses pictures of another store, and files that are not images, naming the field', async () => {
    const { db } = t.app.deps;
    const foreign = await storeFile(db, other.storeId, other.accountId);
    const pdf = await storeFile(db, me.storeId, me.accountId, 'document');
    const own = await storeFile(db, me.storeId, me.accountId);
    const before = await db
      .selectFrom('coaches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [override, field] of [
      [{ avatar_upload_id: foreign }, 'avatar_upload_id'],
      [{ cover_upload_ids: [own, pdf] }, 'cover_upload_ids.1'],
      [
        { certificates: [{ name: 'c', photo_upload_id: foreign, expires_on: dayIn(90) }] },
        'certificates.0.photo_upload_id',
      ],
      [{ avatar_upload_id: 999_999 }, 'avatar_upload_id'],
    ] as const) {
      const res = await coachCall(t, me, 'POST', '/coach', coachPayload(override));
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        -400,
        `The photo in ${field} is not one of your uploaded images; please upload it again`,
      ]);
    }
    const after = await db
      .selectFrom('coaches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('edits a coach: keeps certificates by id, replaces the rest, logs the edit', async () => {
    const coach = await create(me, {
      certificates: [
        { name: 'A', number: '1', expires_on: dayIn(200) },
        { name: 'B', number: '2', expires_on: dayIn(300) },
      ],
    });
    const [a] = coach.certificates;
    const res = await coachCall(
      t,
      me,
      'PUT',
      `/coach/${coach.id}`,
      coachPayload({
        name: '陈静',
        type: 'one_on_one',
        specialties: ['瑜伽'],
        status: 'active',
        certificates: [
          { id: a.id, name: 'A2', number: '1', expires_on: dayIn(250) },
          { name: 'C', expires_on: dayIn(500) },
        ],
      }),
    );
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.value).toMatchObject({ name: '陈静', type: 'one_on_one', specialties: ['瑜伽'] });
    expect(
      res.body.value.certificates.map((c: { id: number; name: string }) => [c.id === a.id, c.name]),
    ).toEqual([
      [true, 'A2'],
      [false, 'C'],
    ]);
    expect((await auditOf(coach.id)).map((e) => [e.from_state, e.to_state, e.reason])).toEqual([
      ['active', 'active', 'created'],
      ['active', 'active', 'edited'],
    ]);

    // A certificate id of another coach, and a status change by edit, are refused.
    const elsewhere = await create(me);
    const stolen = await coachCall(
      t,
      me,
      'PUT',
      `/coach/${coach.id}`,
      coachPayload({
        certificates: [{ id: elsewhere.certificates[0].id, name: 'x', expires_on: dayIn(90) }],
      }),
    );
    expect([stolen.body.code, stolen.body.message]).toEqual([-400, 'Invalid value for certificates.0.id']);
    // Nothing of the refused edit was written (it ran in one transaction).
    const kept = await coachCall(t, me, 'GET', `/coach/${coach.id}`);
    expect([kept.body.value.name, kept.body.value.certificates.length]).toEqual(['陈静', 2]);
    const byEdit = await coachCall(t, me, 'PUT', `/coach/${coach.id}`, coachPayload({ status: 'inactive' }));
    expect([byEdit.body.code, byEdit.body.message]).toEqual([
      -409,
      'The status changes only with Activate or Deactivate',
    ]);
    expect((await auditOf(coach.id)).length).toBe(2);
  });

  it('answers another store’s coach with -404 on every call', async () => {
    const theirs = await create(other);
    for (const [method, url, payload] of [
      ['GET', `/coach/${theirs.id}`, undefined],
      ['PUT', `/coach/${theirs.id}`, coachPayload()],
      ['POST', `/coach/${theirs.id}/deactivate`, undefined],
      ['POST', `/coach/${theirs.id}/activate`, undefined],
      ['GET', '/coach/2147483647', undefined],
    ] as const) {
      const res = await coachCall(t, me, method, url, payload);
      expect([res.status, res.body.code, res.body.message]).toEqual([404, -404, 'This coach does not exist']);
    }
    const list = await coachCall(t, me, 'POST', '/coach/list', { pageable: { number: 1, size: 100 } });
    expect(list.body.value.content.some((c: { id: number }) => c.id === theirs.id)).toBe(false);
    // Naming the other store in the header is refused by the access plugin.
    const header = await coachCall(
      t,
      { token: me.token, storeId: other.storeId },
      'GET',
      `/coach/${theirs.id}`,
    );
    expect(header.body.code).toBe(-403);
    const bad = await coachCall(t, me, 'GET', '/coach/1.0');
    expect(bad.body.code).toBe(-400);
  });

  it('deactivates and activates through the transition table; a repeat is -409', async () => {
    const coach = await create(me);
    const off = await coachCall(t, me, 'POST', `/coach/${coach.id}/deactivate`);
    expect([off.body.code, off.body.value.status]).toEqual([0, 'inactive']);
    const again = await coachCall(t, me, 'POST', `/coach/${coach.id}/deactivate`);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      -409,
      'This change (inactive to inactive) is not allowed here',
    ]);
    const on = await coachCall(t, me, 'POST', `/coach/${coach.id}/activate`);
    expect([on.body.code, on.body.value.status]).toEqual([0, 'active']);
    expect((await auditOf(coach.id)).map((e) => [e.from_state, e.to_state])).toEqual([
      ['active', 'active'],
      ['active', 'inactive'],
      ['inactive', 'active'],
    ]);
  });

  it('lets two simultaneous deactivations make one change and one audit row', async () => {
    const coach = await create(me);
    const results = await Promise.all([
      coachCall(t, me, 'POST', `/coach/${coach.id}/deactivate`),
      coachCall(t, me, 'POST', `/coach/${coach.id}/deactivate`),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([-409, 0]);
    expect((await auditOf(coach.id)).filter((e) => e.to_state === 'inactive')).toHaveLength(1);
  });

  it('lists with filters, active first, and flags expiring certificates', async () => {
    const owner = await coachOwner(t.app.deps.db);
    const a = await create(owner, { name: '刘洋', phone: '13900000001', type: 'group', sort: 2 });
    const b = await create(owner, {
      name: '陈静',
      phone: '13900000002',
      type: 'one_on_one',
      sort: 1,
      certificates: [
        { name: 'soon', expires_on: dayIn(30) },
        { name: 'later', expires_on: dayIn(31) },
      ],
    });
    const c = await create(owner, { name: '张伟', phone: '13900000003', sort: 0 });
    await coachCall(t, owner, 'POST', `/coach/${c.id}/deactivate`);
    const list = async (body: object) => {
      const res = await coachCall(t, owner, 'POST', '/coach/list', {
        pageable: { number: 1, size: 10 },
        ...body,
      });
      expect(res.body.code, res.body.message).toBe(0);
      return res.body.value as {
        total: number;
        content: { id: number; expiring: boolean; expiring_on: string }[];
      };
    };
    expect((await list({})).content.map((x) => x.id)).toEqual([b.id, a.id, c.id]);
    const cond = (name: string, operator: string, value: unknown) => ({
      restrictions: [{ name, operator, value, logic: 'and' }],
    });
    expect((await list(cond('name', 'like', '陈'))).content.map((x) => x.id)).toEqual([b.id]);
    expect((await list(cond('phone', 'like', '0003'))).content.map((x) => x.id)).toEqual([c.id]);
    expect((await list(cond('type', '=', 'one_on_one'))).content.map((x) => x.id)).toEqual([b.id]);
    expect((await list(cond('status', '=', 'inactive'))).content.map((x) => x.id)).toEqual([c.id]);
    const expiring = await list(cond('expiring', '=', true));
    expect(expiring.content.map((x) => [x.id, x.expiring, x.expiring_on])).toEqual([[b.id, true, dayIn(30)]]);
    expect((await list(cond('expiring', '=', false))).total).toBe(2);
    const sorted = await list({ sorts: [{ name: 'name', sort: 'desc' }] });
    expect(sorted.total).toBe(3);
    const unknown = await coachCall(t, owner, 'POST', '/coach/list', cond('introduction', 'like', 'x'));
    expect(unknown.body.code).toBe(-400);
  });

  it('tells the owners once per certificate and date: create, update and two passes send one message', async () => {
    const { db } = t.app.deps;
    const owner = await coachOwner(db);
    const coach = await create(owner, {
      certificates: [{ name: '急救证', number: 'FA-1', expires_on: dayIn(10) }],
    });
    expect(coach.expiring).toBe(true);
    const [sent] = await coachMessages(db, owner.accountId);
    expect(sent).toMatchObject({ title: '教练证书即将到期 / Coach certificate expiring', category: 'coach' });
    expect(sent?.content).toContain(`急救证`);
    expect(sent?.content).toContain(dayIn(10));

    const same = coachPayload({
      certificates: [{ id: coach.certificates[0].id, name: '急救证', number: 'FA-1', expires_on: dayIn(10) }],
    });
    expect((await coachCall(t, owner, 'PUT', `/coach/${coach.id}`, same)).body.code).toBe(0);
    await Promise.all([notifyExpiringCertificates(db), notifyExpiringCertificates(db)]);
    await notifyExpiringCertificates(db);
    // What the passes queued (nothing, if they are right) is delivered before counting.
    await deliverOutbox(t);
    expect(await coachMessages(db, owner.accountId)).toHaveLength(1);

    // A new date is a new notice (once again).
    const moved = coachPayload({
      certificates: [{ id: coach.certificates[0].id, name: '急救证', number: 'FA-1', expires_on: dayIn(20) }],
    });
    expect((await coachCall(t, owner, 'PUT', `/coach/${coach.id}`, moved)).body.code).toBe(0);
    await notifyExpiringCertificates(db);
    await deliverOutbox(t);
    expect(await coachMessages(db, owner.accountId)).toHaveLength(2);
  });

  it('announces in the periodic pass a date that came within 30 days without a save', async () => {
    const { db } = t.app.deps;
    const owner = await coachOwner(db);
    const coach = await create(owner, { certificates: [{ name: 'x', expires_on: dayIn(40) }] });
    expect(await coachMessages(db, owner.accountId)).toHaveLength(0);
    const in15Days = new Date(Date.now() + 15 * 86_400_000);
    await Promise.all([
      notifyExpiringCertificates(db, { now: in15Days }),
      notifyExpiringCertificates(db, { now: in15Days }),
    ]);
    await deliverOutbox(t);
    expect(await coachMessages(db, owner.accountId)).toHaveLength(1);
    // Not for an inactive coach.
    const quiet = await create(owner, { certificates: [{ name: 'y', expires_on: dayIn(45) }] });
    await coachCall(t, owner, 'POST', `/coach/${quiet.id}/deactivate`);
    await notifyExpiringCertificates(db, { now: in15Days });
    await deliverOutbox(t);
    expect(await coachMessages(db, owner.accountId)).toHaveLength(1);
    expect(coach.id).toBeGreaterThan(0);
  });
});
