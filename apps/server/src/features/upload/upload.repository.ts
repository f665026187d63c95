import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { UploadedFileTable } from '../../db/tables';

/**
 * Whose files a call sees: a store's (a store is selected), or an account's own files that
 * belong to no store (no store selected: a new merchant's qualification photos).
 */
export type FileScope = { kind: 'store'; storeId: number } | { kind: 'account'; accountId: number };

/** The uploaded_files table: one row per reported object, always read within one scope. */
export const createUploadRepository = (db: Database) => {
  const inScope = (scope: FileScope) => {
    const query = db.selectFrom('uploaded_files');
    return scope.kind === 'store'
      ? query.where('store_id', '=', scope.storeId)
      : query.where('account_id', '=', scope.accountId).where('store_id', 'is', null);
  };

  return {
    insert: (row: Insertable<UploadedFileTable>) =>
      db.insertInto('uploaded_files').values(row).returningAll().executeTakeFirstOrThrow(),

    findByKey: (key: string) =>
      db.selectFrom('uploaded_files').selectAll().where('key', '=', key).executeTakeFirst(),

    findInScope: (scope: FileScope, id: number) =>
      inScope(scope).selectAll().where('id', '=', id).executeTakeFirst(),

    /** One page, newest first (id breaks ties between rows of the same instant). */
    listInScope: async (scope: FileScope, page: { number: number; size: number; purpose?: string }) => {
      let query = inScope(scope);
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

    deleteInScope: async (scope: FileScope, id: number) => {
      let query = db.deleteFrom('uploaded_files').where('id', '=', id);
      query =
        scope.kind === 'store'
          ? query.where('store_id', '=', scope.storeId)
          : query.where('account_id', '=', scope.accountId).where('store_id', 'is', null);
      return query.executeTakeFirst();
    },

    /**
     * A file that some claim's qualifications point at (the platform's review may read it).
     * Qualifications keep photo ids without a foreign key, hence the lookup on three columns.
     */
    findReferencedByQualification: (id: number) =>
      db
        .selectFrom('uploaded_files as f')
        .select(['f.id', 'f.key', 'f.content_type'])
        .where('f.id', '=', id)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('store_qualifications as q')
              .select('q.id')
              .where((q) =>
                q.or([
                  q('q.licence_photo_id', '=', id),
                  q('q.id_card_front_id', '=', id),
                  q('q.id_card_back_id', '=', id),
                ]),
              ),
          ),
        )
        .executeTakeFirst(),
  };
};
