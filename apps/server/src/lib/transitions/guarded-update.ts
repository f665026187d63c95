import { Code } from '@merchant/shared';
import type { Database } from '../../db/database';
import type { Tables } from '../../db/tables';
import { AppError } from '../app-error';

/** Tables whose rows have an id and a status that transition tables govern. */
export type StatefulTable = {
  [K in keyof Tables]: Tables[K] extends { status: string } ? K : never;
}[keyof Tables];

/** The row changed between reading it and writing it (another request won). */
export const stateChanged = () => new AppError(Code.CONFLICT, 'stateChanged');

/**
 * Sets `status = to` (and `extra` columns) on row `id` only while its status is still
 * `expectedFrom`: `where id = ? and status = ?` in one statement, so two requests deciding
 * the same row cannot both succeed. Zero rows changed is a -409; call it inside the
 * transaction that also writes the audit row, so a refusal leaves nothing behind.
 */
export const guardedUpdate = async <T extends StatefulTable>(
  trx: Database,
  table: T,
  id: number,
  expectedFrom: string,
  to: string,
  extra: Partial<Record<Exclude<keyof Tables[T], 'id' | 'status'>, unknown>> = {},
): Promise<void> => {
  // The union of stateful tables is narrowed to one for Kysely's types; the columns are checked above.
  const result = await trx
    .updateTable(table as 'store_claims')
    .set({ ...(extra as object), status: to })
    .where('id', '=', id)
    .where('status', '=', expectedFrom)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw stateChanged();
};
