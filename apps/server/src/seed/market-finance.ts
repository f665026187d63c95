import type { Market } from '../market/market';
import { type Call, requestNo } from '../market/market-http';
import { DEMO_LEGAL_NAME } from './demo-store';

/** The demo store's withdrawal account: a bank card in the owner's legal name (the qualifications'). */
export const DEMO_WITHDRAWAL_ACCOUNT = {
  type: 3,
  holder_name: DEMO_LEGAL_NAME,
  account_no: '6222020200012345678',
  bank_name: '中国工商银行',
  bank_branch: '上海徐汇支行',
  is_default: true,
} as const;

/** Why the platform turns the demo's failed withdrawal down. */
export const DEMO_REJECTION_REASON = '提现账户信息需核实，请确认开户支行后重新申请';

const YUAN_100 = 10_000;

/**
 * The finance part of the demo month (docs/market.md "Finance"): the owner binds a withdrawal
 * account with the code sent to their phone, asks for withdrawals from the settled balance, and
 * the platform approves one (the sandbox pays it out late: the payout query job finds it paid)
 * and rejects another with a reason. Every step is a call through the gateway.
 */
export const demoFinance = (options: {
  market: Market;
  call: Call;
  storeId: number;
  ownerPhone: string;
  codeFor: (phone: string) => Promise<string>;
  platform: { username: string; password: string };
  log: (line: string) => void;
}) => {
  const { market, call, storeId, log } = options;
  const desk = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    market.desk(method, url, { storeId, body });
  let accountId: number | null = null;

  const must = async (what: string, answer: ReturnType<typeof desk>) => {
    const res = await answer;
    if (res?.body.code !== 0) throw new Error(`demo finance: ${what} failed: ${res?.body.message}`);
    return res.body.value;
  };

  const platformToken = async () => {
    const login = await call('POST', '/user/login_up', { body: options.platform });
    if (login.body.code !== 0) throw new Error(`the platform could not sign in: ${login.body.message}`);
    return login.body.value.token as string;
  };

  /** Asks for `share` of the available balance (whole hundreds of yuan, at least the minimum). */
  const withdraw = async (share: number) => {
    if (accountId === null) throw new Error('demo finance: no withdrawal account bound');
    const limits = await must('reading the limits', desk('GET', '/withdrawal/limits'));
    const min = Number(limits.min);
    const available = Number(limits.available);
    const amount = Math.max(min, Math.floor((available * share) / YUAN_100) * YUAN_100);
    if (amount > available) {
      log(`demo finance: ${available} fen available, less than the minimum ${min}: no withdrawal`);
      return null;
    }
    const made = await must(
      'a withdrawal',
      desk('POST', '/withdrawal', { amount, account_id: accountId, request_no: requestNo('withdrawal') }),
    );
    return made.id as number;
  };

  /** Withdraws `share` of the available balance, then the platform decides it. */
  const withdrawAndDecide = async (share: number, decision: 'approve' | 'reject', body: unknown) => {
    const id = await withdraw(share);
    if (id === null) return;
    const decided = await call('POST', `/platform/withdrawal/${id}/${decision}`, {
      token: await platformToken(),
      body,
    });
    if (decided.body.code !== 0) throw new Error(`demo finance: ${decision} failed: ${decided.body.message}`);
  };

  return {
    /** Binds the default account (it is usable for withdrawals 24 hours later). */
    bindAccount: async () => {
      await must('sending the account code', desk('POST', '/withdrawal/account/sendcode'));
      const code = await options.codeFor(options.ownerPhone);
      const bound = await must(
        'binding the account',
        desk('POST', '/withdrawal/account', { ...DEMO_WITHDRAWAL_ACCOUNT, code }),
      );
      accountId = bound.id as number;
    },
    /** A withdrawal the platform approves; the sandbox answers later that it paid. */
    withdrawPaid: () =>
      withdrawAndDecide(0.7, 'approve', {
        sandbox: { outcome: 'late', late_outcome: 'success', answer_after_ms: 600_000 },
      }),
    /** A withdrawal the platform rejects with a reason: failed, the amount back in available. */
    withdrawRejected: () => withdrawAndDecide(0.3, 'reject', { reason: DEMO_REJECTION_REASON }),
    /** A withdrawal left waiting for the platform's review. */
    withdrawPending: async () => {
      await withdraw(0.4);
    },
  };
};
