import type { Database } from '../../db/database';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';

/** One picture with what the answer shows of its file and coach. */
export interface CoverRow {
  id: number;
  upload_id: number;
  caption: string;
  sort: number;
  key: string;
  content_type: string;
  coach_id: number | null;
  coach_name: string | null;
}

/** The team_covers table; every query is scoped to one store's rows. */
export const createCoverRepository = (db: Database) => {
  const selectCovers = (storeId: number) =>
    db
      .selectFrom('team_covers as c')
      .innerJoin('uploaded_files as f', 'f.id', 'c.upload_id')
      .leftJoin('coaches as k', 'k.id', 'c.coach_id')
      .select([
        'c.id',
        'c.upload_id',
        'c.caption',
        'c.sort',
        'f.key',
        'f.content_type',
        'c.coach_id',
        'k.name as coach_name',
      ])
      .where('c.store_id', '=', storeId);

  return {
    /** The store's pictures in their order (id breaks ties, which only a bug could leave). */
    list: (storeId: number): Promise<CoverRow[]> =>
      selectCovers(storeId).orderBy('c.sort').orderBy('c.id').execute(),

    find: (storeId: number, id: number): Promise<CoverRow | undefined> =>
      selectCovers(storeId).where('c.id', '=', id).executeTakeFirst(),

    /** Locks the store's rows for the rest of the transaction (lib/store-lock.ts). */
    lockStore: (storeId: number): Promise<void> => lockStore(db, storeId),

    /** Ids and positions of the store's pictures, in order. */
    positions: (storeId: number) =>
      db
        .selectFrom('team_covers')
        .select(['id', 'sort'])
        .where('store_id', '=', storeId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** Which of `uploadIds` are already pictures of the store. */
    shownUploads: async (storeId: number, uploadIds: number[]): Promise<number[]> =>
      (
        await db
          .selectFrom('team_covers')
          .select('upload_id')
          .where('store_id', '=', storeId)
          .where('upload_id', 'in', uploadIds)
          .execute()
      ).map((row) => row.upload_id),

    /** The store's coach `coachId` (active or not), or undefined. */
    findStoreCoach: (storeId: number, coachId: number) =>
      db
        .selectFrom('coaches')
        .select(['id', 'name'])
        .where('id', '=', coachId)
        .where('store_id', '=', storeId)
        .executeTakeFirst(),

    insert: async (storeId: number, uploadId: number, sort: number): Promise<number> => {
      const now = isoNow();
      const row = await db
        .insertInto('team_covers')
        .values({ store_id: storeId, upload_id: uploadId, sort, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: async (storeId: number, id: number, change: { caption: string; coach_id: number | null }) => {
      await db
        .updateTable('team_covers')
        .set({ ...change, updated_at: isoNow() })
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
    },

    setSort: async (storeId: number, id: number, sort: number) => {
      await db
        .updateTable('team_covers')
        .set({ sort, updated_at: isoNow() })
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
    },

    remove: async (storeId: number, id: number): Promise<void> => {
      await db.deleteFrom('team_covers').where('id', '=', id).where('store_id', '=', storeId).execute();
    },
  };
};
