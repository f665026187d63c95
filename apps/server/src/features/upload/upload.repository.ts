import { uploadListSpec } from '@merchant/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { UploadedFileTable } from '../../db/tables';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';

/** Where the media library's declared fields live (packages/shared/src/lists/upload.list.ts). */
export const uploadList = defineListFields(
  uploadListSpec,
  {
    file_name: 'uploaded_files.file_name',
    purpose: 'uploaded_files.purpose',
    content_type: 'uploaded_files.content_type',
    size: 'uploaded_files.size',
    created_at: 'uploaded_files.created_at',
  },
  { idColumn: 'uploaded_files.id' },
);

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
      ? whereStore(query, 'uploaded_files.store_id', scope.storeId)
      : query.where('account_id', '=', scope.accountId).where('store_id', 'is', null);
  };

  return {
    /**
     * Which of `ids` are images uploaded to the store: the only files a store's pictures, team
     * covers and coaches may show (other stores' files and other kinds are left out).
     */
    storeImageIds: async (storeId: number, ids: readonly number[]): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('uploaded_files')
        .select('id')
        .where('store_id', '=', storeId)
        .where('purpose', '=', 'image')
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    insert: (row: Insertable<UploadedFileTable>) =>
      db.insertInto('uploaded_files').values(row).returningAll().executeTakeFirstOrThrow(),

    findByKey: (key: string) =>
      db.selectFrom('uploaded_files').selectAll().where('key', '=', key).executeTakeFirst(),

    findInScope: (scope: FileScope, id: number) =>
      inScope(scope).selectAll().where('id', '=', id).executeTakeFirst(),

    /** One page of the scope's files, through the list-query module (default: newest first). */
    listInScope: (scope: FileScope, plan: ListPlan) =>
      fetchListPage(inScope(scope), plan, (query) => query.selectAll()),

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
