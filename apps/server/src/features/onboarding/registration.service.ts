import { Code, type LoginResult, type RegisterBody, RoleCode } from '@merchant/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import { createAccountRepository } from '../user/account.repository';
import { openSession } from '../user/open-session';
import { createSmsCodeRepository } from '../user/sms-code.repository';
import { badSmsCode, createSmsCodeService } from '../user/sms-code.service';
import { createRegistrationRepository } from './registration.repository';

const phoneAlreadyRegistered = () => new AppError(Code.CONFLICT, 'phoneAlreadyRegistered');

/** The wizard's first step: a merchant account from a phone, its code and a password. */
export const createRegistrationService = ({ db, config, sms }: Pick<Deps, 'db' | 'config' | 'sms'>) => {
  const smsCodes = createSmsCodeService({ db, sms });
  const accounts = createAccountRepository(db);

  return {
    /**
     * The code is checked before the phone, as in phone sign-in, so that only the phone's
     * owner learns that it is registered; a registered phone does not spend the code (the
     * owner may still use it to sign in). Code, account and session go in one transaction.
     */
    register: async (body: RegisterBody, ip: string): Promise<LoginResult> => {
      const codeId = await smsCodes.check(body.phone, body.code);
      // The user name is the phone too, so either taken means "registered".
      if ((await accounts.findByPhone(body.phone)) || (await accounts.findByUsername(body.phone)))
        throw phoneAlreadyRegistered();
      // Hashed before the transaction: scrypt takes a while and SQLite has one writer.
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction().execute(async (trx) => {
          if (!(await createSmsCodeRepository(trx).markUsed(codeId))) throw badSmsCode();
          const accountId = await createRegistrationRepository(trx).insertAccount({
            username: body.phone,
            phone: body.phone,
            password_hash: passwordHash,
            name: body.name ?? body.phone,
            role: RoleCode.merchant,
          });
          return openSession(trx, config, accountId, ip);
        });
      } catch (error) {
        // Two registrations of one phone at once: the loser's transaction (and code) rolls back.
        if (isUniqueViolation(error)) throw phoneAlreadyRegistered();
        throw error;
      }
    },
  };
};
