import { Code, formatMessage, type Language } from '@merchant/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { refuseWhenFull } from '../../lib/attempt-limit';
import { lockKeys } from '../../lib/key-lock';
import { isoAgo, isoIn } from '../../lib/time';
import { createSmsCodeRepository } from './sms-code.repository';
import {
  hashSmsCode,
  isSmsCodeMatch,
  newSmsCode,
  SMS_CODE_TTL_MS,
  SMS_MAX_ATTEMPTS,
  smsLimits,
} from './user-rules';

export const badSmsCode = () => new AppError(Code.BAD_CREDENTIALS, 'badSmsCode');

/** Rows older than this count for no limit and no login any more. */
const KEEP_MS = 24 * 3600 * 1000;

/** Phone codes: sending them under the limits, and checking one that a caller types. */
export const createSmsCodeService = ({ db, sms }: Pick<Deps, 'db' | 'sms'>) => {
  const codes = createSmsCodeRepository(db);
  return {
    /**
     * Sends a new code, also to phones without an account (registration uses codes too). The
     * limits are checked and the row that counts as one send is written in one transaction
     * holding the phone's and the address's locks (lib/attempt-limit.ts): under any
     * concurrency exactly the allowance gets through, and a refused request writes nothing. A
     * code the provider did not take is deleted again.
     */
    send: async (phone: string, ip: string, lang: Language): Promise<{ expires_in: number }> => {
      await codes.pruneBefore(isoAgo(KEEP_MS));
      const code = newSmsCode();
      const id = await db.transaction().execute(async (trx) => {
        await lockKeys(trx, [`sms:phone:${phone}`, `sms:ip:${ip}`]);
        await refuseWhenFull(trx, 'sms_codes', [
          { column: 'phone', value: phone, limit: smsLimits.phoneMinute },
          { column: 'phone', value: phone, limit: smsLimits.phoneHour },
          { column: 'ip', value: ip, limit: smsLimits.ipHour },
        ]);
        return createSmsCodeRepository(trx).insert({
          phone,
          ip,
          code_hash: hashSmsCode(phone, code),
          expires_at: isoIn(SMS_CODE_TTL_MS),
        });
      });
      try {
        await sms.send({ phone, code, text: formatMessage('smsText', lang, { code }) });
      } catch (error) {
        await codes.remove(id);
        throw error;
      }
      return { expires_in: SMS_CODE_TTL_MS / 1000 };
    },

    /**
     * Checks `code` against the newest unexpired code sent to `phone` and returns that code's
     * id, not yet spent (the caller spends it with markUsed in its own transaction). Only the
     * newest code counts: a new code replaces older ones, and spending it does not revive them.
     */
    check: async (phone: string, code: string): Promise<number> => {
      const latest = await codes.findLatestUnexpired(phone);
      if (!latest || latest.used_at !== null) throw badSmsCode();
      if (!(await codes.claimAttempt(latest.id, SMS_MAX_ATTEMPTS))) throw badSmsCode();
      if (!isSmsCodeMatch(latest.code_hash, phone, code)) throw badSmsCode();
      await codes.releaseAttempt(latest.id);
      return latest.id;
    },
  };
};
