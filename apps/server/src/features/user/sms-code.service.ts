import { Code, formatMessage, type Language } from '@merchant/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isoAgo, isoIn } from '../../lib/time';
import { createSmsCodeRepository } from './sms-code.repository';
import {
  hashSmsCode,
  isSmsCodeMatch,
  newSmsCode,
  rateLimited,
  SMS_CODE_TTL_MS,
  SMS_MAX_ATTEMPTS,
  secondsToWait,
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
     * row is written before the limits are counted, so that parallel requests from several
     * processes see each other; a refused or unsent code is deleted again.
     */
    send: async (phone: string, ip: string, lang: Language): Promise<{ expires_in: number }> => {
      await codes.pruneBefore(isoAgo(KEEP_MS));
      const code = newSmsCode();
      const id = await codes.insert({
        phone,
        ip,
        code_hash: hashSmsCode(phone, code),
        expires_at: isoIn(SMS_CODE_TTL_MS),
      });
      const blockOf = async (
        column: 'phone' | 'ip',
        { max, windowMs }: { max: number; windowMs: number },
      ) => ({
        blockingAt: await codes.nthNewestSince(
          { column, value: column === 'phone' ? phone : ip },
          isoAgo(windowMs),
          max,
          id,
        ),
        windowMs,
      });
      const wait = secondsToWait([
        await blockOf('phone', smsLimits.phoneMinute),
        await blockOf('phone', smsLimits.phoneHour),
        await blockOf('ip', smsLimits.ipHour),
      ]);
      if (wait > 0) {
        await codes.remove(id);
        throw rateLimited(wait);
      }
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
