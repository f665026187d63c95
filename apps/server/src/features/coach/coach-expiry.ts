import { expiryWarningLimit } from '@merchant/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { type PeriodicPass, schedulePeriodicPass } from '../../lib/periodic-pass';
import { isoNow } from '../../lib/time';
import { createMessageService } from '../message';
import { createCoachRepository, type DueCertificateRow } from './coach.repository';

/** The category of the store's messages about coaches (the console may show it as a tag). */
export const COACH_MESSAGE_CATEGORY = 'coach';

/** How often the periodic pass runs after the one at start-up. */
export const COACH_EXPIRY_PASS_MS = 3600_000;

const expiryMessage = (due: DueCertificateRow) => ({
  title: `教练证书即将到期 / Coach certificate expiring`,
  content:
    `教练“${due.coach_name}”的证书“${due.name}”有效期至 ${due.expires_on}，请及时更新。\n` +
    `The certificate “${due.name}” of coach ${due.coach_name} is valid until ${due.expires_on}: please renew it.`,
  category: COACH_MESSAGE_CATEGORY,
});

/**
 * Tells the store's owners, once per certificate and expiry date, that a certificate expires
 * within 30 days (or has expired). The mark is a guarded update (`where expiry_notified_at is
 * null`) and the messages go out only when this call changed the row, in the same transaction:
 * two processes (or a save and the periodic pass) never send the same notice twice. With `trx`
 * the caller's transaction holds it all; otherwise each certificate has its own transaction.
 * Answers how many certificates were announced.
 */
export const notifyExpiringCertificates = async (
  db: Database,
  options: { coachId?: number; now?: Date; inTransaction?: boolean } = {},
): Promise<number> => {
  const limit = expiryWarningLimit(options.now ?? new Date());
  const due = await createCoachRepository(db).dueCertificates(limit, options.coachId);
  let sent = 0;
  const announce = async (trx: Database, certificate: DueCertificateRow) => {
    const coaches = createCoachRepository(trx);
    if (!(await coaches.markNotified(certificate.id, certificate.expires_on, isoNow()))) return;
    const messages = createMessageService(trx);
    for (const accountId of await coaches.storeManagerIds(certificate.store_id))
      await messages.send(accountId, expiryMessage(certificate));
    sent += 1;
  };
  for (const certificate of due) {
    if (options.inTransaction) await announce(db, certificate);
    else await db.transaction().execute((trx) => announce(trx, certificate));
  }
  return sent;
};

/**
 * The periodic pass (a date comes within 30 days without anybody saving the coach): once soon
 * after start-up, then hourly; stop() on the app's close.
 */
export const scheduleCoachExpiryPass = (db: Database, log: FastifyBaseLogger): PeriodicPass =>
  schedulePeriodicPass(
    async () => {
      const sent = await notifyExpiringCertificates(db);
      if (sent > 0) log.info({ sent }, 'announced expiring coach certificates');
    },
    COACH_EXPIRY_PASS_MS,
    log,
    'coach certificate expiry pass failed',
  );
