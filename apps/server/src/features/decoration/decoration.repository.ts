import type { Database } from '../../db/database';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';

/** One picture with the file it shows. */
export interface PictureRow {
  upload_id: number;
  sort: number;
  is_main: number;
  key: string;
  content_type: string;
}

/** The store_pictures and store_decorations tables; every query is scoped to one store. */
export const createDecorationRepository = (db: Database) => ({
  /** The store's pictures in order. */
  pictures: (storeId: number): Promise<PictureRow[]> =>
    db
      .selectFrom('store_pictures as p')
      .innerJoin('uploaded_files as f', 'f.id', 'p.upload_id')
      .select(['p.upload_id', 'p.sort', 'p.is_main', 'f.key', 'f.content_type'])
      .where('p.store_id', '=', storeId)
      .orderBy('p.sort')
      .orderBy('p.upload_id')
      .execute(),

  /** Replaces the whole list (call inside a transaction). */
  replacePictures: async (storeId: number, uploadIds: number[], mainId: number | null) => {
    await db.deleteFrom('store_pictures').where('store_id', '=', storeId).execute();
    if (uploadIds.length === 0) return;
    const now = isoNow();
    await db
      .insertInto('store_pictures')
      .values(
        uploadIds.map((uploadId, index) => ({
          store_id: storeId,
          upload_id: uploadId,
          sort: index + 1,
          is_main: uploadId === mainId ? 1 : 0,
          created_at: now,
        })),
      )
      .execute();
  },

  store: (id: number) =>
    db
      .selectFrom('stores')
      .select(['id', 'name', 'city', 'address', 'phone'])
      .where('id', '=', id)
      .executeTakeFirst(),

  decoration: (storeId: number) =>
    db.selectFrom('store_decorations').selectAll().where('store_id', '=', storeId).executeTakeFirst(),

  insertDecoration: async (storeId: number, draft: string, status: string) => {
    await db
      .insertInto('store_decorations')
      .values({ store_id: storeId, draft, status, draft_updated_at: isoNow(), published: null })
      .execute();
  },

  updateDraft: async (id: number, draft: string, status: string) => {
    await db
      .updateTable('store_decorations')
      .set({ draft, status, draft_updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
  },

  /** Locks the store's rows for the rest of the transaction (lib/store-lock.ts). */
  lockStore: (storeId: number): Promise<void> => lockStore(db, storeId),
});
