import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { UploadedFileTable } from '../../db/tables';

/** The uploaded_files table: one row per reported object, always read within one store. */
export const createUploadRepository = (db: Database) => ({
  insert: (row: Insertable<UploadedFileTable>) =>
    db.insertInto('uploaded_files').values(row).returningAll().executeTakeFirstOrThrow(),

  findByKey: (key: string) =>
    db.selectFrom('uploaded_files').selectAll().where('key', '=', key).executeTakeFirst(),

  findInStore: (storeId: number, id: number) =>
    db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** One page, newest first (id breaks ties between rows of the same instant). */
  listInStore: async (storeId: number, page: { number: number; size: number; purpose?: string }) => {
    let query = db.selectFrom('uploaded_files').where('store_id', '=', storeId);
    if (page.purpose) query = query.where('purpose', '=', page.purpose);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.number - 1) * page.size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  deleteInStore: (storeId: number, id: number) =>
    db.deleteFrom('uploaded_files').where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst(),
});
