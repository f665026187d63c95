import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addEmployee, employeeBody, employeeToken } from '../employee/employee-test-kit';
import { call, financeOwner, LEGAL_NAME, ownerCode } from '../finance/finance-test-kit';

const CARD = '6222021234567890123';
const HOUR = 3600_000;

/** Withdrawal accounts (docs/finance.md "Accounts") on a real database. */
describe('withdrawal accounts', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof financeOwner>>;
  let templates: Record<'front_desk' | 'manager' | 'finance', number[]>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await financeOwner(t.app.deps.db);
    templates = (await call(t.app, 'GET', '/api/employee/grant-options', { token: owner.token })).body.value
      .templates;
  });
  afterAll(() => t.close());

  const card = (over: object = {}) => ({
    type: 3,
    holder_name: LEGAL_NAME,
    account_no: CARD,
    bank_name: '中国工商银行',
    bank_branch: '上海徐汇支行',
    ...over,
  });
  const add = async (body: object, who = owner) =>
    call(t.app, 'POST', '/api/withdrawal/account', {
      token: who.token,
      payload: { ...body, code: await ownerCode(t, who) },
    });
  const listOf = async (who = owner) =>
    (await call(t.app, 'POST', '/api/withdrawal/account/list', { token: who.token, payload: {} })).body.value;

  it('binds a card with the owner’s code: masked, default, usable after 24 h, audited and announced', async () => {
    const before = Date.now();
    const res = await add(card());
    expect(res.body.code).toBe(Code.OK);
    const account = res.body.value;
    expect(account).toMatchObject({
      type: 3,
      holder_name: LEGAL_NAME,
      account_no_masked: '6222 **** 0123',
      bank_name: '中国工商银行',
      bank_branch: '上海徐汇支行',
      is_default: true,
    });
    const wait = Date.parse(account.usable_from) - before;
    expect(wait).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(wait).toBeLessThan(24 * HOUR + 60_000);
    expect(JSON.stringify(res.body)).not.toContain(CARD);
    const listed = await listOf();
    expect(listed.content).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(CARD);
    expect(JSON.stringify(listed)).not.toContain(CARD.slice(4, 15));

    const { db } = t.app.deps;
    const stored = await db
      .selectFrom('withdrawal_accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored.account_no).toBe(CARD);
    expect(stored.account_no_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.usable_from).toBe(account.usable_from);
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'withdrawal_account')
      .where('entity_id', '=', account.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_account_id: owner.accountId,
        store_id: owner.storeId,
        from_state: null,
        to_state: 'active',
      }),
    ]);
    expect(audit[0]?.reason).not.toContain(CARD);
    await deliverOutbox(t);
    const messages = await db
      .selectFrom('system_messages')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .execute();
    const message = messages.find((m) => m.title.includes('已添加提现账户'));
    expect(message?.content).toContain('6222 **** 0123');
    expect(message?.content).not.toContain(CARD);
    expect(message?.category).toBe('finance');
  });

  it('refuses a wrong code, another holder’s name and a duplicate number, writing nothing', async () => {
    const code = await ownerCode(t, owner);
    const wrong = await call(t.app, 'POST', '/api/withdrawal/account', {
      token: owner.token,
      payload: { ...card({ account_no: '6222000011112222' }), code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe(Code.BAD_CREDENTIALS);
    const stranger = await call(t.app, 'POST', '/api/withdrawal/account', {
      token: owner.token,
      payload: { ...card({ account_no: '6222000011112222', holder_name: '李四' }), code },
    });
    expect(stranger.body).toMatchObject({
      code: Code.VALIDATION,
      message: "The holder's name must match the store's approved legal representative",
    });
    const again = await call(t.app, 'POST', '/api/withdrawal/account', {
      token: owner.token,
      payload: { ...card({ account_no: '6222 0212 3456 7890 123' }), code },
    });
    expect(again.body.code).toBe(Code.CONFLICT);
    expect((await listOf()).content).toHaveLength(1);
  });

  it('moves the default, restarts the 24 h only when the destination changes, and removes', async () => {
    const alipay = await add({
      type: 1,
      holder_name: ` ${LEGAL_NAME} `,
      account_no: '13812345678',
      is_default: true,
    });
    expect(alipay.body.value).toMatchObject({
      account_no_masked: '138****5678',
      is_default: true,
      bank_name: null,
    });
    let listed = (await listOf()).content as { id: number; is_default: boolean; usable_from: string }[];
    expect(listed.filter((a) => a.is_default).map((a) => a.id)).toEqual([alipay.body.value.id]);
    const cardId = listed.find((a) => a.id !== alipay.body.value.id)!.id;
    const { db } = t.app.deps;
    // Pretend the card's wait is over, then make it the default again: no new wait.
    const past = new Date(Date.now() - HOUR).toISOString();
    await db.updateTable('withdrawal_accounts').set({ usable_from: past }).where('id', '=', cardId).execute();
    const put = (id: number, body: object) =>
      ownerCode(t, owner).then((code) =>
        call(t.app, 'PUT', `/api/withdrawal/account/${id}`, {
          token: owner.token,
          payload: { ...body, code },
        }),
      );
    const promoted = await put(cardId, card({ is_default: true }));
    expect(promoted.body.value).toMatchObject({ is_default: true, usable_from: past });
    const redirected = await put(cardId, card({ account_no: '6217000099998888', is_default: true }));
    expect(redirected.body.value.account_no_masked).toBe('6217 **** 8888');
    expect(Date.parse(redirected.body.value.usable_from)).toBeGreaterThan(Date.now() + 23 * HOUR);
    const changes = await db
      .selectFrom('audit_events')
      .select(['from_state', 'to_state', 'reason'])
      .where('entity', '=', 'withdrawal_account')
      .where('entity_id', '=', cardId)
      .orderBy('id')
      .execute();
    expect(changes.map((c) => c.to_state)).toEqual(['active', 'active', 'active']);
    expect(changes[2]?.reason).toContain('usable from');

    const removed = await call(t.app, 'DELETE', `/api/withdrawal/account/${cardId}`, { token: owner.token });
    expect(removed.body.code).toBe(Code.OK);
    listed = (await listOf()).content;
    expect(listed.map((a) => [a.id, a.is_default])).toEqual([[alipay.body.value.id, true]]);
    const gone = await call(t.app, 'DELETE', `/api/withdrawal/account/${cardId}`, { token: owner.token });
    expect(gone.body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses changes to an employee even with the finance grant, with a clear message', async () => {
    const finance = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [owner.storeId], template: 'finance', function_ids: templates.finance }),
    );
    const token = await employeeToken(t.app.deps.db, finance.phone, owner.storeId);
    expect((await listOf({ ...owner, token })).content.length).toBeGreaterThan(0);
    const send = await call(t.app, 'POST', '/api/withdrawal/account/sendcode', { token, lang: 'en' });
    expect(send.body).toEqual({
      code: Code.FORBIDDEN,
      message: 'Only the store owner can add, change or remove withdrawal accounts',
      value: null,
    });
    const create = await call(t.app, 'POST', '/api/withdrawal/account', {
      token,
      payload: { ...card({ account_no: '6222000011113333' }), code: '123456' },
    });
    expect(create.body.code).toBe(Code.FORBIDDEN);
    const [first] = (await listOf()).content as { id: number }[];
    const del = await call(t.app, 'DELETE', `/api/withdrawal/account/${first!.id}`, { token });
    expect(del.body.code).toBe(Code.FORBIDDEN);
  });

  it("never shows or changes another store's account", async () => {
    const other = await financeOwner(t.app.deps.db);
    const [mine] = (await listOf()).content as { id: number }[];
    expect((await listOf(other)).content).toEqual([]);
    const del = await call(t.app, 'DELETE', `/api/withdrawal/account/${mine!.id}`, { token: other.token });
    expect(del.body.code).toBe(Code.NOT_FOUND);
    const put = await call(t.app, 'PUT', `/api/withdrawal/account/${mine!.id}`, {
      token: other.token,
      payload: { ...card(), code: await ownerCode(t, other) },
    });
    expect(put.body.code).toBe(Code.NOT_FOUND);
  });

  it('checks the number per type and asks a card for its bank and branch', async () => {
    const res = await call(t.app, 'POST', '/api/withdrawal/account', {
      token: owner.token,
      lang: 'en',
      payload: { type: 3, holder_name: LEGAL_NAME, account_no: '12ab', code: '123456' },
    });
    expect(res.body).toMatchObject({
      code: Code.VALIDATION,
      message: expect.stringContaining('Enter a valid account'),
    });
  });
});
