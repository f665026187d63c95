import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliOn } from '../../cli/cli-test-kit';
import type { Database } from '../../db/database';
import { checkLedger } from '../../lib/ledger';
import { isoNow } from '../../lib/time';
import { deliverOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addEmployee, employeeBody, employeeToken } from '../employee/employee-test-kit';
import { call, financeOwner, LEGAL_NAME, postMovement } from '../finance/finance-test-kit';
import { platformToken } from '../onboarding/onboarding-test-kit';

const HOUR = 3600_000;
let serial = 70_000;
let numbers = 0;

/** A bound account (a fixture: binding itself is tested in withdrawal-account.api.test.ts). */
const bindAccount = async (db: Database, storeId: number, createdBy: number, usableInMs = -HOUR) => {
  const at = isoNow();
  const n = `13${String(++numbers).padStart(9, '0')}`;
  const row = await db
    .insertInto('withdrawal_accounts')
    .values({
      store_id: storeId,
      type: 1,
      holder_name: LEGAL_NAME,
      account_no: n,
      account_no_masked: `${n.slice(0, 3)}****${n.slice(-4)}`,
      account_no_hash: `hash-${n}`,
      bank_name: null,
      bank_branch: null,
      is_default: 0,
      usable_from: new Date(Date.now() + usableInMs).toISOString(),
      created_by: createdBy,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

/** Settled money in the store's available balance (a ledger fixture, as the settlement posts it). */
const fund = (db: Database, storeId: number, fen: number) =>
  postMovement(
    db,
    storeId,
    { kind: 'payment', id: ++serial, key: 'paid' },
    'store_desk_takings',
    'store_available',
    fen,
  );

describe('withdrawals', () => {
  let t: TestApp;
  let db: Database;
  let owner: Awaited<ReturnType<typeof financeOwner>>;
  let other: Awaited<ReturnType<typeof financeOwner>>;
  let account: number;
  let platform: string;
  let req = 0;
  const no = () => `wd-${Date.now()}-${++req}`;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    owner = await financeOwner(db);
    other = await financeOwner(db);
    account = await bindAccount(db, owner.storeId, owner.accountId);
    platform = await platformToken(db);
  });
  afterAll(() => t.close());

  const apply = (payload: object, token = owner.token) =>
    call(t.app, 'POST', '/api/withdrawal', { token, payload });
  const balance = async (token = owner.token) =>
    (await call(t.app, 'GET', '/api/ledger/balance', { token })).body.value;
  const show = (id: number, token = owner.token) => call(t.app, 'GET', `/api/withdrawal/${id}`, { token });
  const approve = async (id: number, payload: object = {}) => {
    const res = await call(t.app, 'POST', `/api/platform/withdrawal/${id}/approve`, {
      token: platform,
      payload,
    });
    await deliverOutbox(t);
    return res;
  };
  const ledgerOk = async () => expect((await checkLedger(db)).differences).toEqual([]);

  it('200 concurrent withdrawals of 100 yuan against 5,000 yuan available create exactly 50', async () => {
    await fund(db, owner.storeId, 500_000);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => apply({ amount: 10_000, account_id: account, request_no: no() })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(50);
    const refused = answers.filter((a) => a.body.code !== Code.OK);
    expect(refused.every((a) => a.body.code === Code.CONFLICT)).toBe(true);
    expect(refused[0]?.body.message).toBe('The amount exceeds the available balance (0.00 yuan)');
    expect(await balance()).toMatchObject({ available: 0, withdrawing: 500_000 });
    const count = await db
      .selectFrom('withdrawals')
      .select(db.fn.countAll().as('n'))
      .where('store_id', '=', owner.storeId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(50);
    await ledgerOk();
  });

  it('checks the minimum, the account and its cooling; the same request_no twice is one withdrawal', async () => {
    await fund(db, owner.storeId, 30_000);
    const low = await apply({ amount: 9_999, account_id: account, request_no: no() });
    expect(low.body).toMatchObject({
      code: Code.VALIDATION,
      message: 'The amount must be at least 100.00 yuan',
    });
    const high = await apply({ amount: 30_001, account_id: account, request_no: no() });
    expect(high.body).toMatchObject({
      code: Code.CONFLICT,
      message: 'The amount exceeds the available balance (300.00 yuan)',
    });
    const cooling = await bindAccount(db, owner.storeId, owner.accountId, 20 * HOUR);
    const cool = await apply({ amount: 10_000, account_id: cooling, request_no: no() });
    expect(cool.body.code).toBe(Code.CONFLICT);
    expect(cool.body.message).toMatch(
      /^This account was added or changed recently; it can be used for withdrawals from \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)$/,
    );
    const theirs = await bindAccount(db, other.storeId, other.accountId);
    expect((await apply({ amount: 10_000, account_id: theirs, request_no: no() })).body.code).toBe(
      Code.NOT_FOUND,
    );
    const limits = (await call(t.app, 'GET', '/api/withdrawal/limits', { token: owner.token })).body.value;
    expect(limits).toEqual({ min: 10_000, available: 30_000 });

    const body = { amount: 10_000, account_id: account, request_no: no() };
    const [a, b] = await Promise.all([apply(body), apply(body)]);
    expect(a.body.code).toBe(Code.OK);
    expect(b.body.value.id).toBe(a.body.value.id);
    expect((await balance()).available).toBe(20_000);
    expect(a.body.value).toMatchObject({ status: 'withdrawing', amount: 10_000, approved_at: null });
    await ledgerOk();
  });

  it('rejection fails it with the reason and returns the amount exactly once', async () => {
    const w = (await apply({ amount: 10_000, account_id: account, request_no: no() })).body.value;
    const before = (await balance()).available;
    const res = await call(t.app, 'POST', `/api/platform/withdrawal/${w.id}/reject`, {
      token: platform,
      payload: { reason: '账户信息有误' },
    });
    expect(res.body.value).toMatchObject({ status: 'failed', failure_reason: '账户信息有误' });
    const again = await call(t.app, 'POST', `/api/platform/withdrawal/${w.id}/reject`, {
      token: platform,
      payload: { reason: 'again' },
    });
    expect(again.body).toMatchObject({
      code: Code.CONFLICT,
      message: 'Only a withdrawal waiting for review can be approved or rejected',
    });
    expect((await approve(w.id)).body.code).toBe(Code.CONFLICT);
    expect((await balance()).available).toBe(before + 10_000);
    const detail = (await show(w.id)).body.value;
    expect(detail.reconciliation.entries.map((e: { amount_fen: number }) => e.amount_fen)).toEqual([
      -10_000, 10_000, 10_000, -10_000,
    ]);
    expect(detail.reconciliation.provider_ref).toBeNull();
    await ledgerOk();
  });

  it('approval pays out through the sandbox: succeeded with the reference, a repeated answer changes nothing', async () => {
    const w = (await apply({ amount: 10_000, account_id: account, request_no: no() })).body.value;
    const res = await approve(w.id);
    expect(res.body.value.approved_at).not.toBeNull();
    const detail = (await show(w.id)).body.value;
    expect(detail).toMatchObject({ status: 'succeeded', provider: 'sandbox' });
    expect(detail.reconciliation.provider_ref).toMatch(/^SBXT[0-9A-F]{24}$/);
    expect(
      detail.reconciliation.entries.map((e: { account_kind: string; amount_fen: number }) => [
        e.account_kind,
        e.amount_fen,
      ]),
    ).toEqual([
      ['store_available', -10_000],
      ['store_withdrawing', 10_000],
      ['store_withdrawing', -10_000],
      ['store_payouts', 10_000],
    ]);
    // The provider answers again (a repeat delivery, a query): nothing changes.
    const { applyPayoutResult } = await import('./withdrawal-payout');
    expect(
      await applyPayoutResult(db, 'sandbox', w.withdrawal_no, { status: 'failed', failureReason: 'late' }),
    ).toBe('unchanged');
    expect(
      await applyPayoutResult(db, 'sandbox', w.withdrawal_no, { status: 'succeeded', providerRef: 'x' }),
    ).toBe('unchanged');
    expect((await show(w.id)).body.value.reconciliation.entries).toHaveLength(4);
    const messages = await db
      .selectFrom('system_messages')
      .select('title')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(messages.map((m) => m.title)).toContain('提现成功 / Withdrawal paid out / Retiro pagado');
    await ledgerOk();
  });

  it('a payout failure returns the amount exactly once; a late one is asked until it answers', async () => {
    const before = (await balance()).available;
    const w = (await apply({ amount: 10_000, account_id: account, request_no: no() })).body.value;
    await approve(w.id, { sandbox: { outcome: 'failure' } });
    const failed = (await show(w.id)).body.value;
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'sandbox: the payee account refused the transfer',
    });
    const { applyPayoutResult } = await import('./withdrawal-payout');
    expect(await applyPayoutResult(db, 'sandbox', w.withdrawal_no, { status: 'failed' })).toBe('unchanged');
    expect((await balance()).available).toBe(before);

    const late = (await apply({ amount: 10_000, account_id: account, request_no: no() })).body.value;
    await approve(late.id, { sandbox: { outcome: 'late', answer_after_ms: 0, late_outcome: 'success' } });
    expect((await show(late.id)).body.value.status).toBe('withdrawing');
    await t.app.deps.jobs.runNow('withdrawal-payout-query');
    expect((await show(late.id)).body.value.status).toBe('succeeded');
    await ledgerOk();
  });

  it('lists by cursor with status and date filters; the platform lists every store', async () => {
    const list = (payload: object) =>
      call(t.app, 'POST', '/api/withdrawal/list', { token: owner.token, payload });
    const all = (await list({ pageable: { size: 10 } })).body.value;
    expect(all.content).toHaveLength(10);
    const failed = (await list({ restrictions: [{ name: 'status', operator: '=', value: 'failed' }] })).body
      .value;
    expect(failed.content.map((w: { status: string }) => w.status)).toEqual(['failed', 'failed']);
    expect(
      (await list({ restrictions: [{ name: 'created_at', operator: '<', value: '2000-01-01' }] })).body.value
        .content,
    ).toEqual([]);
    const p = await call(t.app, 'POST', '/api/platform/withdrawal/list', {
      token: platform,
      payload: { restrictions: [{ name: 'status', operator: '=', value: 'succeeded' }] },
    });
    expect(p.body.value.content[0]).toMatchObject({ status: 'succeeded', store_name: expect.any(String) });
    expect(
      (await call(t.app, 'POST', '/api/platform/withdrawal/list', { token: owner.token, payload: {} })).body
        .code,
    ).toBe(Code.FORBIDDEN);
  });

  it('refuses the front desk (-403) on every money call and answers another store’s withdrawal -404', async () => {
    const templates = (await call(t.app, 'GET', '/api/employee/grant-options', { token: owner.token })).body
      .value.templates;
    const body = employeeBody({
      store_ids: [owner.storeId],
      template: 'custom',
      function_ids: templates.front_desk,
    });
    await addEmployee(t.app, owner, body);
    const desk = await employeeToken(db, body.phone, owner.storeId);
    const some = (await call(t.app, 'POST', '/api/withdrawal/list', { token: owner.token, payload: {} })).body
      .value.content[0];
    expect((await apply({ amount: 10_000, account_id: account, request_no: no() }, desk)).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await call(t.app, 'POST', '/api/withdrawal/list', { token: desk, payload: {} })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await show(some.id, desk)).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t.app, 'GET', '/api/withdrawal/limits', { token: desk })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await show(some.id, other.token)).body).toMatchObject({
      code: Code.NOT_FOUND,
      message: 'The withdrawal does not exist',
    });
    const fin = employeeBody({
      store_ids: [owner.storeId],
      template: 'finance',
      function_ids: templates.finance,
    });
    await addEmployee(t.app, owner, fin);
    const finance = await employeeToken(db, fin.phone, owner.storeId);
    expect((await show(some.id, finance)).body.code).toBe(Code.OK);
  });

  it('the command-line tool lists, approves (with a sandbox outcome) and rejects', async () => {
    await fund(db, owner.storeId, 20_000);
    const a = (await apply({ amount: 10_000, account_id: account, request_no: no() })).body.value;
    const b = (await apply({ amount: 10_000, account_id: account, request_no: no() })).body.value;
    const listed = await runCliOn(t, ['withdrawal', 'list', '--status', 'withdrawing']);
    expect(listed.out).toContain(a.withdrawal_no);
    const approved = await runCliOn(t, ['withdrawal', 'approve', String(a.id), '--outcome', 'failure']);
    expect(approved.code).toBe(0);
    expect(approved.out).toContain(`Withdrawal ${a.id} (${a.withdrawal_no}) approved: now failed`);
    const rejected = await runCliOn(t, ['withdrawal', 'reject', String(b.id), '--reason', '资料不全']);
    expect(rejected.out).toContain('100.00 yuan back in the available balance. Reason: 资料不全');
    expect((await runCliOn(t, ['withdrawal', 'reject', String(b.id)])).code).toBe(2);
    await ledgerOk();
  });
});
