import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { StoreQualificationTable } from '../../db/tables';
import { isoNow } from '../../lib/time';

/** The fields a merchant submits (already checked by the shared rules). */
export type QualificationFields = Omit<
  Insertable<StoreQualificationTable>,
  'id' | 'claim_id' | 'account_id' | 'created_at' | 'updated_at'
>;

const fieldColumns = [
  'q.id',
  'q.claim_id',
  'q.account_id',
  'q.licence_code',
  'q.licence_photo_id',
  'q.legal_name',
  'q.id_card_number',
  'q.id_card_front_id',
  'q.id_card_back_id',
  'q.contact_phone',
  'q.created_at',
  'q.updated_at',
] as const;

/** Qualifications of claims, and the uploaded files they point to. */
export const createQualificationRepository = (db: Database) => ({
  /** With the claim's status and store; scoped to the account when one is given. */
  find: (id: number, accountId?: number) => {
    let query = db
      .selectFrom('store_qualifications as q')
      .innerJoin('store_claims as c', 'c.id', 'q.claim_id')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .select([...fieldColumns, 'c.status', 'c.store_id', 's.name as store_name'])
      .where('q.id', '=', id);
    if (accountId !== undefined) query = query.where('q.account_id', '=', accountId);
    return query.executeTakeFirst();
  },

  findIdByClaim: async (claim_id: number): Promise<number | undefined> =>
    (
      await db
        .selectFrom('store_qualifications')
        .select('id')
        .where('claim_id', '=', claim_id)
        .executeTakeFirst()
    )?.id,

  /** Several claims' qualifications at once (the platform's list). */
  listByClaims: (claimIds: number[]) =>
    claimIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('store_qualifications as q')
          .select(fieldColumns)
          .where('q.claim_id', 'in', claimIds)
          .execute(),

  /** Inserts the claim's qualifications, or replaces the fields of the ones it has. */
  upsert: async (claim_id: number, accountId: number, fields: QualificationFields): Promise<number> => {
    const now = isoNow();
    const { id } = await db
      .insertInto('store_qualifications')
      .values({ ...fields, claim_id: claim_id, account_id: accountId, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('claim_id').doUpdateSet({ ...fields, updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  remove: async (id: number) => {
    await db.deleteFrom('store_qualifications').where('id', '=', id).execute();
  },

  /**
   * The account's uploaded files among `ids` (docs/uploads.md: uploaded_files.account_id is
   * the uploader), with their purpose, so that a claim can only point at its merchant's files.
   */
  findOwnFiles: (accountId: number, ids: number[]) =>
    db
      .selectFrom('uploaded_files')
      .select(['id', 'purpose'])
      .where('account_id', '=', accountId)
      .where('id', 'in', ids)
      .execute(),
});

export type QualificationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createQualificationRepository>['find']>>
>;
