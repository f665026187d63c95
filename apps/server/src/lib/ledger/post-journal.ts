import type { Database } from '../../db/database';
import { isoNow } from '../time';
import { createLedgerRepository, type LedgerEntryRow } from './ledger.repository';
import type { LedgerAccount } from './ledger-accounts';

/** The business object a movement comes from, and the movement's name on it ('issue', 'use'…). */
export interface LedgerMovement {
  kind: string;
  id: number;
  key: string;
}

export interface LedgerActor {
  /** 'merchant' | 'platform' | 'system' | 'app' | 'cli' */
  kind: string;
  accountId: number | null;
}

export interface LedgerLine {
  account: LedgerAccount;
  amount_fen: number;
}

export interface JournalInput {
  movement: LedgerMovement;
  actor: LedgerActor;
  requestId?: string | null;
  entries: LedgerLine[];
}

export interface PostedJournal {
  journal: string;
  /** False when the movement had been posted before (nothing was written this time). */
  posted: boolean;
  entries: LedgerEntryRow[];
}

/** A journal that could not be posted: unbalanced, malformed, or a movement posted with other entries. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

const KIND = /^[a-z][a-z_]{0,31}$/;
const KEY = /^[a-z0-9_./#-]{1,100}$/;

/** The journal key of a movement: one movement, one journal, posted once. */
export const journalKeyOf = (movement: LedgerMovement): string => {
  if (!KIND.test(movement.kind) || !Number.isSafeInteger(movement.id) || !KEY.test(movement.key))
    throw new LedgerError(`malformed movement ${JSON.stringify(movement)}`);
  return `${movement.kind}:${movement.id}:${movement.key}`;
};

/** Refuses a journal that does not balance: no entries, a zero or non-integer amount, a sum other than 0. */
export const assertBalanced = (entries: readonly { amount_fen: number }[]): void => {
  if (entries.length < 2) throw new LedgerError('a journal needs at least two entries');
  let sum = 0;
  for (const { amount_fen } of entries) {
    if (!Number.isSafeInteger(amount_fen) || amount_fen === 0)
      throw new LedgerError(`an entry's amount must be a non-zero integer of fen, not ${amount_fen}`);
    sum += amount_fen;
  }
  if (sum !== 0) throw new LedgerError(`unbalanced journal: its entries sum to ${sum} fen, not 0`);
};

const sameLines = (rows: LedgerEntryRow[], lines: (LedgerLine & { reverses?: number | null })[]) =>
  rows.length === lines.length &&
  rows.every((row, i) => {
    const line = lines[i] as LedgerLine & { reverses?: number | null };
    return (
      row.account_kind === line.account.kind &&
      row.store_id === line.account.storeId &&
      (row.account_owner_id === null ? null : Number(row.account_owner_id)) === line.account.ownerId &&
      Number(row.amount_fen) === line.amount_fen &&
      (row.reverses_entry_id === null ? null : Number(row.reverses_entry_id)) === (line.reverses ?? null)
    );
  });

/** Writes one journal under `journal`, once; shared by posting and reversing. */
const writeJournal = async (
  trx: Database,
  journal: string,
  object: { kind: string; id: number },
  input: { actor: LedgerActor; requestId?: string | null },
  lines: (LedgerLine & { reverses?: number | null })[],
): Promise<PostedJournal> => {
  assertBalanced(lines);
  const ledger = createLedgerRepository(trx);
  const at = isoNow();
  const inserted = await ledger.insertEntries(
    lines.map((line, i) => ({
      journal,
      line: i + 1,
      store_id: line.account.storeId,
      account_kind: line.account.kind,
      account_owner_id: line.account.ownerId,
      amount_fen: line.amount_fen,
      object_kind: object.kind,
      object_id: object.id,
      reverses_entry_id: line.reverses ?? null,
      actor_kind: input.actor.kind,
      actor_account_id: input.actor.accountId,
      request_id: input.requestId?.slice(0, 64) ?? null,
      created_at: at,
    })),
  );
  if (inserted.length === lines.length) {
    // Only a journal written now moves balances: a repeat of the movement inserted nothing.
    await ledger.addToBalances(lines);
    return { journal, posted: true, entries: await ledger.journal(journal) };
  }
  const entries = await ledger.journal(journal);
  // A repeat of the movement: it must be the same journal, else the caller has a bug.
  if (inserted.length === 0 && sameLines(entries, lines)) return { journal, posted: false, entries };
  throw new LedgerError(`movement ${journal} was already posted with other entries`);
};

/**
 * Posts a balanced journal for one movement, inside the caller's transaction `trx`. The same
 * movement posted again (a retry, or a concurrent request that lost the race) writes nothing and
 * answers the journal as first posted: the unique (journal, line) index decides, on both
 * databases, without a check made outside the write.
 */
export const postJournal = (trx: Database, input: JournalInput): Promise<PostedJournal> =>
  writeJournal(trx, journalKeyOf(input.movement), input.movement, input, input.entries);

/** The key of the journal that reverses `journal`. */
export const reversalKeyOf = (journal: string) => `${journal}/reversal`;

/**
 * Undoes a posted journal by a new one whose every entry negates one of the original's and names
 * it (`reverses_entry_id`). An entry is reversed at most once; reversing again answers the first
 * reversal. Nothing is updated or deleted.
 */
export const reverseJournal = async (
  trx: Database,
  input: { journal: string; actor: LedgerActor; requestId?: string | null },
): Promise<PostedJournal> => {
  const original = await createLedgerRepository(trx).journal(input.journal);
  const first = original[0];
  if (!first) throw new LedgerError(`no journal ${input.journal} to reverse`);
  return writeJournal(
    trx,
    reversalKeyOf(input.journal),
    { kind: first.object_kind, id: Number(first.object_id) },
    input,
    original.map((e) => ({
      account: {
        kind: e.account_kind as LedgerAccount['kind'],
        storeId: e.store_id,
        ownerId: e.account_owner_id === null ? null : Number(e.account_owner_id),
      },
      amount_fen: -Number(e.amount_fen),
      reverses: Number(e.id),
    })),
  );
};

/**
 * An account's balance: its running balance (ledger_balances), which every journal adds to in
 * the transaction that posts it and the ledger check proves equal to the sum of its entries.
 */
export const balanceOf = (db: Database, account: LedgerAccount): Promise<number> =>
  createLedgerRepository(db).balance(account);
