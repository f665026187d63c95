import { Code, CURSOR_TOTAL_CAP } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';

import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessageService } from '.';

interface Row {
  id: number;
  title: string;
  read: boolean;
}

describe('system messages', () => {
  let t: TestApp;
  let db: Database;
  let aliceId: number;
  let alice: string;
  let bob: string;
  let bobsMessage: number;
  const ids: Record<string, number> = {};

  const add = async (accountId: number, title: string, content: string, createdDay: number, read = false) => {
    const row = await db
      .insertInto('system_messages')
      .values({
        account_id: accountId,
        title,
        content,
        category: 'system',
        created_time: `2026-11-${String(createdDay).padStart(2, '0')}T08:00:00.000Z`,
        read_at: read ? '2026-11-30T00:00:00.000Z' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    aliceId = (await createMerchant(db)).accountId;
    const bobId = (await createMerchant(db)).accountId;
    alice = await createSessionToken(db, aliceId);
    bob = await createSessionToken(db, bobId);
    ids.welcome = await add(aliceId, 'Welcome', 'Thanks for joining', 1, true);
    ids.claim = await add(aliceId, 'Claim approved', 'Your store claim passed review', 2);
    ids.order = await add(aliceId, 'New order', 'A member bought a CLAIM package', 3);
    ids.discount = await add(aliceId, '50% off fees', 'Promotion_week', 4, true);
    ids.last = await add(aliceId, 'Weekly report', 'Your numbers', 5);
    bobsMessage = await add(bobId, 'Claim for Bob', 'claim', 6);
  });
  afterAll(() => t.close());

  const list = (token: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/message/system/list',
      headers: bearer(token),
      payload: body as object,
    });
  /** The screen's filters as the list query it sends (packages/shared/src/lists/message.list.ts). */
  const query = ({ read, keyword, pageable }: { read?: unknown; keyword?: string; pageable?: object }) => ({
    ...(pageable ? { pageable } : {}),
    restrictions: [
      ...(keyword === undefined ? [] : [{ name: 'keyword', operator: 'like', value: keyword }]),
      ...(read === undefined ? [] : [{ name: 'read', operator: '=', value: read }]),
    ],
  });
  const titles = async (filters: Parameters<typeof query>[0], token = alice) => {
    const res = await list(token, query(filters));
    expect(res.json().code, res.body).toBe(Code.OK);
    return (res.json().value.content as Row[]).map((m) => m.title);
  };
  const read = (token: string, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/message/system/read/${id}`, headers: bearer(token) });
  const remove = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/message/system/delete/',
      headers: bearer(token),
      payload: payload as object,
    });
  const unread = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/message/system/unread_count', headers: bearer(token) })
    ).json();

  it('answers -101 without a token on every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/message/system/list'],
      ['GET', '/api/message/system/read/1'],
      ['DELETE', '/api/message/system/delete/'],
      ['GET', '/api/message/system/unread_count'],
    ] as const) {
      const payload = method === 'GET' ? undefined : method === 'DELETE' ? { ids: [1] } : {};
      expect((await t.app.inject({ method, url, payload })).json().code, url).toBe(Code.NOT_SIGNED_IN);
    }
  });

  it('lists the caller’s own messages newest first, with read marks', async () => {
    const res = await list(alice, {});
    // A cursor page (docs/api.md "Cursor paging"): no page number, a capped total, no next page.
    expect(res.json().value).toMatchObject({
      total: 5,
      total_capped: false,
      size: 10,
      next: null,
      previous: null,
    });
    expect(res.json().value.content[0]).toEqual({
      id: ids.last,
      title: 'Weekly report',
      content: 'Your numbers',
      category: 'system',
      read: false,
      created_time: '2026-11-05T08:00:00.000Z',
    });
    expect(await titles({})).toEqual([
      'Weekly report',
      '50% off fees',
      'New order',
      'Claim approved',
      'Welcome',
    ]);
    expect(await titles({}, bob)).toEqual(['Claim for Bob']);
  });

  it('pages by cursor: size 1, next and previous, the end, a page number refused, size 101 refused', async () => {
    const first = (await list(alice, { pageable: { size: 1 } })).json().value;
    expect(first).toMatchObject({ total: 5, size: 1, previous: null, content: [{ title: 'Weekly report' }] });
    const second = (await list(alice, { pageable: { after: first.next, size: 1 } })).json().value;
    expect(second).toMatchObject({ total: 5, size: 1, content: [{ title: '50% off fees' }] });
    expect(second.previous).toEqual(expect.any(String));
    const back = (await list(alice, { pageable: { before: second.previous, size: 1 } })).json().value;
    expect(back).toMatchObject({ previous: null, next: first.next, content: [{ title: 'Weekly report' }] });
    const last = (await list(alice, { pageable: { size: 5 } })).json().value;
    expect(last.next).toBeNull();
    const numbered = await list(alice, { pageable: { number: 2, size: 1 } });
    expect(numbered.json()).toMatchObject({
      code: Code.VALIDATION,
      message:
        'This list pages by cursor: ask for the next page with pageable.after (the previous answer’s next), not a page number',
    });
    const big = await list(alice, { pageable: { number: 1, size: 101 } });
    expect(big.json()).toMatchObject({ code: Code.VALIDATION, message: 'Invalid value for pageable.size' });
  });

  it('filters by read state', async () => {
    expect(await titles({ read: true })).toEqual(['50% off fees', 'Welcome']);
    expect(await titles({ read: false })).toEqual(['Weekly report', 'New order', 'Claim approved']);
  });

  it('matches the keyword in the title or the content, case-insensitively, and combines it with read', async () => {
    expect(await titles({ keyword: 'claim' })).toEqual(['New order', 'Claim approved']);
    expect(await titles({ keyword: 'CLAIM' })).toEqual(['New order', 'Claim approved']);
    // A word never matches across the end of the title and the start of the content.
    expect(await titles({ keyword: 'reportYour' })).toEqual([]);
    // read AND (title OR content): "Welcome" is read but matches neither.
    expect(await titles({ keyword: 'claim', read: false })).toEqual(['New order', 'Claim approved']);
    expect(await titles({ keyword: 'claim', read: true })).toEqual([]);
    expect(await titles({ keyword: '' })).toHaveLength(5);
  });

  it('takes % and _ in the keyword literally', async () => {
    expect(await titles({ keyword: '%' })).toEqual(['50% off fees']);
    // As a wildcard, _ would match "report".
    expect(await titles({ keyword: 'r_port' })).toEqual([]);
    expect(await titles({ keyword: 'n_week' })).toEqual(['50% off fees']);
  });

  it('refuses a field the list does not declare', async () => {
    const res = await list(alice, { restrictions: [{ name: 'content', operator: 'like', value: 'x' }] });
    expect(res.json()).toMatchObject({
      code: -400,
      message: 'This list cannot be filtered or sorted by content',
    });
  });

  it('refuses bad bodies naming the field', async () => {
    const cases: [unknown, string][] = [
      [query({ read: 'yes' }), 'read'],
      [query({ keyword: 'x'.repeat(201) }), 'restrictions.0.value'],
      [{ pageable: { number: 'one', size: 10 } }, 'pageable.number'],
    ];
    for (const [body, field] of cases) {
      const res = await list(alice, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: Code.VALIDATION, message: `Invalid value for ${field}` });
    }
  });

  it('reads a message: returns it marked read, and the unread count drops', async () => {
    expect(await unread(alice)).toMatchObject({ code: Code.OK, value: { unread_num: 3 } });
    const res = await read(alice, ids.claim!);
    expect(res.json()).toMatchObject({
      code: Code.OK,
      value: { id: ids.claim, title: 'Claim approved', read: true },
    });
    expect((await unread(alice)).value.unread_num).toBe(2);
    expect((await read(alice, ids.claim!)).json().value.read).toBe(true);
    expect((await unread(alice)).value.unread_num).toBe(2);
    expect((await unread(bob)).value.unread_num).toBe(1);
  });

  it('counts unread messages up to the lists’ cap (a chain’s owner holds a million)', async () => {
    const owner = (await createMerchant(db)).accountId;
    const token = await createSessionToken(db, owner);
    const rows = Array.from({ length: CURSOR_TOTAL_CAP + 5 }, (_, i) => ({
      account_id: owner,
      title: `Order ${i}`,
      content: 'paid',
      category: 'order',
      created_time: '2026-11-20T08:00:00.000Z',
      read_at: i < 3 ? '2026-11-21T00:00:00.000Z' : null,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await db
        .insertInto('system_messages')
        .values(rows.slice(i, i + 1000))
        .execute();
    expect((await unread(token)).value.unread_num).toBe(CURSOR_TOTAL_CAP);
    // Under the cap the count is exact again.
    await db
      .updateTable('system_messages')
      .set({ read_at: '2026-11-22T00:00:00.000Z' })
      .where('account_id', '=', owner)
      .where('id', '>', 0)
      .execute();
    expect((await unread(token)).value.unread_num).toBe(0);
  });

  it('hides another account’s message as not found and leaves it unread', async () => {
    const res = await read(alice, bobsMessage);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: Code.NOT_FOUND, message: 'This message does not exist', value: null });
    expect((await unread(bob)).value.unread_num).toBe(1);
    expect((await read(alice, 999_999)).json().code).toBe(Code.NOT_FOUND);
    for (const bad of ['x', '0', '99999999999'])
      expect((await read(alice, bad)).json().code, bad).toBe(Code.VALIDATION);
  });

  it('deletes only the caller’s messages among the ids, ignoring the rest', async () => {
    const res = await remove(alice, { ids: [ids.order, ids.order, bobsMessage, 999_999] });
    expect(res.json()).toMatchObject({ code: Code.OK, value: { deleted: 1 } });
    expect(await titles({}, bob)).toEqual(['Claim for Bob']);
    expect(await titles({})).not.toContain('New order');
    expect((await unread(alice)).value.unread_num).toBe(1);
    expect((await remove(alice, { ids: [ids.order] })).json().value).toEqual({ deleted: 0 });
  });

  it('refuses a bad delete body naming the field', async () => {
    for (const [payload, field] of [
      [{ ids: [] }, 'ids'],
      [{}, 'ids'],
      [{ ids: ['1'] }, 'ids.0'],
      [{ ids: [1.5] }, 'ids.0'],
      [{ ids: [2 ** 31] }, 'ids.0'],
    ] as const) {
      const res = await remove(alice, payload);
      expect(res.json().code, JSON.stringify(payload)).toBe(Code.VALIDATION);
      expect(res.json().message, JSON.stringify(payload)).toContain(field);
    }
  });

  it('lets other features send a message that the account then sees unread', async () => {
    const service = createMessageService(db);
    const { id } = await service.send(aliceId, {
      title: '  Claim rejected ',
      content: 'Licence unreadable',
      category: 'claim',
    });
    const res = await list(alice, { pageable: { number: 1, size: 1 } });
    expect(res.json().value.content[0]).toMatchObject({
      id,
      title: 'Claim rejected',
      category: 'claim',
      read: false,
    });
    expect((await unread(alice)).value.unread_num).toBe(2);
    await expect(service.send(aliceId, { title: '', content: 'x' })).rejects.toThrow();
    const plain = await service.send(aliceId, { title: 'Hello', content: 'x' });
    expect((await read(alice, plain.id)).json().value.category).toBe('system');
  });

  it('documents its calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/message/system/list',
        '/api/message/system/read/{id}',
        '/api/message/system/delete/',
        '/api/message/system/unread_count',
      ]),
    );
  });
});
