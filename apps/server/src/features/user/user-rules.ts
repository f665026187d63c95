import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RoleCode } from '@merchant/shared';
import type { Limit } from '../../lib/attempt-limit';

/** The pure rules of signing in: limits (docs/api.md "Sessions"), codes, roles. */

const MINUTE = 60_000;

export { type Limit, rateLimited, secondsToWait } from '../../lib/attempt-limit';

export const loginLimits = {
  username: { max: 5, windowMs: 15 * MINUTE },
  ip: { max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export const smsLimits = {
  phoneMinute: { max: 1, windowMs: MINUTE },
  phoneHour: { max: 5, windowMs: 60 * MINUTE },
  ipHour: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export const SMS_CODE_TTL_MS = 5 * MINUTE;
/** Wrong tries after which a code is spent. */
export const SMS_MAX_ATTEMPTS = 5;

/** Six digits from the CSPRNG, leading zeros kept. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Salted with the phone so that one table of the million codes' hashes does not fit every row. */
export const hashSmsCode = (phone: string, code: string): string =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

export const isSmsCodeMatch = (storedHash: string, phone: string, code: string): boolean => {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashSmsCode(phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

const roleNames: Record<number, string> = {
  [RoleCode.platform]: 'platform',
  [RoleCode.appUser]: 'app_user',
  [RoleCode.merchant]: 'merchant',
  [RoleCode.coach]: 'coach',
};

/**
 * The roles the console sees. Spec §1/§6: only `admin` is used in the console, and merchants
 * are its users, so a merchant is `admin`; the account's own role name is added for routes
 * that carry a role list.
 */
export const consoleRoles = (role: number): string[] => {
  const name = roleNames[role];
  return [...(role === RoleCode.merchant ? ['admin'] : []), ...(name ? [name] : [])];
};
