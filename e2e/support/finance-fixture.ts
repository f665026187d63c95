/**
 * Set-up of the finance and withdrawal journeys through the real gateway (e2e/support/market.ts):
 * the money that the balance screens show comes from a consumer's order paid through the
 * sandbox and from voucher uses the desk redeemed; none of it is written into the database.
 *
 * Only the clock is moved, never the money. A redemption becomes available to the store when
 * the settlement job settles it, after its 60-minute undo window (docs/coupons.md "Settlement"),
 * and the browser suite's server runs no jobs (NODE_ENV=test). So, after real redemptions, the
 * set-up sets *their* `undo_deadline_at` one second into the past (the one database write here,
 * the time shift, on these redemptions only) and runs the real job once through the platform
 * tool, `npm run platform -- jobs run coupon-redemption-settle` (docs/jobs-and-outbox.md), which
 * posts each settlement's journal as the server's job would. A withdrawal account waits 24 hours
 * after it is bound (docs/finance.md); the account is bound through the API with the owner's SMS
 * code and its `usable_from` moved to a second ago, the same kind of time shift.
 *
 * The qualifications on the approved claim, legal representative 李明, come from the demo seed
 * (seed/market.seed.ts).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type {
  AppOrderDetail,
  CouponRedemption,
  CursorPage,
  LedgerBalance,
  LedgerStatementEntry,
  WithdrawalAccount,
} from '@merchant/shared';
import { expect } from 'vitest';
import { api, DEMO, dataDir } from './app';
import {
  buyAndPay,
  demoListing,
  NEW_ORDER,
  readMessages,
  redeem,
  type ShownListing,
  signInConsumer,
} from './market';
import { latestSmsCode, waitUntilPhoneMayReceive } from './outbox';
import { repoRoot } from './server';
import { openServerDatabase } from './server-database';

export const LEGAL_NAME = '李明';

/** What a journey earned: its order, its settled redemption and the net that became available. */
export interface Earned {
  storeId: number;
  order: AppOrderDetail;
  redemption: CouponRedemption;
  /** gross − fee: what the settlement made available. */
  netFen: number;
}

/** The store's balances as the ledger derives them (GET /ledger/balance). */
export const balanceOf = async (merchant: string, storeId: number): Promise<LedgerBalance> => {
  const answer = await api<LedgerBalance>('GET', '/ledger/balance', { token: merchant, storeId });
  expect(answer.code, answer.message).toBe(0);
  return answer.value;
};

/** The statement's entries of one business object (POST /ledger/list). */
export const entriesOf = async (merchant: string, storeId: number, kind: string, id: number) => {
  const answer = await api<CursorPage<LedgerStatementEntry>>('POST', '/ledger/list', {
    token: merchant,
    storeId,
    body: {
      restrictions: [
        { name: 'object_kind', operator: '=', value: kind },
        { name: 'object_id', operator: '=', value: id },
      ],
    },
  });
  expect(answer.code, answer.message).toBe(0);
  return answer.value.content;
};

/** The time shift: the redemptions' undo windows end a second ago (their money is untouched). */
const closeUndoWindows = (ids: number[]) => {
  const db = openServerDatabase();
  try {
    const shift = db.prepare(
      "update coupon_redemptions set undo_deadline_at = ? where id = ? and status = 'undoable'",
    );
    for (const id of ids) shift.run(new Date(Date.now() - 1000).toISOString(), id);
  } finally {
    db.close();
  }
};

/** `npm run platform -- jobs run <job>` against the suite's server's database. */
export const runJob = async (job: string): Promise<string> => {
  const { stdout } = await promisify(execFile)(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/platform.ts', 'jobs', 'run', job],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '', NODE_ENV: 'test', LANG: 'en_US.UTF-8' },
    },
  );
  return stdout.trim();
};

/**
 * A consumer buys the demo store's first listing and pays through the sandbox; the desk redeems
 * enough uses of its voucher for at least `atLeastFen` of net (one use at least); the undo
 * window is shifted and the settlement job run, so the net is in the store's available balance.
 */
export const earnAvailable = async (merchant: string, atLeastFen = 1): Promise<Earned> => {
  const consumer = await signInConsumer();
  // The dearest listing: one voucher's uses must be able to reach `atLeastFen`.
  const dearest = (listings: ShownListing[]) => [...listings].sort((a, b) => b.price - a.price)[0];
  const { storeId, listing } = await demoListing(merchant, consumer, dearest);
  const order = await buyAndPay(consumer, [{ item_type: 'listing', item_id: listing.id, quantity: 1 }]);
  // A use's net is its share of the price less the platform's fee (5 % by default; 10 % is ample).
  const uses = Math.min(
    listing.sessions,
    Math.max(1, Math.ceil(atLeastFen / ((listing.price / listing.sessions) * 0.9))),
  );
  const { redemption } = await redeem(merchant, storeId, order.vouchers[0]?.code as string, uses);
  closeUndoWindows([redemption.id]);
  expect(await runJob('coupon-redemption-settle')).toMatch(/^Job coupon-redemption-settle ran: \d+ handled/);
  // Another file's run of the job may have settled it first: what counts is its journal.
  const settle = await entriesOf(merchant, storeId, 'coupon_redemption', redemption.id);
  const available = settle.find((e) => e.account_kind === 'store_available');
  expect(settle.find((e) => e.account_kind === 'store_custody')?.amount_fen).toBe(-redemption.gross_fen);
  expect(available?.amount_fen).toBe(redemption.gross_fen - redemption.fee_fen);
  expect(available?.amount_fen).toBeGreaterThanOrEqual(atLeastFen);
  await readMessages(merchant, [NEW_ORDER]);
  return { storeId, order, redemption, netFen: available?.amount_fen as number };
};

/** The time shift of a bound account: its 24-hour wait ended a second ago. */
const endAccountWait = (accountId: number) => {
  const db = openServerDatabase();
  try {
    db.prepare('update withdrawal_accounts set usable_from = ? where id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      accountId,
    );
  } finally {
    db.close();
  }
};

/**
 * Binds an Alipay account of the legal representative through the API with the code sent to the
 * owner's phone, then ends its 24-hour wait (the time shift). The owner's phone takes one code a
 * minute, and other files send it codes too: the set-up waits for its turn.
 */
export const bindUsableAlipay = async (merchant: string, storeId: number, accountNo: string) => {
  await waitUntilPhoneMayReceive(dataDir(), DEMO.phone);
  const sent = await api('POST', '/withdrawal/account/sendcode', { token: merchant, storeId });
  expect(sent.code, sent.message).toBe(0);
  const bound = await api<WithdrawalAccount>('POST', '/withdrawal/account', {
    token: merchant,
    storeId,
    body: {
      type: 1,
      holder_name: LEGAL_NAME,
      account_no: accountNo,
      is_default: false,
      code: latestSmsCode(dataDir(), DEMO.phone),
    },
  });
  expect(bound.code, bound.message).toBe(0);
  endAccountWait(bound.value.id);
  return bound.value;
};
