import type { Database } from '../db/database';

/**
 * Serialises the writes of one store's rows of a kind for the rest of the transaction with a
 * write that changes nothing on the store's row (portable: PostgreSQL takes the row lock,
 * SQLite the write lock), so that a decision taken on a list read afterwards (a cap, the next
 * position, a complete reorder, a draft's status) is taken on a list nobody else is changing.
 * Call it with the transaction.
 */
export const lockStore = async (trx: Database, storeId: number): Promise<void> => {
  await trx
    .updateTable('stores')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', storeId)
    .execute();
};
