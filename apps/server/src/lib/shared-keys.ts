import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { loadStorageSecret } from '../storage/storage-secret';
import { isoNow } from './time';

/**
 * Keys that every process of one database must share but that live outside it: set in the
 * environment, or generated once into DATA_DIR (storage/storage-secret.ts). A process whose
 * DATA_DIR is its own (another machine, another container) would generate its own and work
 * on with it, silently: ID card numbers hashed by one process are not found by another, and
 * upload credentials signed by one are refused by another. So the first process records a
 * keyed fingerprint of each in the database, and a process with another key refuses to start
 * with a message that says what to set (docs/multi-process.md "Keys outside the database").
 */
export interface SharedKey {
  name:
    | 'member-id-key'
    | 'withdrawal-account-key'
    | 'payment-sandbox-secret'
    | 'storage-secret'
    | 'storage-folder';
  key: Buffer;
  /** What to do about a mismatch: the setting or folder that must be shared. */
  remedy: string;
}

/** HMAC of a fixed text under the key: equal for equal keys, and the key cannot be read back. */
export const fingerprintOf = (key: SharedKey): string =>
  createHmac('sha256', key.key).update(`merchant shared key fingerprint: ${key.name}`).digest('hex');

/** The keys this configuration uses that live outside the database. */
export const sharedKeysOf = (config: Config): SharedKey[] => {
  const keys: SharedKey[] = [
    {
      name: 'member-id-key',
      key: loadStorageSecret(config.memberIdKey, config.dataDir, 'member-id-key'),
      remedy: 'set the same MEMBER_ID_KEY on every process (docs/members.md)',
    },
    {
      // Withdrawal account numbers are found again by their keyed hash.
      name: 'withdrawal-account-key',
      key: loadStorageSecret(config.withdrawalAccountKey, config.dataDir, 'withdrawal-account-key'),
      remedy: 'set the same WITHDRAWAL_ACCOUNT_KEY on every process (docs/finance.md)',
    },
  ];
  if (config.payments.provider === 'sandbox')
    // The sandbox's notifications are signed by the process that took the payment and checked
    // by whichever process receives them.
    keys.push({
      name: 'payment-sandbox-secret',
      key: loadStorageSecret(config.payments.sandboxSecret, config.dataDir, 'payment-sandbox-secret'),
      remedy: 'set the same PAYMENT_SANDBOX_SECRET on every process (docs/payments.md)',
    });
  if (config.storage.kind === 'embedded')
    keys.push(
      {
        name: 'storage-secret',
        key: loadStorageSecret(config.storage.secret, config.dataDir),
        remedy: 'set the same STORAGE_SECRET on every process (docs/uploads.md)',
      },
      {
        // The embedded store keeps objects and multipart parts under DATA_DIR: processes must
        // share that folder (one machine, or a shared file system), or use STORAGE=s3.
        name: 'storage-folder',
        key: loadStorageSecret(undefined, config.dataDir, 'storage-folder-id'),
        remedy: 'give every process the same DATA_DIR, or use STORAGE=s3 (docs/multi-process.md)',
      },
    );
  return keys;
};

/**
 * Records each key's fingerprint on first use and throws when a recorded one differs: the
 * server then does not start. Runs after the migrations, before the app serves.
 */
export const checkSharedKeys = async (db: Database, keys: readonly SharedKey[]): Promise<void> => {
  for (const key of keys) {
    const fingerprint = fingerprintOf(key);
    await db
      .insertInto('shared_key_fingerprints')
      .values({ name: key.name, fingerprint, created_at: isoNow() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const recorded = await db
      .selectFrom('shared_key_fingerprints')
      .select('fingerprint')
      .where('name', '=', key.name)
      .executeTakeFirstOrThrow();
    if (recorded.fingerprint !== fingerprint)
      throw new Error(`this process's ${key.name} is not the one the database was used with: ${key.remedy}`);
  }
};
