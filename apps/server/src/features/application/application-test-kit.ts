import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import type { TestApp } from '../../test/test-app';
import { type CoachOwner, coachCall, coachOwner, storeFile } from '../coach/coach-test-kit';
import { uploadedFile } from '../onboarding/onboarding-test-kit';

export {
  type CoachOwner as ApplicationOwner,
  coachCall as applicationCall,
  coachOwner as applicationOwner,
  storeFile,
};

/** A description long enough to submit (20 characters or more). */
export const SCENE = '二楼两片羽毛球场，按半小时出租，可预约教练';

/**
 * Gives the owner's store an approved claim with qualifications, as features/onboarding leaves
 * it after the platform's approval (the pre-fill reads it). Returns the licence photo's id.
 */
export const approveClaimOf = async (db: Database, owner: CoachOwner) => {
  const now = isoNow();
  const claim = await db
    .insertInto('store_claims')
    .values({
      store_id: owner.storeId,
      account_id: owner.accountId,
      status: 'approved',
      reason: null,
      created_at: now,
      decided_at: now,
      decided_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const licence = await uploadedFile(db, owner.accountId);
  await db
    .insertInto('store_qualifications')
    .values({
      claim_id: claim.id,
      account_id: owner.accountId,
      licence_code: '91310104MA1FR0XX3K',
      licence_photo_id: licence,
      legal_name: '王小明',
      id_card_number: '110101199003071234',
      id_card_front_id: await uploadedFile(db, owner.accountId),
      id_card_back_id: await uploadedFile(db, owner.accountId),
      contact_phone: '13912345678',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { licence, decidedAt: now };
};

/** Saves (or submits) the owner's application of `type` and expects success. */
export const saveApplication = async (
  t: TestApp,
  who: CoachOwner,
  body: { type: 'timed' | 'count'; description?: string; upload_ids?: number[]; submit?: boolean },
) => {
  const res = await coachCall(t, who, 'POST', '/application', body);
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.value as { id: number; status: string };
};

/** A submitted application with one image material. */
export const submitted = async (t: TestApp, who: CoachOwner, type: 'timed' | 'count' = 'timed') =>
  saveApplication(t, who, {
    type,
    description: SCENE,
    upload_ids: [await storeFile(t.app.deps.db, who.storeId, who.accountId)],
    submit: true,
  });

export const applicationAudit = (db: Database, id: number) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', 'service_application')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

export const applicationMessages = (db: Database, accountId: number) =>
  db
    .selectFrom('system_messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('category', '=', 'application')
    .orderBy('id')
    .execute();

export const newOwner = (db: Database) => coachOwner(db);
