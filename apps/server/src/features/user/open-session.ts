import type { LoginResult } from '@merchant/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { isoIn } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { createSessionRepository } from '../session/session.repository';
import { createAccountRepository } from './account.repository';

/**
 * Issues a session on `executor` (the transaction when it goes with another write, such as
 * spending a phone code or creating the account). It starts on the account's first store so
 * that store-scoped calls work at once; an account without stores starts on none.
 */
export const openSession = async (
  executor: Database,
  config: Pick<Config, 'sessionTtlMs'>,
  accountId: number,
  ip: string,
): Promise<LoginResult> => {
  const token = newToken();
  const expires_at = isoIn(config.sessionTtlMs);
  const store_id = await createAccountRepository(executor).firstStoreId(accountId);
  await createSessionRepository(executor).insert({
    account_id: accountId,
    token_hash: hashToken(token),
    expires_at,
    ip,
    store_id,
  });
  return { token, expires_at };
};
