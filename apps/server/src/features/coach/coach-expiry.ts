import { expiryWarningLimit } from '@merchant/shared';
import type { Database } from '../../db/database';
import { type JobDefinition, takeInBatches } from '../../lib/jobs';
import { isoNow } from '../../lib/time';
import { queueSystemMessage } from '../message';
import { createCoachRepository, type DueCertificateRow } from './coach.repository';

/** The category of the store's messages about coaches (the console may show it as a tag). */
export const COACH_MESSAGE_CATEGORY = 'coach';

/** How often the job runs. */
export const COACH_EXPIRY_PASS_MS = 3600_000;
/** Certificates taken per batch by one run. */
const BATCH = 500;

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
 * null`) and the messages are queued in the outbox only when this call changed the row, in the
 * same transaction: two processes (or a save and the job) never send the same notice twice, and
 * the outbox key (certificate and date) makes a repeat delivery one message. With `trx` the
 * caller's transaction holds it all; otherwise each certificate has its own transaction.
 * Certificates are taken in batches of 500. Answers how many certificates were announced.
 */
export const notifyExpiringCertificates = async (
  db: Database,
  options: { coachId?: number; now?: Date; inTransaction?: boolean } = {},
): Promise<number> => {
  const limit = expiryWarningLimit(options.now ?? new Date());
  const announce = async (trx: Database, certificate: DueCertificateRow) => {
    const coaches = createCoachRepository(trx);
    if (!(await coaches.markNotified(certificate.id, certificate.expires_on, isoNow()))) return false;
    const key = `coach-certificate:${certificate.id}:${certificate.expires_on}`;
    for (const accountId of await coaches.storeManagerIds(certificate.store_id))
      await queueSystemMessage(trx, accountId, expiryMessage(certificate), key);
    return true;
  };
  return takeInBatches(
    { size: BATCH, start: 0, cursorOf: (certificate: DueCertificateRow) => certificate.id },
    (after, size) => createCoachRepository(db).dueCertificates(limit, options.coachId, after, size),
    (certificate) =>
      options.inTransaction
        ? announce(db, certificate)
        : db.transaction().execute((trx) => announce(trx, certificate)),
  );
};

/** The job (a date comes within 30 days without anybody saving the coach): hourly. */
export const coachCertificateJob: JobDefinition = {
  name: 'coach-certificate-notices',
  everyMs: COACH_EXPIRY_PASS_MS,
  run: ({ db, now }) => notifyExpiringCertificates(db, { now }),
};
