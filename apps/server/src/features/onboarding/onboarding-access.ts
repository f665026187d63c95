import { Code, RoleCode } from '@merchant/shared';
import type { Database } from '../../db/database';
import type { Account } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { createAccountRepository } from '../user/account.repository';

/**
 * The caller's account, refused unless it has `role`: claims are for merchants, reviews for
 * the platform. Read on every call (sessions do not carry the role), so a changed role
 * takes effect at once.
 */
export const requireRole = async (
  db: Database,
  caller: Caller,
  role: (typeof RoleCode)['merchant' | 'platform'],
): Promise<Account> => {
  const account = await createAccountRepository(db).findById(caller.accountId);
  // Sessions go with their account (on delete cascade); this only guards a race.
  if (!account) throw new AppError(Code.SESSION_REVOKED, 'sessionRevoked');
  if (account.role !== role)
    throw new AppError(Code.FORBIDDEN, role === RoleCode.platform ? 'platformOnly' : 'merchantOnly');
  return account;
};
