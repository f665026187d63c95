import { memberSearchRestrictions } from '@merchant/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberSearchRows } from './member-search';
import { type MemberOwner, memberCall, memberOwner, memberPayload } from './member-test-kit';

/**
 * The member list's name and phone search through `member_search_grams` (docs/members.md
 * "Search") answers exactly what `lower(column) like lower('%q%')` answers on the database the
 * suite runs on (SQLite, or PostgreSQL with DATABASE_URL): the oracle below is that LIKE, run on
 * the store's members directly, in the list's order (newest first).
 */
describe('member search through the gram table', () => {
  let t: TestApp;
  let me: MemberOwner;
  let other: MemberOwner;
  const ids = new Map<string, number>();

  const NAMES: [string, string][] = [
    ['王小明', '13912345678'],
    ['王芳', '13800001234'],
    ['李王', '18612341234'],
    ['王小明明', '15012345670'],
    ['Tom Smith', '17712300000'],
    ['tommy', '13512399999'],
    ['TOMAS', '13512388888'],
    ['50%_off', '15850505050'],
    ['50xyoff', '15850000505'],
    ['张三丰', '13398765432'],
    ['欧阳娜娜', '13312121212'],
    ['École', '13699999999'],
    ['a\\b', '13611111111'],
  ];

  const db = () => t.app.deps.db;

  /** The old list's answer: the store's members whose column is LIKE '%q%', newest first. */
  const oracle = async (column: 'full_name' | 'phone', text: string, storeId = me.storeId) => {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await sql<{ id: number }>`select m.id from members as m
      where m.store_id = ${storeId} and lower(${sql.ref(`m.${column}`)}) like lower(${pattern}) escape '\\'
      order by m.created_at desc, m.id desc`.execute(db());
    return rows.map((r) => Number(r.id));
  };

  const search = async (restrictions: object[], who: MemberOwner = me, number = 1) => {
    const res = await memberCall(t, who, 'POST', '/member/list', {
      restrictions,
      pageable: { number, size: 50 },
    });
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value as { total: number; content: { id: number }[] };
  };

  /** Every page of a search, and its total. */
  const searchAll = async (restrictions: object[], who: MemberOwner = me) => {
    const first = await search(restrictions, who);
    const found = first.content.map((m) => m.id);
    for (let n = 2; (n - 1) * 50 < first.total; n += 1)
      found.push(...(await search(restrictions, who, n)).content.map((m) => m.id));
    return { total: first.total, found };
  };

  const expectLike = async (column: 'full_name' | 'phone', text: string) => {
    const expected = await oracle(column, text);
    const { total, found } = await searchAll([{ name: column, operator: 'like', value: text }]);
    expect({ text, found, total }).toEqual({ text, found: expected, total: expected.length });
    return expected;
  };

  /** The store's gram rows are exactly those of its members' current names and phones. */
  const expectGramsMatchMembers = async (storeId: number) => {
    const members = await db()
      .selectFrom('members')
      .select(['id', 'full_name', 'phone'])
      .where('store_id', '=', storeId)
      .execute();
    const expected = members
      .flatMap((m) => memberSearchRows(storeId, m.id, m))
      .map((r) => `${r.field}|${r.gram}|${r.member_id}`)
      .sort();
    const stored = (
      await db()
        .selectFrom('member_search_grams')
        .select(['field', 'gram', 'member_id'])
        .where('store_id', '=', storeId)
        .execute()
    )
      .map((r) => `${r.field}|${r.gram}|${r.member_id}`)
      .sort();
    expect(stored).toEqual(expected);
  };

  const create = async (who: MemberOwner, full_name: string, phone: string) => {
    const res = await memberCall(t, who, 'POST', '/member', memberPayload({ full_name, phone }));
    expect(res.body.code, res.body.message).toBe(0);
    return res.body.value.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await memberOwner(db());
    other = await memberOwner(db());
    for (const [name, phone] of NAMES) ids.set(name, await create(me, name, phone));
    // More than a page of one surname, so that the total and the second page are checked too.
    for (let i = 0; i < 55; i += 1)
      await create(me, `王${String.fromCharCode(0x4e00 + i)}`, `1371000${String(i).padStart(4, '0')}`);
    // Another store with the same names and phones: never found from this one.
    for (const [name, phone] of NAMES) await create(other, name, phone);
  });
  afterAll(() => t.close());

  it('finds by 1-, 2-, 3- and longer name fragments exactly as LIKE does, case-insensitively', async () => {
    expect((await expectLike('full_name', '王')).length).toBeGreaterThan(50);
    for (const text of ['小明', '王小', '王小明', '小明明', '王小明明', '欧阳娜娜', '阳娜'])
      expect((await expectLike('full_name', text)).length, text).toBeGreaterThan(0);
    expect(await expectLike('full_name', 'tom')).toHaveLength(3);
    for (const text of [
      'TOM',
      'Tom',
      'om s',
      'OM SMITH',
      'mith',
      'é',
      'É',
      'écol',
      'ÉCOLE',
      'x',
      '无此人',
      '丰三',
    ])
      await expectLike('full_name', text);
  });

  it('finds by 1-, 2-, 3- and longer phone fragments exactly as LIKE does', async () => {
    for (const text of [
      '1',
      '0',
      '12',
      '00',
      '123',
      '505',
      '1234',
      '12345678',
      '0505',
      '13912345678',
      '99999',
      '2468',
    ])
      await expectLike('phone', text);
    expect(await expectLike('phone', '1234')).toHaveLength(4);
  });

  it('takes % _ and \\ literally', async () => {
    expect(await expectLike('full_name', '%')).toEqual([ids.get('50%_off')]);
    expect(await expectLike('full_name', '_')).toEqual([ids.get('50%_off')]);
    expect(await expectLike('full_name', '0%_o')).toEqual([ids.get('50%_off')]);
    expect(await expectLike('full_name', '50%_off')).toEqual([ids.get('50%_off')]);
    expect(await expectLike('full_name', '\\')).toEqual([ids.get('a\\b')]);
    expect(await expectLike('phone', '%')).toEqual([]);
  });

  it('never answers another store’s members, and its own search finds its own', async () => {
    const mine = new Set((await searchAll([{ name: 'full_name', operator: 'like', value: '王' }])).found);
    const theirs = await searchAll([{ name: 'full_name', operator: 'like', value: '王' }], other);
    expect(theirs.found).toEqual(await oracle('full_name', '王', other.storeId));
    expect(theirs.found.some((id) => mine.has(id))).toBe(false);
    expect(theirs.total).toBe(4);
  });

  it('combines with the console’s OR of name and phone and with other filters', async () => {
    const both = await searchAll(memberSearchRestrictions('1234'));
    const expected = new Set([...(await oracle('full_name', '1234')), ...(await oracle('phone', '1234'))]);
    expect(new Set(both.found)).toEqual(expected);
    expect(both.total).toBe(expected.size);
    const none = await searchAll([
      { name: 'full_name', operator: 'like', value: '王小' },
      { name: 'id', operator: '=', value: ids.get('王芳'), logic: 'and' },
    ]);
    expect(none).toEqual({ total: 0, found: [] });
  });

  it('keeps the grams of every member in step with their name and phone, also after an edit', async () => {
    await expectGramsMatchMembers(me.storeId);
    const id = ids.get('王小明') as number;
    const res = await memberCall(
      t,
      me,
      'PUT',
      `/member/${id}`,
      memberPayload({ full_name: '赵大力', phone: '13022223333' }),
    );
    expect(res.body.code, res.body.message).toBe(0);
    expect(await expectLike('full_name', '王小明')).not.toContain(id);
    expect(await expectLike('full_name', '赵大力')).toEqual([id]);
    expect(await expectLike('full_name', '大')).toEqual([id]);
    expect(await expectLike('phone', '12345678')).not.toContain(id);
    expect(await expectLike('phone', '2222')).toEqual([id]);
    await expectGramsMatchMembers(me.storeId);
    await expectGramsMatchMembers(other.storeId);
  });

  it('reads the gram table: a member whose grams are gone is not found by name or phone', async () => {
    const [member] = await searchAll([{ name: 'full_name', operator: 'like', value: '张三丰' }], other).then(
      (r) => r.found,
    );
    await db()
      .deleteFrom('member_search_grams')
      .where('member_id', '=', member as number)
      .execute();
    expect((await searchAll([{ name: 'full_name', operator: 'like', value: '张' }], other)).found).toEqual(
      [],
    );
    expect((await searchAll([{ name: 'phone', operator: 'like', value: '98765' }], other)).found).toEqual([]);
  });
});
