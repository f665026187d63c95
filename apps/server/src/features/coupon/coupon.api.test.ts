import { Code } from '@merchant/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { checkLedger, createLedgerRepository } from '../../lib/ledger';
import { storeCall } from '../../test/store-call';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestNo } from '../member-card/member-card-test-kit';
import { type CouponCaller, couponEmployee, couponOwner, insertVoucher } from './coupon-test-kit';
import { redeemVoucher } from './redeem-voucher';

const MINUTE = 60_000;

/** The desk's voucher calls: preview, redeem, refusals, undo, history, settlement (docs/coupons.md). */
describe('coupons: validate, undo, settle', () => {
  let t: TestApp;
  let db: Database;
  let owner: CouponCaller;
  let clerk: CouponCaller;
  let other: CouponCaller;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    owner = await couponOwner(db);
    clerk = await couponEmployee(db, owner);
    other = await couponEmployee(db, owner);
  });
  afterAll(() => t.close());

  const validate = (who: CouponCaller, code: string, times: number, body?: object, lang = 'en') =>
    storeCall(t, who, 'POST', `/member/coupon/validate/${code}/${times}`, body ?? {}, lang);
  const redeem = (who: CouponCaller, code: string, times = 1, no = requestNo('redeem')) =>
    validate(who, code, times, { confirm: true, request_no: no });
  const undo = (who: CouponCaller, id: number, no = requestNo('undo')) =>
    storeCall(t, who, 'POST', `/coupon/redemption/${id}/undo`, { request_no: no });
  const voucherRow = (id: number) =>
    db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const orderStatus = async (id: number) =>
    (await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const refusal = (res: { body: { code: number; message: string } }) => [res.body.code, res.body.message];

  it('previews a voucher without redeeming it', async () => {
    const v = await insertVoucher(t, owner.storeId, { memberPhone: '13812345678', name: '瑜伽10次' });
    const res = await validate(clerk, v.code, 1);
    expect(res.body.code).toBe(0);
    expect(res.body.value).toMatchObject({
      voucher_id: v.id,
      code: v.code,
      status: 'active',
      member: { id: v.memberId, phone_masked: '138****5678' },
      item: { name: '瑜伽10次', type: 'listing' },
      uses_total: 10,
      uses_left: 10,
      store: { id: owner.storeId },
      order_no: v.orderNo,
    });
    expect((await voucherRow(v.id)).uses_left).toBe(10);
    expect(await orderStatus(v.orderId)).toBe('paid');
  });

  it('redeems with confirm once per request number; the voucher and order follow', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 3 });
    const no = requestNo('r');
    const first = await redeem(clerk, v.code, 2, no);
    expect(first.body.code).toBe(0);
    expect(first.body.value.voucher.uses_left).toBe(1);
    expect(first.body.value.redemption).toMatchObject({
      times: 2,
      state: 'undoable',
      source: 'desk',
      staff_account_id: clerk.accountId,
      code: v.code,
    });
    const r = first.body.value.redemption;
    expect(Date.parse(r.undo_deadline_at) - Date.parse(r.created_at)).toBe(60 * MINUTE);
    const again = await redeem(clerk, v.code, 2, no);
    expect(again.body).toEqual(first.body);
    expect((await voucherRow(v.id)).uses_left).toBe(1);
    expect(await orderStatus(v.orderId)).toBe('partly_used');
    const last = await redeem(clerk, v.code, 1);
    expect(last.body.value.voucher).toMatchObject({ uses_left: 0, status: 'used' });
    expect(await orderStatus(v.orderId)).toBe('used');
    const count = await db
      .selectFrom('coupon_redemptions')
      .select(db.fn.countAll<number>().as('n'))
      .where('voucher_id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('refuses each case with its own code and message', async () => {
    const day = 86_400_000;
    const cases: [Parameters<typeof insertVoucher>[2], number, number, string][] = [
      [
        { validFrom: new Date(Date.UTC(2099, 0, 1, 16)).toISOString() },
        1,
        Code.CONFLICT,
        'This voucher is valid only from 2099-01-02',
      ],
      [
        {
          validFrom: new Date(Date.UTC(2020, 0, 1)).toISOString(),
          validTo: new Date(Date.UTC(2020, 0, 31, 15, 59, 59)).toISOString(),
        },
        1,
        Code.CONFLICT,
        'This voucher expired on 2020-01-31',
      ],
      [
        // The bought voucher's end is set 30 days from now (the listing's validity ends a day's end).
        { voucherStatus: 'expired', validTo: new Date(Date.now() + 30 * day).toISOString() },
        1,
        Code.CONFLICT,
        `This voucher expired on ${new Date(Date.now() + 30 * day + 8 * 3600_000).toISOString().slice(0, 10)}`,
      ],
      [{ usesLeft: 0, voucherStatus: 'used' }, 1, Code.CONFLICT, 'This voucher has no uses left'],
      [{ voucherStatus: 'refunded' }, 1, Code.CONFLICT, 'This voucher was refunded and cannot be redeemed'],
      [{ orderStatus: 'unpaid' }, 1, Code.CONFLICT, 'The order of this voucher is not paid'],
      [{ orderStatus: 'closed' }, 1, Code.CONFLICT, 'The order of this voucher is not paid'],
      [{ usesTotal: 3 }, 4, Code.CONFLICT, 'Only 3 uses are left on this voucher'],
      [{}, 0, Code.VALIDATION, 'Redeem between 1 and 99 uses at a time'],
      [{}, 100, Code.VALIDATION, 'Redeem between 1 and 99 uses at a time'],
    ];
    for (const [options, times, code, message] of cases) {
      const v = await insertVoucher(t, owner.storeId, options);
      // The preview refuses as the redemption does, and still shows the voucher.
      const preview = await validate(clerk, v.code, times);
      expect([options, ...refusal(preview)]).toEqual([options, code, message]);
      expect(preview.body.value).toMatchObject({ voucher_id: v.id });
      const res = await redeem(clerk, v.code, times);
      expect([options, ...refusal(res)]).toEqual([options, code, message]);
    }
    expect(refusal(await validate(clerk, '000000000000', 1))).toEqual([
      Code.NOT_FOUND,
      'No voucher has this code',
    ]);
    const zh = await validate(clerk, '000000000000', 1, {}, 'zh');
    expect(zh.body.message).toBe('券码不存在');
    const es = await validate(clerk, '000000000000', 1, {}, 'es');
    expect(es.body.message).toBe('Ningún cupón tiene este código');
    const bad = await validate(clerk, '12ab', 1);
    expect(refusal(bad)).toEqual([Code.VALIDATION, 'A voucher code is 10 to 12 digits']);
    const noNumber = await validate(clerk, '123456789012', 1, { confirm: true });
    expect(refusal(noNumber)).toEqual([Code.VALIDATION, 'A redemption needs a request number']);
  });

  it('answers another store’s code -404 with its own message', async () => {
    const elsewhere = await couponOwner(db);
    const v = await insertVoucher(t, elsewhere.storeId);
    expect(refusal(await validate(clerk, v.code, 1))).toEqual([
      Code.NOT_FOUND,
      'This voucher belongs to another store and cannot be redeemed here',
    ]);
    expect(refusal(await redeem(owner, v.code, 1))).toEqual([
      Code.NOT_FOUND,
      'This voucher belongs to another store and cannot be redeemed here',
    ]);
    expect((await voucherRow(v.id)).uses_left).toBe(10);
  });

  it('refuses a caller without coupon:validate', async () => {
    const plain = await couponEmployee(db, owner, ['member:view']);
    const v = await insertVoucher(t, owner.storeId);
    const res = await validate(plain, v.code, 1);
    expect(refusal(res)).toEqual([Code.FORBIDDEN, 'You do not have the permission coupon:validate']);
  });

  it('undoes within 60 minutes by the maker or the owner, never by another employee', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 2 });
    const a = (await redeem(clerk, v.code, 1)).body.value.redemption;
    const b = (await redeem(clerk, v.code, 1)).body.value.redemption;
    expect(await orderStatus(v.orderId)).toBe('used');
    expect(refusal(await undo(other, a.id))).toEqual([
      Code.FORBIDDEN,
      'Only the employee who made this redemption or the store owner may undo it',
    ]);
    const mine = await undo(clerk, a.id);
    expect(mine.body.code).toBe(0);
    expect(mine.body.value).toMatchObject({ id: a.id, state: 'undone', undone_at: expect.any(String) });
    expect(await voucherRow(v.id)).toMatchObject({ uses_left: 1, status: 'active' });
    expect(await orderStatus(v.orderId)).toBe('partly_used');
    expect(refusal(await undo(clerk, a.id))).toEqual([Code.CONFLICT, 'This redemption was already undone']);
    expect((await undo(owner, b.id)).body.code).toBe(0);
    expect(await voucherRow(v.id)).toMatchObject({ uses_left: 2, status: 'active' });
    expect(await orderStatus(v.orderId)).toBe('paid');
    const elsewhere = await couponOwner(db);
    expect(refusal(await undo(elsewhere, b.id))).toEqual([Code.NOT_FOUND, 'This redemption does not exist']);
  });

  it('refuses an undo after 60 minutes: the redemption is settled', async () => {
    // Valid since yesterday: in China's first hour of a day, 61 minutes ago is the day before.
    const v = await insertVoucher(t, owner.storeId, {
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 61 * MINUTE });
    const made = await redeem(clerk, v.code, 1);
    vi.useRealTimers();
    expect(made.body.code).toBe(0);
    const late = await undo(clerk, made.body.value.redemption.id);
    expect(refusal(late)).toEqual([
      Code.CONFLICT,
      'The 60-minute undo window has passed; this redemption is settled',
    ]);
    const zh = await storeCall(
      t,
      owner,
      'POST',
      `/coupon/redemption/${made.body.value.redemption.id}/undo`,
      { request_no: requestNo('u') },
      'zh',
    );
    expect(zh.body.message).toBe('已超过60分钟撤销时限，该核销已结算');
    expect((await voucherRow(v.id)).uses_left).toBe(9);
  });

  it('settles due redemptions once, with the fee of the category, the remainder on the last use', async () => {
    // What earlier tests left due (the 61-minute-old redemption) settles first.
    await t.app.deps.jobs.runNow('coupon-redemption-settle');
    const store = await couponOwner(db);
    const desk = await couponEmployee(db, store);
    await db
      .insertInto('platform_fee_rates')
      .values({ category: 77, rate_bp: 1000, updated_at: new Date().toISOString() })
      .execute();
    // 100.00 yuan over 3 uses: 33.33, 33.33, 33.34.
    const v = await insertVoucher(t, store.storeId, { usesTotal: 3, amountFen: 10_000, category: 77 });
    const plain = await insertVoucher(t, store.storeId, { usesTotal: 1, amountFen: 2_999 });
    const undone = await insertVoucher(t, store.storeId, { usesTotal: 1, amountFen: 5_000 });
    const ids: number[] = [];
    for (const times of [1, 2]) ids.push((await redeem(desk, v.code, times)).body.value.redemption.id);
    const p = (await redeem(desk, plain.code, 1)).body.value.redemption;
    const u = (await redeem(desk, undone.code, 1)).body.value.redemption;
    expect((await undo(desk, u.id)).body.code).toBe(0);
    expect(await t.app.deps.jobs.runNow('coupon-redemption-settle')).toBe(0);

    const later = new Date(Date.now() + 61 * MINUTE);
    const settled = await t.app.deps.jobs.runNow('coupon-redemption-settle', { now: later });
    // Earlier tests' redemptions (any store) are due by then too.
    expect(settled).toBeGreaterThanOrEqual(3);
    expect(await t.app.deps.jobs.runNow('coupon-redemption-settle', { now: later })).toBe(0);

    const ledger = createLedgerRepository(db);
    const legs = async (id: number) =>
      (await ledger.journal(`coupon_redemption:${id}:settle`)).map((e) => [
        e.account_kind,
        e.store_id,
        Number(e.amount_fen),
      ]);
    expect(await legs(ids[0] as number)).toEqual([
      ['store_custody', store.storeId, -3333],
      ['store_available', store.storeId, 3000],
      ['platform_fees', null, 333],
    ]);
    expect(await legs(ids[1] as number)).toEqual([
      ['store_custody', store.storeId, -6667],
      ['store_available', store.storeId, 6000],
      ['platform_fees', null, 667],
    ]);
    // The default rate, 500 bp: 29.99 yuan → fee 1.50 (149.95 rounded half up).
    expect(await legs(p.id)).toEqual([
      ['store_custody', store.storeId, -2999],
      ['store_available', store.storeId, 2849],
      ['platform_fees', null, 150],
    ]);
    expect(await legs(u.id)).toEqual([]);
    const rows = await db
      .selectFrom('coupon_redemptions')
      .select(['id', 'status', 'fee_rate_bp', 'gross_fen'])
      .where('store_id', '=', store.storeId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.status, r.fee_rate_bp, Number(r.gross_fen)])).toEqual([
      ['settled', 1000, 3333],
      ['settled', 1000, 6667],
      ['settled', 500, 2999],
      ['undone', 500, 5000],
    ]);
    const report = await checkLedger(db);
    expect(report.differences).toEqual([]);
    const late = await undo(desk, p.id);
    expect(late.body.code).toBe(Code.CONFLICT);
  });

  it('redeems from another feature’s transaction (a booking’s check-in)', async () => {
    const v = await insertVoucher(t, owner.storeId, { usesTotal: 2 });
    const done = await db.transaction().execute((trx) =>
      redeemVoucher(trx, {
        storeId: owner.storeId,
        voucherId: v.id,
        times: 1,
        staffAccountId: null,
        source: 'booking',
        bookingId: 42,
      }),
    );
    expect(done).toEqual({ redemptionId: expect.any(Number), voucherId: v.id, usesLeft: 1 });
    await expect(
      db.transaction().execute((trx) =>
        redeemVoucher(trx, {
          storeId: owner.storeId,
          voucherId: v.id,
          times: 5,
          staffAccountId: null,
          source: 'booking',
        }),
      ),
    ).rejects.toMatchObject({ code: Code.CONFLICT, messageKey: 'couponTooManyTimes' });
    const elsewhere = await couponOwner(db);
    await expect(
      db.transaction().execute((trx) =>
        redeemVoucher(trx, {
          storeId: elsewhere.storeId,
          voucherId: v.id,
          times: 1,
          staffAccountId: null,
          source: 'booking',
        }),
      ),
    ).rejects.toMatchObject({ code: Code.NOT_FOUND, messageKey: 'couponOtherStore' });
  });

  it('lists the history by cursor with filters, and finds a member’s vouchers by phone', async () => {
    const store = await couponOwner(db);
    const desk = await couponEmployee(db, store);
    const v = await insertVoucher(t, store.storeId, {
      memberPhone: '13900001111',
      usesTotal: 5,
      name: '游泳5次',
    });
    const w = await insertVoucher(t, store.storeId, { memberPhone: '13900002222', usesTotal: 5 });
    for (let i = 0; i < 3; i += 1) await redeem(desk, v.code, 1);
    const byOwner = (await redeem(store, w.code, 1)).body.value.redemption;
    await undo(store, byOwner.id);
    const list = (body: object) => storeCall(t, desk, 'POST', '/coupon/redemption/list', body);
    const first = await list({ pageable: { size: 2 } });
    expect(first.body.code).toBe(0);
    expect(first.body.value.content).toHaveLength(2);
    expect(first.body.value.total).toBe(4);
    expect(first.body.value.content[0]).toMatchObject({
      id: byOwner.id,
      state: 'undone',
      staff_account_id: store.accountId,
    });
    const second = await list({ pageable: { size: 2, after: first.body.value.next } });
    expect(second.body.value.content).toHaveLength(2);
    expect(second.body.value.next).toBeNull();
    const filtered = await list({
      restrictions: [
        { name: 'member_phone', operator: '=', value: '13900001111' },
        { name: 'state', operator: '=', value: 'undoable' },
        { name: 'staff_account_id', operator: '=', value: desk.accountId },
        { name: 'item_name', operator: 'like', value: '游泳' },
        { name: 'code', operator: '=', value: v.code },
      ],
    });
    expect(filtered.body.value.content).toHaveLength(3);
    // The totals: counted through the joins when a filter reads a joined table (above), from the
    // redemptions alone when it reads only theirs (below), and the same either way.
    expect(filtered.body.value.total).toBe(3);
    const undone = await list({ restrictions: [{ name: 'state', operator: '=', value: 'undone' }] });
    expect(undone.body.value).toMatchObject({ total: 1, total_capped: false });
    expect(filtered.body.value.content[0]).toMatchObject({
      member_phone_masked: '139****1111',
      item_name: '游泳5次',
      times: 1,
      staff_name: expect.any(String),
      undo_deadline_at: expect.any(String),
      can_undo: true,
    });
    // Another employee may not undo the desk's redemptions; the owner may.
    const seenByOther = await storeCall(
      t,
      await couponEmployee(db, store),
      'POST',
      '/coupon/redemption/list',
      {},
    );
    expect(seenByOther.body.value.content.map((r: { can_undo: boolean }) => r.can_undo)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const seenByOwner = await storeCall(t, store, 'POST', '/coupon/redemption/list', {});
    expect(seenByOwner.body.value.content.map((r: { can_undo: boolean }) => r.can_undo)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    const found = await storeCall(t, desk, 'POST', '/coupon/voucher/list', { phone: '13900001111' });
    expect(found.body.value.map((x: { code: string; uses_left: number }) => [x.code, x.uses_left])).toEqual([
      [v.code, 2],
    ]);
  });
});
