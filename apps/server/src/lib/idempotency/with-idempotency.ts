import { Code, type MessageKey, type MessageParams, messages, REQUEST_NO_KEPT_HOURS } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../app-error';
import { isoAt } from '../time';
import { fingerprintOf } from './fingerprint';
import { createIdempotencyRepository, type StoredAnswer } from './idempotency.repository';

/** One call that moves value or counts, as the idempotency table keys it. */
export interface IdempotentCall {
  /** Whose request numbers these are: `storeScope(id)` or `accountScope(id)`. */
  scope: string;
  /** What the call does, e.g. 'card.use': one number may name one action of each operation. */
  operation: string;
  requestNo: string;
  /** The normalised request (validated body and path ids); its fingerprint must repeat. */
  request: Record<string, unknown>;
}

export const storeScope = (storeId: number): string => `store:${storeId}`;
export const accountScope = (accountId: number): string => `account:${accountId}`;

const KEPT_MS = REQUEST_NO_KEPT_HOURS * 3600_000;

const isMessageKey = (text: string | null): text is MessageKey =>
  text !== null && Object.hasOwn(messages, text);

/** A refusal of the work, as stored: it is the first answer too, and a repeat gets it again. */
const refusalOf = (error: AppError): StoredAnswer => ({
  code: error.code,
  messageKey: error.messageKey,
  params: JSON.stringify(error.params),
  value: JSON.stringify(error.value ?? null),
});

/** The stored first answer, as the first caller got it: its value, or its refusal thrown again. */
const replay = <T>(stored: StoredAnswer): T => {
  const value = stored.value === null ? null : JSON.parse(stored.value);
  if (stored.code === Code.OK) return value as T;
  throw new AppError(
    stored.code,
    isMessageKey(stored.messageKey) ? stored.messageKey : 'serverError',
    stored.params === null ? {} : (JSON.parse(stored.params) as MessageParams),
    value,
  );
};

/**
 * Runs `work` once per request number (docs/idempotency.md). In one transaction: claim the key,
 * run the work, store its answer. A repeat with the same fingerprint gets the stored answer and
 * runs nothing; one with another fingerprint gets -409 `requestNoReused`. A repeat that comes
 * while the first is still running waits for it (PostgreSQL holds the repeat's insert on the
 * key's unique index until the first commits; SQLite runs one write transaction at a time), so
 * the work never runs twice. A refusal (AppError) is an answer too: the work's writes are
 * rolled back to a savepoint and the refusal is stored. Any other failure rolls back
 * everything, key included, so that a retry runs the work afresh.
 */
export const withIdempotency = async <T>(
  db: Database,
  call: IdempotentCall,
  work: (trx: Database) => Promise<T>,
): Promise<T> => {
  const fingerprint = fingerprintOf(call.request);
  const key = { scope: call.scope, operation: call.operation, requestNo: call.requestNo };
  const outcome = await db.transaction().execute(async (trx) => {
    const keys = createIdempotencyRepository(trx);
    // Both instants from one clock reading: a key is kept exactly its hours, never a tick less.
    const now = Date.now();
    const id = await keys.claim(key, fingerprint, isoAt(now), isoAt(now + KEPT_MS));
    if (id === undefined) {
      const stored = await keys.find(key);
      if (!stored || stored.code === null) throw new Error(`idempotency key ${call.requestNo} has no answer`);
      if (stored.fingerprint !== fingerprint)
        return { kind: 'refused' as const, refusal: new AppError(Code.CONFLICT, 'requestNoReused') };
      return {
        kind: 'stored' as const,
        stored: {
          code: stored.code,
          messageKey: stored.message_key,
          params: stored.params,
          value: stored.value,
        },
      };
    }
    await sql`savepoint idempotent_work`.execute(trx);
    try {
      const value = await work(trx);
      await keys.answer(id, {
        code: Code.OK,
        messageKey: null,
        params: null,
        value: JSON.stringify(value ?? null),
      });
      return { kind: 'done' as const, value };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await sql`rollback to savepoint idempotent_work`.execute(trx);
      await keys.answer(id, refusalOf(error));
      return { kind: 'refused' as const, refusal: error };
    }
  });
  if (outcome.kind === 'refused') throw outcome.refusal;
  if (outcome.kind === 'stored') return replay<T>(outcome.stored);
  return outcome.value;
};
