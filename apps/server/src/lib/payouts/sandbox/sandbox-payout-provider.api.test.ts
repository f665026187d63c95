import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PayoutInput, PayoutProvider } from '../payout-provider';
import { createPayoutProvider } from '../payout-provider-factory';
import {
  createSandboxPayoutProvider,
  PayoutRequestConflict,
  SANDBOX_UNKNOWN_PAYOUT,
} from './sandbox-payout-provider';

const input = (withdrawalNo: string, options?: unknown, amountFen = 100_00): PayoutInput => ({
  withdrawalNo,
  amountFen,
  account: {
    type: 3,
    number: '6222020000000000123',
    holderName: '张三',
    bankName: '工商银行',
    branch: '朝阳支行',
  },
  remark: `Withdrawal ${withdrawalNo}`,
  options,
});

describe('sandbox payout provider', () => {
  let t: TestApp;
  let sandbox: PayoutProvider;
  // A second instance stands for another process on the same database.
  let other: PayoutProvider;

  beforeAll(async () => {
    t = await createTestApp();
    sandbox = createSandboxPayoutProvider(t.app.deps.db);
    other = createPayoutProvider(t.app.deps.db, t.app.deps.config);
  });
  afterAll(() => t.close());

  const rows = (withdrawalNo: string) =>
    t.app.deps.db
      .selectFrom('payout_sandbox_transfers')
      .selectAll()
      .where('withdrawal_no', '=', withdrawalNo)
      .execute();

  it('succeeds by default with a deterministic reference, and pays a repeated number once', async () => {
    const first = await sandbox.payout(input('W-S1'));
    expect(first.status).toBe('succeeded');
    expect(first.providerRef).toMatch(/^SBXT[0-9A-F]{24}$/);
    // A repeat, even one asking for another outcome, answers the first record.
    expect(await other.payout(input('W-S1', { outcome: 'failure' }))).toEqual(first);
    expect(await other.query('W-S1')).toEqual(first);
    expect(await rows('W-S1')).toHaveLength(1);
    expect((await rows('W-S1'))[0]?.amount_fen).toBe(100_00);
  });

  it('fails on request, with the reason, for good', async () => {
    expect(
      await sandbox.payout(input('W-F1', { outcome: 'failure', failure_reason: 'sandbox: card closed' })),
    ).toEqual({
      status: 'failed',
      failureReason: 'sandbox: card closed',
    });
    expect(await other.payout(input('W-F1'))).toMatchObject({ status: 'failed' });
    expect(await other.query('W-F1')).toEqual({ status: 'failed', failureReason: 'sandbox: card closed' });
  });

  it('answers late on request: pending first, then the outcome once the delay is over', async () => {
    expect(await sandbox.payout(input('W-L0', { outcome: 'late', answer_after_ms: 0 }))).toMatchObject({
      status: 'pending',
    });
    expect(await other.query('W-L0')).toMatchObject({ status: 'succeeded' });

    expect(
      await sandbox.payout(input('W-L1', { outcome: 'late', late_outcome: 'failure', answer_after_ms: 300 })),
    ).toMatchObject({ status: 'pending' });
    expect(await other.query('W-L1')).toMatchObject({ status: 'pending' });
    expect(await other.payout(input('W-L1'))).toMatchObject({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await other.query('W-L1')).toMatchObject({ status: 'failed' });
  });

  it('pays once under 20 concurrent calls with the same number', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? sandbox : other).payout(input('W-C1'))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe('succeeded');
    expect(await rows('W-C1')).toHaveLength(1);
  });

  it('refuses the same number for another amount, and bad options', async () => {
    await sandbox.payout(input('W-X1'));
    await expect(sandbox.payout(input('W-X1', undefined, 200_00))).rejects.toBeInstanceOf(
      PayoutRequestConflict,
    );
    await expect(sandbox.payout(input('W-X2', { outcome: 'maybe' }))).rejects.toThrow();
    await expect(sandbox.payout(input('W-X3', undefined, 0))).rejects.toThrow(RangeError);
    expect(await rows('W-X2')).toHaveLength(0);
  });

  it('answers failed for a number never paid, and a payout under it later fails too', async () => {
    expect(await sandbox.query('W-U1')).toEqual({ status: 'failed', failureReason: SANDBOX_UNKNOWN_PAYOUT });
    expect(await other.payout(input('W-U1'))).toEqual({
      status: 'failed',
      failureReason: SANDBOX_UNKNOWN_PAYOUT,
    });
  });

  it('is chosen by PAYOUT_PROVIDER, and Alipay needs its settings', () => {
    const chosen = (env: Record<string, string>) => createPayoutProvider(t.app.deps.db, loadConfig(env)).name;
    expect(chosen({})).toBe('sandbox');
    expect(chosen({ PAYOUT_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(() => chosen({ PAYOUT_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID/);
    expect(() => chosen({ PAYOUT_PROVIDER: 'paypal' })).toThrow(/sandbox or alipay/);
  });
});
