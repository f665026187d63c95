import {
  type ClaimStatus,
  Code,
  type Qualification,
  type QualificationBody,
  RoleCode,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { transition } from '../../lib/transitions';
import type { Caller } from '../../plugins/auth';
import { createClaimRepository } from './claim.repository';
import { claimBlocker, claimNotFound, claimPending } from './claim.service';
import { CLAIM_ENTITY, claimTransitions } from './claim-transitions';
import { requireRole } from './onboarding-access';
import {
  createQualificationRepository,
  type QualificationFields,
  type QualificationRow,
} from './qualification.repository';

const qualificationNotFound = () => new AppError(Code.NOT_FOUND, 'qualificationNotFound');
const qualificationApproved = () => new AppError(Code.CONFLICT, 'qualificationApproved');

/** Which upload purposes each photo may have: a licence may be a scanned PDF, a card side not. */
const photoFields = [
  { field: 'licence_photo_id', purposes: ['image', 'document'] },
  { field: 'id_card_front_id', purposes: ['image'] },
  { field: 'id_card_back_id', purposes: ['image'] },
] as const;

/** The stored row as the merchant sees it (the same names as the form it fills in). */
export const qualificationFieldsOf = (row: Omit<QualificationRow, 'status' | 'store_id' | 'store_name'>) => ({
  id: row.id,
  licence_code: row.licence_code,
  licence_photo_id: row.licence_photo_id,
  legal_name: row.legal_name,
  id_card: row.id_card_number,
  id_card_front_id: row.id_card_front_id,
  id_card_back_id: row.id_card_back_id,
  contact_phone: row.contact_phone,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const toQualification = (row: QualificationRow): Qualification => ({
  ...qualificationFieldsOf(row),
  claim_id: row.claim_id,
  store: { id: row.store_id, name: row.store_name },
  status: row.status as ClaimStatus,
});

/** The wizard's last step and /qualifications: the merchant's own qualifications only. */
export const createQualificationService = (db: Database) => {
  const qualifications = createQualificationRepository(db);

  /** Each photo must be one of the caller's uploads, of a fitting kind; front and back differ. */
  const checkPhotos = async (accountId: number, body: QualificationBody) => {
    if (body.id_card_front_id === body.id_card_back_id)
      throw new AppError(Code.VALIDATION, 'idCardPhotosSame');
    const ids = photoFields.map(({ field }) => body[field]);
    const own = new Map((await qualifications.findOwnFiles(accountId, ids)).map((f) => [f.id, f.purpose]));
    for (const { field, purposes } of photoFields) {
      const purpose = own.get(body[field]);
      if (!purpose || !(purposes as readonly string[]).includes(purpose))
        throw new AppError(Code.VALIDATION, 'photoNotFound', { field });
    }
  };

  const findOwn = async (caller: Caller, id: number) => {
    const row = await qualifications.find(id, caller.accountId);
    if (!row) throw qualificationNotFound();
    return row;
  };

  return {
    /**
     * Submits or replaces the claim's qualifications. Allowed until the claim is approved; a
     * rejected claim goes back to review (pending) with them, unless someone else has claimed
     * the store meanwhile.
     */
    submit: async (caller: Caller, body: QualificationBody, requestId?: string): Promise<Qualification> => {
      await requireRole(db, caller, RoleCode.merchant);
      await checkPhotos(caller.accountId, body);
      const fields: QualificationFields = {
        licence_code: body.licence_code,
        licence_photo_id: body.licence_photo_id,
        legal_name: body.legal_name,
        id_card_number: body.id_card,
        id_card_front_id: body.id_card_front_id,
        id_card_back_id: body.id_card_back_id,
        contact_phone: body.contact_phone,
      };
      try {
        const id = await db.transaction().execute(async (trx) => {
          const claim = await createClaimRepository(trx).lockClaim(body.claim_id);
          if (!claim || claim.account_id !== caller.accountId) throw claimNotFound();
          if (claim.status === 'approved') throw qualificationApproved();
          if (claim.status === 'rejected') {
            const blocker = await claimBlocker(trx, claim.store_id, caller.accountId, claim.id);
            if (blocker) throw blocker;
            await transition(trx, {
              table: 'store_claims',
              entity: CLAIM_ENTITY,
              transitions: claimTransitions,
              id: claim.id,
              storeId: claim.store_id,
              from: 'rejected',
              to: 'pending',
              actor: { kind: 'merchant', accountId: caller.accountId, requestId },
              extra: { reason: null, decided_at: null, decided_by: null },
            });
          }
          return createQualificationRepository(trx).upsert(claim.id, caller.accountId, fields);
        });
        return toQualification((await qualifications.find(id)) as QualificationRow);
      } catch (error) {
        // Reopening lost a race with another merchant's claim of the same store.
        if (isUniqueViolation(error)) throw claimPending();
        throw error;
      }
    },

    get: async (caller: Caller, id: number): Promise<Qualification> => {
      await requireRole(db, caller, RoleCode.merchant);
      return toQualification(await findOwn(caller, id));
    },

    /** Only while the claim is not approved; the claim stays, waiting for new qualifications. */
    delete: async (caller: Caller, id: number): Promise<null> => {
      await requireRole(db, caller, RoleCode.merchant);
      const { claim_id } = await findOwn(caller, id);
      await db.transaction().execute(async (trx) => {
        // Locked first, so that an approval of the same claim cannot slip in between.
        const claim = await createClaimRepository(trx).lockClaim(claim_id);
        if (claim?.status === 'approved') throw qualificationApproved();
        await createQualificationRepository(trx).remove(id);
      });
      return null;
    },
  };
};
