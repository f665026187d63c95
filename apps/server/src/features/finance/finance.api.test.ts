import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertVoucher } from '../coupon/coupon-test-kit';
import { redeemVoucher } from '../coupon/redeem-voucher';
import { addEmployee, employeeBody, employeeToken } from '../employee/employee-test-kit';
import { call, financeOwner, postMovement } from './finance-test-kit';
import { upcomingSettlements } from './upcoming-settlements';

/**
 * The store's balance and statement read from the ledger (docs/finance.md), on a real
 * database: journals are posted with postJournal as the payment and settlement features will.
 */
describe('balance and statement', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof financeOwner>>;
  let other: Awaited<ReturnType<typeof financeOwner>>;
  let templates: Record<'front_desk' | 'manager' | 'finance', number[]>;
  let serial = 9_000;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    owner = await financeOwner(db);
    other = await financeOwner(db);
    templates = (await call(t.app, 'GET', '/api/employee/grant-options', { token: owner.token })).body.value
      .templates;
    const s = owner.storeId;
    // Paid 100 + 50 yuan into custody; 60 settled to available less a 6 yuan fee; 20 withdrawing.
    await postMovement(
      db,
      s,
      { kind: 'payment', id: ++serial, key: 'paid' },
      'store_desk_takings',
      'store_custody',
      10_000,
    );
    await postMovement(
      db,
      s,
      { kind: 'payment', id: ++serial, key: 'paid' },
      'store_desk_takings',
      'store_custody',
      5_000,
    );
    await postMovement(
      db,
      s,
      { kind: 'coupon_redemption', id: ++serial, key: 'settle' },
      'store_custody',
      'store_available',
      5_400,
    );
    await postMovement(
      db,
      s,
      { kind: 'coupon_redemption', id: serial, key: 'fee' },
      'store_custody',
      'store_card_revenue',
      600,
    );
    await postMovement(
      db,
      s,
      { kind: 'withdrawal', id: ++serial, key: 'request' },
      'store_available',
      'store_withdrawing',
      2_000,
    );
    // The other store's money, never shown to the first.
    await postMovement(
      db,
      other.storeId,
      { kind: 'payment', id: ++serial, key: 'paid' },
      'store_desk_takings',
      'store_custody',
      77_700,
    );
  });
  afterAll(() => t.close());

  const list = (payload: object, token = owner.token) =>
    call(t.app, 'POST', '/api/ledger/list', { token, payload });

  it('answers the three balances as the sums of the store’s entries', async () => {
    const res = await call(t.app, 'GET', '/api/ledger/balance', { token: owner.token });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.value).toEqual({ custody: 9_000, available: 3_400, withdrawing: 2_000, upcoming: [] });
    const theirs = await call(t.app, 'GET', '/api/ledger/balance', { token: other.token });
    expect(theirs.body.value).toMatchObject({ custody: 77_700, available: 0, withdrawing: 0 });
    expect((await checkLedger(t.app.deps.db)).differences).toEqual([]);
  });

  it('lists the statement newest first, filtered by account, object and date, never another store’s', async () => {
    const all = (await list({})).body.value;
    // The fee leg's store_card_revenue and the payments' store_desk_takings are not balances: 7 entries.
    expect(all.total).toBe(7);
    expect(all.content.map((e: { amount_fen: number }) => e.amount_fen)).toEqual([
      2_000, -2_000, -600, 5_400, -5_400, 5_000, 10_000,
    ]);
    const row = all.content[0];
    expect(row).toMatchObject({
      account_kind: 'store_withdrawing',
      object_kind: 'withdrawal',
      object_id: expect.any(Number),
      journal: expect.stringMatching(/^withdrawal:\d+:request$/),
      reverses_entry_id: null,
    });
    const where = (name: string, operator: string, value: unknown) => ({
      restrictions: [{ name, operator, value }],
    });
    expect((await list(where('account_kind', '=', 'store_available'))).body.value.total).toBe(2);
    expect((await list(where('object_kind', 'in', ['coupon_redemption']))).body.value.total).toBe(3);
    expect((await list(where('object_id', '=', row.object_id))).body.value.total).toBe(2);
    expect((await list(where('created_at', '>=', '2000-01-01'))).body.value.total).toBe(7);
    expect((await list(where('created_at', '<', '2000-01-01'))).body.value.total).toBe(0);
    expect((await list(where('store_id', '=', other.storeId))).body.code).toBe(Code.VALIDATION);
    const theirs = (await list({}, other.token)).body.value;
    expect(theirs.content).toHaveLength(1);
    expect(theirs.content[0].amount_fen).toBe(77_700);
  });

  it('pages the statement by cursor, forwards and back', async () => {
    const first = (await list({ pageable: { size: 4 } })).body.value;
    expect(first.content).toHaveLength(4);
    expect(first.previous).toBeNull();
    const second = (await list({ pageable: { size: 4, after: first.next } })).body.value;
    expect(second.content).toHaveLength(3);
    expect(second.next).toBeNull();
    const ids = [...first.content, ...second.content].map((e: { id: number }) => e.id);
    expect(new Set(ids).size).toBe(7);
    const back = (await list({ pageable: { size: 4, before: second.previous } })).body.value;
    expect(back.content.map((e: { id: number }) => e.id)).toEqual(
      first.content.map((e: { id: number }) => e.id),
    );
  });

  it('refuses every money read to an employee without finance rights, and lets finance read', async () => {
    const { db } = t.app.deps;
    const desk = await addEmployee(
      t.app,
      owner,
      employeeBody({
        store_ids: [owner.storeId],
        template: 'front_desk',
        function_ids: templates.front_desk,
      }),
    );
    const deskToken = await employeeToken(db, desk.phone, owner.storeId);
    for (const [method, url, payload] of [
      ['GET', '/api/ledger/balance', undefined],
      ['POST', '/api/ledger/list', {}],
      ['POST', '/api/withdrawal/account/list', {}],
      ['POST', '/api/withdrawal/account/sendcode', undefined],
      ['POST', '/api/withdrawal/account', {}],
      ['PUT', '/api/withdrawal/account/1', {}],
      ['DELETE', '/api/withdrawal/account/1', undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token: deskToken, payload });
      expect([url, res.body.code]).toEqual([url, Code.FORBIDDEN]);
    }
    const finance = await addEmployee(
      t.app,
      owner,
      employeeBody({ store_ids: [owner.storeId], template: 'finance', function_ids: templates.finance }),
    );
    const financeToken = await employeeToken(db, finance.phone, owner.storeId);
    const balance = await call(t.app, 'GET', '/api/ledger/balance', { token: financeToken });
    expect(balance.body.value.available).toBe(3_400);
  });

  it('reads upcoming availability from redemptions still inside their undo window, by China day', async () => {
    const { db } = t.app.deps;
    // 15:30 UTC is 23:30 in China: the undo window ends at 00:30 on the next China day.
    const madeAt = new Date('2026-11-27T15:30:00.000Z');
    // Valid from before the redemption's fixed time, whatever day the test runs on.
    const voucher = await insertVoucher(t, owner.storeId, {
      usesTotal: 4,
      amountFen: 10_000,
      validFrom: '2026-11-26T00:00:00.000Z',
    });
    /** One use of the voucher redeemed at the desk at `at`. */
    const redeemAt = (at: Date) =>
      db
        .transaction()
        .execute((trx) =>
          redeemVoucher(
            trx,
            { storeId: owner.storeId, voucherId: voucher.id, times: 1, staffAccountId: null, source: 'desk' },
            at,
          ),
        );
    await redeemAt(madeAt);
    const net = 2_500 - 125; // a quarter of the item, less the default 5 % platform fee
    expect(await upcomingSettlements(db, owner.storeId, new Date('2026-11-27T02:00:00.000Z'))).toEqual([
      { date: '2026-11-28', amount: net },
    ]);
    // Two more an hour and a half earlier (22:00 China): their windows end before midnight.
    for (let i = 0; i < 2; i += 1) await redeemAt(new Date('2026-11-27T14:00:00.000Z'));
    expect(await upcomingSettlements(db, owner.storeId, new Date('2026-11-27T02:00:00.000Z'))).toEqual([
      { date: '2026-11-27', amount: 2 * net },
      { date: '2026-11-28', amount: net },
    ]);
    // Past their windows but not reached by the settlement job yet: available today.
    expect(await upcomingSettlements(db, owner.storeId, new Date('2026-11-29T02:00:00.000Z'))).toEqual([
      { date: '2026-11-29', amount: 3 * net },
    ]);
    expect(await upcomingSettlements(db, other.storeId, madeAt)).toEqual([]);
  });
});
