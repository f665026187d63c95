import { Code, type Language, type LoginResult, type UserInfo } from '@merchant/shared';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { refuseWhenFull } from '../../lib/attempt-limit';
import { lockKeys } from '../../lib/key-lock';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { isoAgo } from '../../lib/time';
import { type Caller, resolveCaller } from '../../plugins/access';
import { createSessionRepository } from '../session/session.repository';
import { createAccountRepository } from './account.repository';
import { createLoginFailureRepository } from './login-failure.repository';
import { openSession as openSessionOn } from './open-session';
import { createSmsCodeRepository } from './sms-code.repository';
import { badSmsCode, createSmsCodeService } from './sms-code.service';
import { consoleRoles, loginLimits } from './user-rules';

const phoneNotRegistered = () => new AppError(Code.NOT_FOUND, 'phoneNotRegistered');
const employeeDisabled = () => new AppError(Code.FORBIDDEN, 'employeeDisabled');

/** Signing in and out, the caller's profile, and passwords (docs/api.md "Sessions"). */
export const createUserService = ({ db, config, sms }: Deps) => {
  const accounts = createAccountRepository(db);
  const sessions = createSessionRepository(db);
  const failures = createLoginFailureRepository(db);
  const smsCodes = createSmsCodeService({ db, sms });

  const openSession = (executor: Database, accountId: number, ip: string) =>
    openSessionOn(executor, config, accountId, ip);

  /**
   * Counts a password attempt against the limits before the password is checked: the limits
   * are checked and the row written in one transaction holding the user name's and the
   * address's locks (lib/attempt-limit.ts), so parallel guesses (also from other processes)
   * see each other and exactly the allowance gets through. A refused attempt writes nothing,
   * so that knocking on a closed door does not keep it closed.
   */
  const beginPasswordAttempt = async (username: string, ip: string): Promise<void> => {
    await failures.pruneBefore(isoAgo(loginLimits.username.windowMs));
    await db.transaction().execute(async (trx) => {
      await lockKeys(trx, [`login:username:${username}`, `login:ip:${ip}`]);
      await refuseWhenFull(trx, 'login_failures', [
        { column: 'username', value: username, limit: loginLimits.username },
        { column: 'ip', value: ip, limit: loginLimits.ip },
      ]);
      await createLoginFailureRepository(trx).insert({ username, ip });
    });
  };

  /**
   * Every way of signing in refuses an account its owners shut out (after the credentials): it
   * owns no store, has no active employment and at least one disabled one.
   */
  const refuseDisabledEmployee = async (accountId: number) => {
    const { owns, active, disabled } = await accounts.employmentFacts(accountId);
    if (!owns && !active && disabled) throw employeeDisabled();
  };

  const findCallerAccount = async (caller: Caller) => {
    const account = await accounts.findById(caller.accountId);
    // Sessions go with their account (on delete cascade); this only guards a race.
    if (!account) throw new AppError(Code.SESSION_REVOKED, 'sessionRevoked');
    return account;
  };

  return {
    /** Wrong name and wrong password answer alike, after a scrypt of the same cost. */
    loginWithPassword: async (username: string, password: string, ip: string): Promise<LoginResult> => {
      await beginPasswordAttempt(username, ip);
      const account = await accounts.findByUsername(username);
      const isValid = await verifyPassword(password, account?.password_hash ?? (await dummyPasswordHash));
      if (!account || !isValid) throw new AppError(Code.BAD_CREDENTIALS, 'badCredentials');
      await failures.clearUsername(username);
      await refuseDisabledEmployee(account.id);
      return openSession(db, account.id, ip);
    },

    /** Exchanges a live token for a fresh one; the old one is revoked in the same transaction. */
    loginWithToken: async (sessionToken: string, ip: string): Promise<LoginResult> => {
      const old = await resolveCaller(db, sessionToken);
      await refuseDisabledEmployee(old.accountId);
      return db.transaction().execute(async (trx) => {
        // Two exchanges of one token: only the first wins.
        if (!(await createSessionRepository(trx).revoke(old.sessionId, 'refreshed')))
          throw new AppError(Code.SESSION_REVOKED, 'sessionRevoked');
        return openSession(trx, old.accountId, ip);
      });
    },

    sendCode: (phone: string, ip: string, lang: Language) => smsCodes.send(phone, ip, lang),

    /** The code is checked before the account, so that the answer does not reveal who is registered. */
    loginWithPhone: async (phone: string, code: string, ip: string): Promise<LoginResult> => {
      const codeId = await smsCodes.check(phone, code);
      const account = await accounts.findByPhone(phone);
      if (!account) throw phoneNotRegistered();
      await refuseDisabledEmployee(account.id);
      return db.transaction().execute(async (trx) => {
        if (!(await createSmsCodeRepository(trx).markUsed(codeId))) throw badSmsCode();
        return openSession(trx, account.id, ip);
      });
    },

    logout: async (caller: Caller): Promise<null> => {
      await sessions.revoke(caller.sessionId, 'logout');
      return null;
    },

    getUserInfo: async (caller: Caller): Promise<UserInfo> => {
      const account = await findCallerAccount(caller);
      const { owns, active } = await accounts.employmentFacts(account.id);
      return {
        name: account.name,
        avatar: account.avatar,
        roles: consoleRoles(account.role),
        store_id: caller.storeId,
        must_set_password: account.must_set_password === 1,
        staff_only: active && !owns,
      };
    },

    /**
     * An employee's first password: allowed once, while the account is marked; the
     * session stays (it was just opened with a phone code). A second call answers -409.
     */
    setInitialPassword: async (caller: Caller, newPassword: string): Promise<null> => {
      const account = await findCallerAccount(caller);
      if (account.must_set_password !== 1) throw new AppError(Code.CONFLICT, 'passwordAlreadySet');
      const passwordHash = await hashPassword(newPassword);
      if (!(await accounts.setInitialPasswordHash(account.id, passwordHash)))
        throw new AppError(Code.CONFLICT, 'passwordAlreadySet');
      return null;
    },

    /**
     * A signed-in change: the old password is throttled like a sign-in (a stolen session must
     * not be a way to guess it); other sessions end, the caller's own stays.
     */
    changePassword: async (caller: Caller, oldPassword: string, newPassword: string, ip: string) => {
      const account = await findCallerAccount(caller);
      await beginPasswordAttempt(account.username, ip);
      if (!(await verifyPassword(oldPassword, account.password_hash)))
        throw new AppError(Code.BAD_CREDENTIALS, 'wrongOldPassword');
      await failures.clearUsername(account.username);
      // Hashed before the transaction: scrypt takes a while and SQLite has one writer.
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await createAccountRepository(trx).setPasswordHash(account.id, passwordHash);
        await createSessionRepository(trx).revokeOthers(account.id, caller.sessionId, 'password');
      });
      return null;
    },

    /** A reset with a phone code (/forget): spends the code and ends every session. */
    resetPassword: async (phone: string, code: string, newPassword: string) => {
      const codeId = await smsCodes.check(phone, code);
      const account = await accounts.findByPhone(phone);
      if (!account) throw phoneNotRegistered();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await createSmsCodeRepository(trx).markUsed(codeId))) throw badSmsCode();
        await createAccountRepository(trx).setPasswordHash(account.id, passwordHash);
        await createSessionRepository(trx).revokeOthers(account.id, null, 'password');
        // Owning the phone proves the account: earlier wrong guesses no longer hold it closed.
        await createLoginFailureRepository(trx).clearUsername(account.username);
      });
      return null;
    },
  };
};
