import { type LoginResult, RoleCode } from '@merchant/shared';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { openSession } from '../user/open-session';
import { createSmsCodeRepository } from '../user/sms-code.repository';
import { badSmsCode, createSmsCodeService } from '../user/sms-code.service';
import { createAppAccountRepository } from './app-account.repository';

/** Sign-in of the marketplace app's consumers: a phone code, and the account on first use. */
export const createAppLoginService = ({ db, config, sms }: Pick<Deps, 'db' | 'config' | 'sms'>) => {
  const smsCodes = createSmsCodeService({ db, sms });

  /** Spends the code, finds or creates the consumer account and opens its session, as one write. */
  const signIn = (codeId: number, phone: string, ip: string) =>
    db.transaction().execute(async (trx) => {
      if (!(await createSmsCodeRepository(trx).markUsed(codeId))) throw badSmsCode();
      const accounts = createAppAccountRepository(trx);
      const accountId =
        (await accounts.findIdByPhone(phone)) ?? (await accounts.insert(phone, RoleCode.appUser));
      return openSession(trx, config, accountId, ip);
    });

  return {
    /**
     * The code is checked as the console's phone sign-in checks it (same limits, same -102).
     * Two first sign-ins of one phone at once: the loser's transaction rolls back (its code
     * unspent) on the unique user name, and one retry finds the winner's account.
     */
    loginWithPhone: async (phone: string, code: string, ip: string): Promise<LoginResult> => {
      const codeId = await smsCodes.check(phone, code);
      try {
        return await signIn(codeId, phone, ip);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return signIn(codeId, phone, ip);
      }
    },
  };
};
