import { platformApplicationListSpec } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { ServiceApplicationTable } from '../../db/tables-member';
import { defineListFields, fetchListPage, type ListPlan } from '../../lib/list-query';
import { createCoachRepository } from '../coach/coach.repository';

export type ApplicationRow = Selectable<ServiceApplicationTable> & { store_name: string };

/** Materials may be images or PDFs (upload purpose 'document' takes PDFs only). */
const MATERIAL_PURPOSES = ['image', 'document'];

export const platformApplicationList = defineListFields(
  platformApplicationListSpec,
  {
    status: 'a.status',
    type: 'a.type',
    store_id: 'a.store_id',
    store_name: 's.name',
    submitted_at: 'a.submitted_at',
    decided_at: 'a.decided_at',
  },
  { idColumn: 'a.id' },
);

export interface MaterialRow {
  application_id: number;
  upload_id: number;
  file_name: string;
  key: string;
  content_type: string;
}

/** service_applications and their files; merchant reads are scoped to one store. */
export const createApplicationRepository = (db: Database) => {
  const withStore = () =>
    db
      .selectFrom('service_applications as a')
      .innerJoin('stores as s', 's.id', 'a.store_id')
      .selectAll('a')
      .select('s.name as store_name');

  return {
    find: (storeId: number, type: string): Promise<ApplicationRow | undefined> =>
      withStore().where('a.store_id', '=', storeId).where('a.type', '=', type).executeTakeFirst(),

    findById: (id: number): Promise<ApplicationRow | undefined> =>
      withStore().where('a.id', '=', id).executeTakeFirst(),

    insert: async (row: {
      store_id: number;
      type: string;
      description: string;
      qualification: string;
      created_at: string;
    }): Promise<number> => {
      const inserted = await db
        .insertInto('service_applications')
        .values({ ...row, status: 'draft', updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    update: async (
      id: number,
      fields: { description: string; qualification: string; updated_at: string },
    ) => {
      await db.updateTable('service_applications').set(fields).where('id', '=', id).execute();
    },

    materials: (ids: number[]): Promise<MaterialRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('service_application_files as f')
            .innerJoin('uploaded_files as u', 'u.id', 'f.upload_id')
            .select(['f.application_id', 'f.upload_id', 'u.file_name', 'u.key', 'u.content_type'])
            .where('f.application_id', 'in', ids)
            .orderBy('f.application_id')
            .orderBy('f.sort')
            .execute(),

    replaceMaterials: async (applicationId: number, uploadIds: number[]) => {
      await db.deleteFrom('service_application_files').where('application_id', '=', applicationId).execute();
      if (uploadIds.length === 0) return;
      await db
        .insertInto('service_application_files')
        .values(uploadIds.map((upload_id, sort) => ({ application_id: applicationId, upload_id, sort })))
        .execute();
    },

    /** Which of `ids` are images or PDFs uploaded to the store (other stores' files are left out). */
    storeMaterialIds: async (storeId: number, ids: readonly number[]): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('uploaded_files')
        .select('id')
        .where('store_id', '=', storeId)
        .where('purpose', 'in', MATERIAL_PURPOSES)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    store: (storeId: number) =>
      db
        .selectFrom('stores')
        .select(['id', 'name', 'city', 'address'])
        .where('id', '=', storeId)
        .executeTakeFirst(),

    /** The qualifications of the store's latest approved claim (features/onboarding), if any. */
    approvedQualification: (storeId: number) =>
      db
        .selectFrom('store_claims as c')
        .innerJoin('store_qualifications as q', 'q.claim_id', 'c.id')
        .select([
          'q.licence_code',
          'q.legal_name',
          'q.id_card_number',
          'q.contact_phone',
          'q.licence_photo_id',
          'c.decided_at',
        ])
        .where('c.store_id', '=', storeId)
        .where('c.status', '=', 'approved')
        .orderBy('c.decided_at', 'desc')
        .orderBy('c.id', 'desc')
        .executeTakeFirst(),

    fileById: (id: number) =>
      db.selectFrom('uploaded_files').select(['key', 'content_type']).where('id', '=', id).executeTakeFirst(),

    platformList: (plan: ListPlan) =>
      fetchListPage(
        db
          .selectFrom('service_applications as a')
          .innerJoin('stores as s', 's.id', 'a.store_id')
          .where('a.status', '!=', 'draft'),
        plan,
        (query) => query.selectAll('a').select('s.name as store_name'),
      ),

    /** The accounts that manage the store (its owners), who hear of each decision. */
    storeManagerIds: (storeId: number) => createCoachRepository(db).storeManagerIds(storeId),
  };
};
