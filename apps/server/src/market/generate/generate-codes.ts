/**
 * Numbers and codes of generated rows, in the formats the services give them. The services
 * draw their digits from the CSPRNG and let a unique index refuse a repeat; the generator
 * needs no retry: each code is an affine permutation of a running index (unique by
 * construction, deterministic for a seed, and still without a visible order).
 */
const permute = (index: number, digits: number, salt: number): string => {
  const mod = 10n ** BigInt(digits);
  // 7 919 × 104 729 is odd and not a multiple of 5: coprime with 10^n, so the map is a bijection.
  const value = (BigInt(index) * 829_348_951n + BigInt(salt) * 1_000_003n) % mod;
  return value.toString().padStart(digits, '0');
};

/** 'O' + China date yyyymmdd + 10 digits (order.service create). */
export const orderNo = (chinaDay: string, index: number, salt: number) =>
  `O${chinaDay.replaceAll('-', '')}${permute(index, 10, salt)}`;

/** 'P' + UTC date yyyymmdd + 14 digits (order.service pay). */
export const paymentNo = (isoAt: string, index: number, salt: number) =>
  `P${isoAt.slice(0, 10).replaceAll('-', '')}${permute(index, 14, salt + 1)}`;

/** 12 digits (order-vouchers newVoucherCode). */
export const voucherCode = (index: number, salt: number) => permute(index, 12, salt + 2);

/** The sandbox's trade number: 'SBX' + 20 digits. */
export const sandboxTradeNo = (index: number, salt: number) => `SBX${permute(index, 20, salt + 3)}`;

/** The sandbox's notification id: 'N' + 16 digits. */
export const sandboxNotifyId = (index: number, salt: number) => `N${permute(index, 16, salt + 4)}`;

/** A request id as the gateway makes one (a UUID), from the seeded generator. */
export const requestIdFrom = (random: () => number): string => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(random() * 4)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
};
