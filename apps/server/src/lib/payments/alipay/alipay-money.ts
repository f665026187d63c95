/**
 * Alipay writes amounts as yuan with at most two decimals ("12.30"); we keep integer fen. Both
 * conversions are done on the digits (no floating point), and refuse what they cannot represent
 * exactly.
 */

/** 1230 → "12.30"; 5 → "0.05". Throws for anything but a positive safe integer. */
export const fenToYuan = (fen: number): string => {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError(`not a positive amount in fen: ${fen}`);
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** "12.3" → 1230; "0.05" → 5; "12" → 1200. Answers null for anything else ("1e3", "-1", "1.234"). */
export const yuanToFen = (yuan: unknown): number | null => {
  if (typeof yuan !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
};
