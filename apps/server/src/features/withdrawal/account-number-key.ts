import { createHmac } from 'node:crypto';
import { normaliseAccountNo } from '@merchant/shared';
import { loadStorageSecret } from '../../storage/storage-secret';

/**
 * The keyed hash of a withdrawal account number (HMAC-SHA256, hex): the duplicate check
 * compares hashes, never plain numbers. The key is WITHDRAWAL_ACCOUNT_KEY, or generated once
 * into DATA_DIR/withdrawal-account-key; every process of one database must share it.
 */
export type AccountNumberHasher = (type: number, accountNo: string) => string;

export const createAccountNumberHasher =
  (key: Buffer): AccountNumberHasher =>
  (type, accountNo) =>
    createHmac('sha256', key)
      .update(`${type}:${normaliseAccountNo(type, accountNo)}`, 'utf8')
      .digest('hex');

export const loadAccountNumberHasher = (
  configured: string | undefined,
  dataDir: string,
): AccountNumberHasher =>
  createAccountNumberHasher(loadStorageSecret(configured, dataDir, 'withdrawal-account-key'));
