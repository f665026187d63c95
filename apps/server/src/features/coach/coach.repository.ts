import { coachListSpec } from '@merchant/shared';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CoachTable } from '../../db/tables-coach';
import { defineListFields, fetchListPage, type ListPlan, whereStore } from '../../lib/list-query';
import { createUploadRepository } from '../upload/upload.repository';

export type CoachRow = Selectable<CoachTable>;

/**
 * Where the coach list's declared fields live. `expiring` compares with a date (the last day
 * that counts as "within 30 days" in China today), so the definition is made per call.
 */
export const coachList = (warningLimit: string) =>
  defineListFields(
    coachListSpec,
    {
      name: 'c.name',
      phone: 'c.phone',
      type: 'c.type',
      status: 'c.status',
      expiring: sql`exists (select 1 from coach_certificates as x where x.coach_id = c.id and x.expires_on <= ${warningLimit})`,
      sort: 'c.sort',
      created_at: 'c.created_at',
    },
    { idColumn: 'c.id' },
  );

/** A picture of a coach with what a signed address needs. */
export interface CoverFileRow {
  coach_id: number;
  upload_id: number;
  key: string;
  content_type: string;
}

export interface CertificateRow {
  id: number;
  coach_id: number;
  name: string;
  number: string;
  photo_upload_id: number | null;
  expires_on: string;
  expiry_notified_at: string | null;
  photo_key: string | null;
  photo_content_type: string | null;
}

/** A certificate the store has not been told about yet, with what the message says. */
export interface DueCertificateRow {
  id: number;
  expires_on: string;
  name: string;
  coach_name: string;
  store_id: number;
}

export type CoachFields = Omit<CoachRow, 'id' | 'store_id' | 'created_at' | 'updated_at' | 'status'>;

