import { createHmac } from 'node:crypto';
import { loadStorageSecret } from '../../storage/storage-secret';

/**
 * ID card numbers are never stored. A member row keeps an HMAC-SHA256 of the normalised full
 * number (exact search and the one-per-store rule) and a masked copy to show. The hash is
 * keyed: an unkeyed hash of an ID number is brute-forced in minutes (birth date, region and
 * a check digit leave about 10^8 candidates). The key is MEMBER_ID_KEY, or generated once
 * into DATA_DIR/member-id-key; every process working on one database must share it, or the
 * numbers stored by one are not found by the other (docs/members.md).
 */
export interface IdCardCodec {
  /** The keyed hash (64 hex characters) of a number, normalised first. */
  hash: (idCard: string) => string;
}

/** Upper-case X, no surrounding space: how the same number is always written. */
export const normaliseIdCard = (idCard: string): string => idCard.trim().toUpperCase();

/** The first 6 and last 4 characters shown, the birth date and sequence hidden. */
export const maskIdCard = (idCard: string): string => {
  const id = normaliseIdCard(idCard);
  if (id.length <= 10) return '*'.repeat(id.length);
  return `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
};

export const createIdCardCodec = (key: Buffer): IdCardCodec => ({
  hash: (idCard) => createHmac('sha256', key).update(normaliseIdCard(idCard), 'utf8').digest('hex'),
});

let current: IdCardCodec | undefined;

/** Loads the key of this app (called when the member feature starts) and makes it current. */
export const useIdCardKey = (configured: string | undefined, dataDir: string): IdCardCodec => {
  current = createIdCardCodec(loadStorageSecret(configured, dataDir, 'member-id-key'));
  return current;
};

/**
 * The codec of the running app, for code that has only the database (the demo seed). The
 * member feature sets it at start, so the seed hashes with the very key searches will use.
 */
export const currentIdCardCodec = (): IdCardCodec => {
  if (!current) throw new Error('the member ID card key is not loaded (build the app first)');
  return current;
};
