import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertHeldCard,
  type MemberOwner,
  memberCall,
  memberOwner,
  memberPayload,
  memberStaff,
  nextMemberPhone,
  validIdCard,
} from './member-test-kit';

const NUL = '\u0000';

/** Members: walk-ins, edits, detail and notes, on the real app (SQLite or PostgreSQL). */
describe('members', () => {
  let t: TestApp;
  let me: MemberOwner;
  let other: MemberOwner;

  beforeAll(async () => {
    t = await createTestApp();
    me = await memberOwner(t.app.deps.db);
    other = await memberOwner(t.app.deps.db);
  });
  afterAll(() => t.close());

  const create = async (overrides = {}, who = me) => {
    const res = await memberCall(t, who, 'POST', '/member', memberPayload(overrides));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value;
  };
  const count = async () =>
    Number(
      (
        await t.app.deps.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditOf = (id: number) =>
    t.app.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'member')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  it('adds a walk-in adult with an ID card, kept only masked and hashed, with an audit row', async () => {
    const idCard = validIdCard(12, '19950101').replace('X', 'x');
    const phone = nextMemberPhone();
    const res = await memberCall(t, me, 'POST', '/member', {
      full_name: ' 李雷 ',
      phone,
      id_card: idCard,
      note: '想练普拉提',
    });
    expect(res.body.code, res.body.message).toBe(0);
    const upper = idCard.toUpperCase();
    expect(res.body.value).toMatchObject({
      full_name: '李雷',
      phone,
      id_card_masked: `${upper.slice(0, 6)}********${upper.slice(-4)}`,
      guardian_name: null,
      guardian_phone: null,
      is_child: false,
      source: 'desk',
      last_visit_at: null,
      card_count: 0,
      next_card_expiry: null,
    });
    expect(res.raw).not.toContain(upper.slice(6, 14));
    const row = await t.app.deps.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', res.body.value.id)
      .executeTakeFirstOrThrow();
    expect(row.id_card_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(upper.slice(6, 14));
    expect(await auditOf(res.body.value.id)).toEqual([
      expect.objectContaining({
        actor_account_id: me.accountId,
        store_id: me.storeId,
        from_state: null,
        to_state: 'active',
        reason: 'created',
      }),
    ]);
    const detail = await memberCall(t, me, 'GET', `/member/${res.body.value.id}`);
    expect(detail.raw).not.toContain(upper.slice(6, 14));
    expect(detail.raw).not.toContain(row.id_card_hash);
    expect(detail.body.value.notes).toEqual([
      expect.objectContaining({ body: '想练普拉提', author_name: expect.any(String) }),
    ]);
    // The operation log shows the member's rows without the number.
    const log = await memberCall(t, me, 'POST', '/audit/list', { pageable: { number: 1, size: 100 } });
    expect(log.body.code, log.body.message).toBe(0);
    expect(log.raw).toContain('"entity":"member"');
    expect(log.raw).not.toContain(upper.slice(6, 14));
    expect(log.raw).not.toContain(row.id_card_hash);
  });

  it('adds a child without a phone when a guardian is given', async () => {
    const child = await create({
      full_name: '李小雷',
      phone: '',
      guardian_name: '李雷',
      guardian_phone: '13900001111',
    });
    expect(child).toMatchObject({
      phone: null,
      is_child: true,
      guardian_name: '李雷',
      guardian_phone: '13900001111',
    });
    // Two children of one guardian (siblings) may share the guardian's phone.
    await create({ full_name: '李小梅', phone: null, guardian_name: '李雷', guardian_phone: '13900001111' });
  });

  it('refuses bad fields with the spec’s messages, writing nothing', async () => {
    const before = await count();
    const zhCases: [object, string][] = [
      [{ phone: '1380013800' }, '请输入11位手机号'],
      [{ id_card: '110101199001011234' }, '请输入正确的身份证号'],
      [{ id_card: validIdCard(1).slice(0, 14) }, '请输入正确的身份证号'],
      [{ phone: '' }, '请输入会员手机号；儿童可填写监护人姓名和手机号'],
      [{ guardian_name: '李雷' }, '监护人需同时填写姓名和11位手机号'],
      [{ guardian_phone: '13900001111' }, '监护人需同时填写姓名和11位手机号'],
      [{ guardian_name: '李雷', guardian_phone: '139' }, '请输入11位手机号'],
    ];
    for (const [override, message] of zhCases) {
      const res = await memberCall(t, me, 'POST', '/member', memberPayload(override), 'zh');
      expect([res.status, res.body.code, res.body.message], JSON.stringify(override)).toEqual([
        400,
        -400,
        message,
      ]);
    }
    const enCases: [object, string][] = [
      [{ full_name: `a${NUL}b` }, 'full_name must not contain control characters'],
      [{ full_name: undefined }, 'full_name is required'],
      [{ full_name: 'x'.repeat(51) }, 'Invalid value for full_name'],
      [{ note: `a${NUL}` }, 'note must not contain control characters'],
      [{ id_card: `${validIdCard(2)}${NUL}` }, 'Please enter a valid resident identity card number'],
      [
        { guardian_name: `a${NUL}`, guardian_phone: '13900001111' },
        'guardian_name must not contain control characters',
      ],
    ];
    for (const [override, message] of enCases) {
      const res = await memberCall(t, me, 'POST', '/member', memberPayload(override));
      expect([res.status, res.body.code, res.body.message], JSON.stringify(override)).toEqual([
        400,
        -400,
        message,
      ]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a phone or ID card another member of the store has (-409 naming which); other stores may', async () => {
    const idCard = validIdCard(33, '19800505');
    const first = await create({ id_card: idCard });
    const samePhone = await memberCall(t, me, 'POST', '/member', memberPayload({ phone: first.phone }), 'zh');
    expect([samePhone.status, samePhone.body.code, samePhone.body.message]).toEqual([
      409,
      -409,
      '本店已有会员使用该手机号',
    ]);
    const sameId = await memberCall(
      t,
      me,
      'POST',
      '/member',
      memberPayload({ id_card: idCard.toLowerCase() }),
    );
    expect([sameId.status, sameId.body.code, sameId.body.message]).toEqual([
      409,
      -409,
      'Another member of this store already has this ID card number',
    ]);
    await create({ phone: first.phone, id_card: idCard }, other);
    const second = await create();
    const edit = await memberCall(
      t,
      me,
      'PUT',
      `/member/${second.id}`,
      memberPayload({ phone: first.phone }),
    );
    expect(edit.body.code).toBe(-409);
  });

  it('answers the same -409 when two desks add the same phone at once', async () => {
    const phone = nextMemberPhone();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => memberCall(t, me, 'POST', '/member', memberPayload({ phone }))),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([-409, -409, -409, 0]);
    for (const r of results.filter((r) => r.body.code !== 0))
      expect(r.body.message).toBe('Another member of this store already has this phone number');
  });

  it('edits a member: a blank ID card keeps the stored one, null removes it', async () => {
    const idCard = validIdCard(44, '19700101');
    const m = await create({ id_card: idCard });
    const masked = m.id_card_masked;
    const kept = await memberCall(t, me, 'PUT', `/member/${m.id}`, {
      full_name: '韩梅梅',
      phone: m.phone,
      id_card: '',
    });
    expect(kept.body.value).toMatchObject({ full_name: '韩梅梅', id_card_masked: masked });
    const absent = await memberCall(t, me, 'PUT', `/member/${m.id}`, { full_name: '韩梅梅', phone: m.phone });
    expect(absent.body.value.id_card_masked).toBe(masked);
    const cleared = await memberCall(t, me, 'PUT', `/member/${m.id}`, {
      full_name: '韩梅梅',
      phone: m.phone,
      id_card: null,
    });
    expect(cleared.body.value.id_card_masked).toBeNull();
    const row = await t.app.deps.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect([row.id_card_hash, row.id_card_masked]).toEqual([null, null]);
    // The number is free again: another member may take it.
    await create({ id_card: idCard });
    expect((await auditOf(m.id)).map((a) => a.reason)).toEqual(['created', 'edited', 'edited', 'edited']);
  });

  it('answers another store’s member, or none, with -404', async () => {
    const foreign = await create({}, other);
    for (const [method, url, payload] of [
      ['GET', `/member/${foreign.id}`, undefined],
      ['GET', `/member/${foreign.id}/ledger`, undefined],
      ['PUT', `/member/${foreign.id}`, memberPayload()],
      ['POST', `/member/${foreign.id}/notes`, { body: 'x' }],
      ['GET', '/member/999999', undefined],
    ] as const) {
      const res = await memberCall(t, me, method, url, payload);
      expect([res.status, res.body.code, res.body.message], url).toEqual([
        404,
        -404,
        'This member does not exist in this store',
      ]);
    }
  });

  it('shows held cards, the card ledger, notes, and empty bookings and orders', async () => {
    const { db } = t.app.deps;
    const owner = await create({ full_name: '张三' });
    const sharer = await create({ full_name: '李四' });
    const cardId = await insertHeldCard(db, me.storeId, owner.id, { holders: [sharer.id] });
    const now = isoNow();
    await db
      .insertInto('card_ledger')
      .values([
        {
          card_id: cardId,
          store_id: me.storeId,
          kind: 'issue',
          delta: 10,
          balance_after: 10,
          member_id: owner.id,
          staff_account_id: me.accountId,
          created_at: now,
        },
        {
          card_id: cardId,
          store_id: me.storeId,
          kind: 'use',
          delta: -1,
          balance_after: 9,
          member_id: sharer.id,
          staff_account_id: me.accountId,
          created_at: now,
        },
      ])
      .execute();
    const note = await memberCall(t, me, 'POST', `/member/${sharer.id}/notes`, { body: '周末来\n带孩子' });
    expect(note.body.value[0]).toMatchObject({ body: '周末来\n带孩子' });
    const bad = await memberCall(t, me, 'POST', `/member/${sharer.id}/notes`, { body: `x${NUL}` });
    expect([bad.body.code, bad.body.message]).toEqual([-400, 'body must not contain control characters']);
    const empty = await memberCall(t, me, 'POST', `/member/${sharer.id}/notes`, { body: '  ' });
    expect(empty.body.code).toBe(-400);

    const ownerDetail = (await memberCall(t, me, 'GET', `/member/${owner.id}`)).body.value;
    expect(ownerDetail.cards).toEqual([
      expect.objectContaining({ id: cardId, role: 'owner', status: 'active', balance: 10 }),
    ]);
    expect(ownerDetail.ledger).toMatchObject({ total: 2, number: 1, size: 50 });
    expect(ownerDetail.ledger.content.map((r: { kind: string }) => r.kind)).toEqual(['use', 'issue']);
    expect(ownerDetail).toMatchObject({ bookings: [], orders: [], card_count: 1 });

    const sharerDetail = (await memberCall(t, me, 'GET', `/member/${sharer.id}`)).body.value;
    expect(sharerDetail.cards).toEqual([expect.objectContaining({ id: cardId, role: 'shared' })]);
    expect(sharerDetail.ledger.content).toEqual([
      expect.objectContaining({
        kind: 'use',
        delta: -1,
        balance_after: 9,
        member_name: '李四',
        staff_name: expect.any(String),
      }),
    ]);
    expect(sharerDetail.notes.map((n: { body: string }) => n.body)).toEqual(['周末来\n带孩子']);
    const page = await memberCall(t, me, 'GET', `/member/${owner.id}/ledger?number=1&size=1`);
    expect(page.body.value).toMatchObject({ total: 2, size: 1 });
    expect(page.body.value.content).toHaveLength(1);
    expect((await auditOf(sharer.id)).map((a) => a.reason)).toEqual(['created', 'note_added']);
  });

  it('lets only member:edit add or change members', async () => {
    const viewer = await memberStaff(t.app.deps.db, me, 'member:view');
    const m = await create();
    expect((await memberCall(t, viewer, 'GET', `/member/${m.id}`)).body.code).toBe(0);
    for (const [method, url, payload] of [
      ['POST', '/member', memberPayload()],
      ['PUT', `/member/${m.id}`, memberPayload()],
      ['POST', `/member/${m.id}/notes`, { body: 'x' }],
    ] as const) {
      expect((await memberCall(t, viewer, method, url, payload)).body.code, url).toBe(-403);
    }
    const editor = await memberStaff(t.app.deps.db, me, 'member:view', 'member:edit');
    expect((await memberCall(t, editor, 'POST', '/member', memberPayload())).body.code).toBe(0);
  });
});