/** Coaches, their pictures and certificates; every read of a coach is scoped to one store. */
export const createCoachRepository = (db: Database) => {
  const ofStore = (storeId: number) => whereStore(db.selectFrom('coaches as c'), 'c.store_id', storeId);

  return {
    list: (storeId: number, plan: ListPlan) =>
      fetchListPage(ofStore(storeId), plan, (query) => query.selectAll('c')),

    find: (storeId: number, id: number) =>
      ofStore(storeId).selectAll('c').where('c.id', '=', id).executeTakeFirst(),

    /**
     * Takes the coach's row lock for the rest of the transaction (a no-op update: PostgreSQL
     * locks the row, SQLite the database), then reads it: two edits of one coach run in turn.
     */
    lock: async (storeId: number, id: number) => {
      await db
        .updateTable('coaches')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .where('store_id', '=', storeId)
        .execute();
      return ofStore(storeId).selectAll('c').where('c.id', '=', id).executeTakeFirst();
    },

    covers: async (coachIds: number[]): Promise<CoverFileRow[]> =>
      coachIds.length === 0
        ? []
        : db
            .selectFrom('coach_cover_images as i')
            .innerJoin('uploaded_files as f', 'f.id', 'i.upload_id')
            .select(['i.coach_id', 'i.upload_id', 'f.key', 'f.content_type'])
            .where('i.coach_id', 'in', coachIds)
            .orderBy('i.coach_id')
            .orderBy('i.sort')
            .execute(),

    certificates: async (coachIds: number[]): Promise<CertificateRow[]> =>
      coachIds.length === 0
        ? []
        : db
            .selectFrom('coach_certificates as x')
            .leftJoin('uploaded_files as f', 'f.id', 'x.photo_upload_id')
            .select([
              'x.id',
              'x.coach_id',
              'x.name',
              'x.number',
              'x.photo_upload_id',
              'x.expires_on',
              'x.expiry_notified_at',
              'f.key as photo_key',
              'f.content_type as photo_content_type',
            ])
            .where('x.coach_id', 'in', coachIds)
            .orderBy('x.coach_id')
            .orderBy('x.expires_on')
            .orderBy('x.id')
            .execute(),

    avatarFiles: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db
            .selectFrom('uploaded_files')
            .select(['id', 'key', 'content_type'])
            .where('id', 'in', ids)
            .execute(),

    /** Which of `ids` are images of the store (the only files a coach may show). */
    storeImageIds: (storeId: number, ids: number[]): Promise<Set<number>> =>
      createUploadRepository(db).storeImageIds(storeId, ids),

    insert: async (row: CoachFields & { store_id: number; status: string; created_at: string }) => {
      const inserted = await db
        .insertInto('coaches')
        .values({ ...row, updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    update: async (id: number, fields: CoachFields & { updated_at: string }) => {
      await db.updateTable('coaches').set(fields).where('id', '=', id).execute();
    },

    replaceCovers: async (coachId: number, uploadIds: number[]) => {
      await db.deleteFrom('coach_cover_images').where('coach_id', '=', coachId).execute();
      if (uploadIds.length > 0)
        await db
          .insertInto('coach_cover_images')
          .values(uploadIds.map((upload_id, sort) => ({ coach_id: coachId, upload_id, sort })))
          .execute();
    },

    deleteCertificatesExcept: async (coachId: number, keep: number[]) => {
      let query = db.deleteFrom('coach_certificates').where('coach_id', '=', coachId);
      if (keep.length > 0) query = query.where('id', 'not in', keep);
      await query.execute();
    },

    insertCertificate: async (row: {
      coach_id: number;
      name: string;
      number: string;
      photo_upload_id: number | null;
      expires_on: string;
    }) => {
      await db
        .insertInto('coach_certificates')
        .values({ ...row, expiry_notified_at: null })
        .execute();
    },

    /** A changed expiry date clears the mark, so the new date is announced once in turn. */
    updateCertificate: async (
      id: number,
      coachId: number,
      row: { name: string; number: string; photo_upload_id: number | null; expires_on: string },
    ) => {
      await db
        .updateTable('coach_certificates')
        .set((eb) => ({
          ...row,
          expiry_notified_at: eb
            .case()
            .when('expires_on', '=', row.expires_on)
            .then(eb.ref('expiry_notified_at'))
            .else(null)
            .end(),
        }))
        .where('id', '=', id)
        .where('coach_id', '=', coachId)
        .execute();
    },

    /**
     * Certificates of active coaches that expire on or before `limit` and were not announced
     * (of one coach, or of every store for the job), in id order after `afterId`, at most `size`
     * (the job takes them in batches).
     */
    dueCertificates: (
      limit: string,
      coachId: number | undefined,
      afterId: number,
      size: number,
    ): Promise<DueCertificateRow[]> => {
      let query = db
        .selectFrom('coach_certificates as x')
        .innerJoin('coaches as c', 'c.id', 'x.coach_id')
        .select(['x.id', 'x.expires_on', 'x.name', 'c.name as coach_name', 'c.store_id'])
        .where('x.expiry_notified_at', 'is', null)
        .where('x.expires_on', '<=', limit)
        .where('c.status', '=', 'active');
      if (coachId !== undefined) query = query.where('c.id', '=', coachId);
      return query.where('x.id', '>', afterId).orderBy('x.id').limit(size).execute();
    },

    /**
     * Marks the certificate announced, only if nobody did (and its date is still the one seen):
     * true when this call changed the row, i.e. when this caller must send the message.
     */
    markNotified: async (id: number, expiresOn: string, at: string): Promise<boolean> => {
      const result = await db
        .updateTable('coach_certificates')
        .set({ expiry_notified_at: at })
        .where('id', '=', id)
        .where('expires_on', '=', expiresOn)
        .where('expiry_notified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The coach's sessions still to come (scheduled, not started): how many, and the first. */
    upcomingSessions: async (coachId: number, now: string) => {
      const rows = await db
        .selectFrom('timetable_sessions')
        .select(['date', 'start'])
        .where('coach_id', '=', coachId)
        .where('status', '=', 'scheduled')
        .where('starts_at', '>', now)
        .orderBy('starts_at')
        .execute();
      return { count: rows.length, first: rows[0] ?? null };
    },

    /** How many online timed services book the coach (members can book them by the hour). */
    onlineTimedServices: async (coachId: number): Promise<number> => {
      const row = await db
        .selectFrom('timed_services')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('resource_kind', '=', 'coach')
        .where('resource_id', '=', coachId)
        .where('status', '=', 'online')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The accounts that manage the store (its owners). */
    storeManagerIds: async (storeId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('store_managers')
          .select('account_id')
          .where('store_id', '=', storeId)
          .orderBy('account_id')
          .execute()
      ).map((r) => r.account_id),
  };
};
