/** Pure helpers of the /verify screen (tested in coupon-model.test.ts). */
import { MAX_REDEEM_TIMES, type VoucherPreview } from '@merchant/shared';

/** Milliseconds left until `deadline` (ISO), never below 0. */
export const msLeft = (deadline: string, now: number): number => Math.max(0, Date.parse(deadline) - now);

/** `mm:ss` of a remaining time (the undo countdown; at most 60 minutes). */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
};

/** The most uses the desk may choose for a voucher. */
export const maxTimesOf = (voucher: Pick<VoucherPreview, 'uses_left'>): number =>
  Math.max(1, Math.min(voucher.uses_left, MAX_REDEEM_TIMES));

/** What the scanner or the desk typed, as a code: digits only (scanners may add spaces or dashes). */
export const normaliseCode = (typed: string): string => typed.replace(/\D/g, '');

/** A voucher code is 10 to 12 digits. */
export const isVoucherCode = (code: string): boolean => /^\d{10,12}$/.test(code);

/** Whether an error's value is a voucher preview (a refusal still shows the voucher). */
export const previewOf = (value: unknown): VoucherPreview | null =>
  typeof value === 'object' && value !== null && 'voucher_id' in value && 'uses_left' in value
    ? (value as VoucherPreview)
    : null;
