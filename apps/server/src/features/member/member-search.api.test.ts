import { memberSearchRestrictions } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAgo } from '../../lib/time';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertHeldCard,
  type MemberOwner,
  memberCall,
  memberOwner,
  memberPayload,
  memberStaff,
  validIdCard,
} from './member-test-kit';

const DAY = 86_400_000;

/** POST /member/list (spec §7) on the real app (SQLite, or PostgreSQL with DATABASE_URL). */
describe('member search', () => {
  let t: TestApp;
  let me: MemberOwner;
  let other: MemberOwner;
  const idCard = validIdCard(517, '19880212');
  let adult: { id: number };
  let child: { id: number };

  const list = (body: object, who: { token: string; storeId: number } = me) =>
    memberCall(t, who, 'POST', '/member/list', body);
  const names = async (restrictions: object[]) => {
    const res = await list({ restrictions });
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value.content.map((m: { full_name: string }) => m.full_name).sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await memberOwner(t.app.deps.db);
    other = await memberOwner(t.app.deps.db);
    for (let i = 0; i < 55; i++) {
      const res = await memberCall(t, me, 'POST', '/member', memberPayload({ full_name: `会员${i}` }));
      expect(res.body.code, res.body.message).toBe(0);
    }
    adult = (
      await memberCall(
        t,
        me,
        'POST',
        '/member',
        memberPayload({ full_name: '欧阳娜娜', phone: '13912345678', id_card: idCard }),
      )
    ).body.value;
    child = (
      await memberCall(t, me, 'POST', '/member', {
        full_name: '欧阳小宝',
        phone: '',
        guardian_name: '欧阳娜娜',
        guardian_phone: '13912345678',
      })
    ).body.value;
    // Another store's member with the same phone and ID card: never found from this store.
    await memberCall(
      t,
      other,
      'POST',
      '/member',
      memberPayload({ full_name: '欧阳别店', phone: '13912345678', id_card: idCard }),
    );
  });
  afterAll(() => t.close());

  it('pages by 50 unless told otherwise, newest first', async () => {
    const res = await list({});
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({ total: 57, number: 1, size: 50 });
    expect(res.body.value.content).toHaveLength(50);
    expect(res.body.value.content[0].full_name).toBe('欧阳小宝');
    const second = await list({ pageable: { number: 2 } });
    expect(second.body.value).toMatchObject({ number: 2, size: 50 });
    expect(second.body.value.content).toHaveLength(7);
    expect((await list({ pageable: { number: 1, size: 10 } })).body.value.content).toHaveLength(10);
  });

  it('matches the name and the phone by substring', async () => {
    expect(await names([{ name: 'full_name', operator: 'like', value: '欧阳' }])).toEqual([
      '欧阳娜娜',
      '欧阳小宝',
    ]);
    expect(await names([{ name: 'full_name', operator: 'like', value: '会员5' }])).toHaveLength(6);
    // A part from inside 13912345678 that no test phone (137 and eight digits of the clock)
    // can hold: '2345' alone matched one of them by chance in a CI run.
    expect(await names([{ name: 'phone', operator: 'like', value: '3912345678' }])).toEqual(['欧阳娜娜']);
  });

  it('matches the ID card on the full number only, never on a part', async () => {
    expect(await names([{ name: 'id_card', operator: '=', value: idCard }])).toEqual(['欧阳娜娜']);
    expect(await names([{ name: 'id_card', operator: '=', value: idCard.toLowerCase() }])).toEqual([
      '欧阳娜娜',
    ]);
    expect(await names([{ name: 'id_card', operator: '=', value: idCard.slice(0, 14) }])).toEqual([]);
    expect(await names([{ name: 'id_card', operator: '=', value: idCard.slice(-4) }])).toEqual([]);
    const like = await list({
      restrictions: [{ name: 'id_card', operator: 'like', value: idCard.slice(0, 6) }],
    });
    expect([like.status, like.body.code]).toEqual([400, -400]);
  });

  it('searches name, phone or ID card in one box, together with the filters', async () => {
    const search = (text: string, filters: object[] = []) =>
      names(memberSearchRestrictions(text, filters as never));
    expect(await search('娜娜')).toEqual(['欧阳娜娜']);
    expect(await search('1391234')).toEqual(['欧阳娜娜']);
    expect(await search(idCard)).toEqual(['欧阳娜娜']);
    expect(await search('欧阳', [{ name: 'is_child', operator: '=', value: true }])).toEqual(['欧阳小宝']);
    expect(await search('欧阳', [{ name: 'is_child', operator: '=', value: false }])).toEqual(['欧阳娜娜']);
  });

  it('never answers an ID card number unmasked, nor its hash', async () => {
    const res = await list({ restrictions: [{ name: 'id_card', operator: '=', value: idCard }] });
    expect(res.body.value.content[0].id_card_masked).toBe(`${idCard.slice(0, 6)}********${idCard.slice(-4)}`);
    expect(res.raw).not.toContain(idCard);
    expect(res.raw).not.toContain(idCard.slice(6, 14));
    expect(res.raw).not.toMatch(/[0-9a-f]{64}/);
    expect(res.raw).not.toContain('hash');
  });

  it('filters by source, child, card status, card expiry, last visit and absence', async () => {
    const { db } = t.app.deps;
    await insertHeldCard(db, me.storeId, adult.id, { status: 'frozen', holders: [child.id] });
    const soon = new Date(Date.now() + 8 * 3600_000 + 5 * DAY).toISOString().slice(0, 10);
    await insertHeldCard(db, me.storeId, child.id, { status: 'active', expiresOn: soon });
    await db
      .updateTable('members')
      .set({ last_visit_at: isoAgo(40 * DAY) })
      .where('id', '=', adult.id)
      .execute();
    await db
      .updateTable('members')
      .set({ last_visit_at: isoAgo(2 * DAY) })
      .where('id', '=', child.id)
      .execute();

    expect(await names([{ name: 'has_frozen_card', operator: '=', value: true }])).toEqual([
      '欧阳娜娜',
      '欧阳小宝',
    ]);
    expect(await names([{ name: 'has_active_card', operator: '=', value: true }])).toEqual(['欧阳小宝']);
    expect(await names([{ name: 'has_refunded_card', operator: '=', value: true }])).toEqual([]);
    const in7 = new Date(Date.now() + 8 * 3600_000 + 7 * DAY).toISOString().slice(0, 10);
    expect(await names([{ name: 'next_card_expiry', operator: '<=', value: in7 }])).toEqual(['欧阳小宝']);
    expect(await names([{ name: 'source', operator: '=', value: 'app' }])).toEqual([]);
    expect(await names([{ name: 'is_child', operator: '=', value: true }])).toEqual(['欧阳小宝']);
    expect(
      await names([
        { name: 'last_visit_at', operator: '>=', value: isoAgo(50 * DAY) },
        { name: 'last_visit_at', operator: '<', value: isoAgo(30 * DAY) },
      ]),
    ).toEqual(['欧阳娜娜']);
    // Absent for 30 days: last seen (visit, or joining) before then. Everyone else joined today.
    expect(await names([{ name: 'last_seen_at', operator: '<', value: isoAgo(30 * DAY) }])).toEqual([
      '欧阳娜娜',
    ]);
    const row = (await list({ restrictions: [{ name: 'is_child', operator: '=', value: true }] })).body.value
      .content[0];
    expect(row).toMatchObject({ card_count: 2, next_card_expiry: soon, is_child: true, phone: null });
  });

  it('keeps to the caller’s store', async () => {
    const res = await list(
      { restrictions: [{ name: 'phone', operator: 'like', value: '13912345678' }] },
      other,
    );
    expect(res.body.value.content.map((m: { full_name: string }) => m.full_name)).toEqual(['欧阳别店']);
  });

  it('lets a clerk with the card list (no member screen) search; refuses one with neither', async () => {
    const clerk = await memberStaff(t.app.deps.db, me, 'cardlist:view');
    expect((await list({}, clerk)).body.code).toBe(0);
    expect((await memberCall(t, clerk, 'GET', `/member/${adult.id}`)).body.code).toBe(-403);
    const reviewer = await memberStaff(t.app.deps.db, me, 'membereview:view');
    expect((await list({}, reviewer)).body.code).toBe(0);
    const nobody = await memberStaff(t.app.deps.db, me, 'coach:view');
    expect((await list({}, nobody)).body.code).toBe(-403);
  });

  it('refuses unknown fields, wrong types and NUL bytes with -400', async () => {
    for (const restriction of [
      { name: 'id_card_hash', operator: '=', value: 'x' },
      { name: 'full_name', operator: 'like', value: 'a\u0000b' },
      { name: 'is_child', operator: '=', value: 'yes' },
      { name: 'last_seen_at', operator: '<', value: 'yesterday' },
    ]) {
      const res = await list({ restrictions: [restriction] });
      expect([res.status, res.body.code], JSON.stringify(restriction)).toEqual([400, -400]);
    }
    const big = await list({ pageable: { number: 1, size: 101 } });
    expect(big.body.code).toBe(-400);
  });
});
