/**
 * Withdrawal account numbers (spec §3 account types: 1 Alipay, 2 WeChat, 3 bank card). Shared
 * by the form and the server: the same normalisation, rule and mask on both sides. No zod here.
 */
export const WITHDRAWAL_ACCOUNT_TYPES = [1, 2, 3] as const;
export type WithdrawalAccountType = (typeof WITHDRAWAL_ACCOUNT_TYPES)[number];

export const ALIPAY = 1;
export const WECHAT = 2;
export const BANK_CARD = 3;

/** How one number is always written: no spaces or dashes in a card number, an e-mail in lower case. */
export const normaliseAccountNo = (type: number, value: string): string => {
  const trimmed = value.trim();
  if (type === BANK_CARD) return trimmed.replace(/[\s-]/g, '');
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
};

const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,24}$/;
const WECHAT_ID = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;
const CARD = /^\d{12,19}$/;

/**
 * Alipay: the account's phone or e-mail; WeChat: a WeChat ID (6–20 characters, a letter first)
 * or a phone; bank card: 12 to 19 digits.
 */
export const isValidAccountNo = (type: number, value: string): boolean => {
  const no = normaliseAccountNo(type, value);
  if (type === ALIPAY) return PHONE.test(no) || EMAIL.test(no);
  if (type === WECHAT) return WECHAT_ID.test(no) || PHONE.test(no);
  if (type === BANK_CARD) return CARD.test(no);
  return false;
};

/**
 * What the console shows: a card's first 4 and last 4 digits (`6222 **** 1234`), a phone's
 * first 3 and last 4 (`138****5678`), an e-mail's first 2 characters and its domain
 * (`ab***@example.com`), a WeChat ID's first 2 and last 2. Never more than 8 characters of the
 * number.
 */
export const maskAccountNo = (type: number, value: string): string => {
  const no = normaliseAccountNo(type, value);
  if (type === BANK_CARD) return `${no.slice(0, 4)} **** ${no.slice(-4)}`;
  if (PHONE.test(no)) return `${no.slice(0, 3)}****${no.slice(-4)}`;
  const at = no.indexOf('@');
  if (at > 0) return `${no.slice(0, Math.min(2, at - 1))}***${no.slice(at)}`;
  return `${no.slice(0, 2)}****${no.slice(-2)}`;
};

/** Withdrawals may use an account this long after it was added or changed (docs/finance.md). */
export const WITHDRAWAL_ACCOUNT_COOLING_MS = 24 * 3600 * 1000;
