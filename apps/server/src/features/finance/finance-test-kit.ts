import type { Database } from '../../db/database';
import { postJournal, storeAccount } from '../../lib/ledger';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { call } from '../employee/employee-test-kit';
import { uploadedFile } from '../onboarding/onboarding-test-kit';

export { call };

/** The legal representative of every approved qualification the kit makes. */
export const LEGAL_NAME = '王小明';

let serial = 0;

/** A store owner (one store, signed in on it) whose claim was approved with a qualification. */
export const financeOwner = async (db: Database) => {
  const m = await createMerchant(db, { stores: 1 });
  const storeId = m.storeIds[0] as number;
  const now = isoNow();
  const claim = await db
    .insertInto('store_claims')
    .values({
      store_id: storeId,
      account_id: m.accountId,
      status: 'approved',
      reason: null,
      created_at: now,
      decided_at: now,
      decided_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_qualifications')
    .values({
      claim_id: claim.id,
      account_id: m.accountId,
      licence_code: `91310000MA1K${String(++serial).padStart(6, '0')}`,
      licence_photo_id: await uploadedFile(db, m.accountId),
      legal_name: LEGAL_NAME,
      id_card_number: '110101199003074514',
      id_card_front_id: await uploadedFile(db, m.accountId),
      id_card_back_id: await uploadedFile(db, m.accountId),
      contact_phone: '13912345678',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { ...m, storeId, token: await createSessionToken(db, m.accountId, { storeId }) };
};

/**
 * Posts one movement between two of the store's balances (or from the outside, `store_desk_takings`
 * standing in for the payment the orders feature will post), as the other features will.
 */
export const postMovement = async (
  db: Database,
  storeId: number,
  movement: { kind: string; id: number; key: string },
  from: Parameters<typeof storeAccount>[0],
  to: Parameters<typeof storeAccount>[0],
  fen: number,
) =>
  postJournal(db, {
    movement,
    actor: { kind: 'system', accountId: null },
    entries: [
      { account: storeAccount(from, storeId), amount_fen: -fen },
      { account: storeAccount(to, storeId), amount_fen: fen },
    ],
  });

/** Sends the owner a confirmation code through the real call and answers it. */
export const ownerCode = async (t: TestApp, owner: { token: string; phone: string }) => {
  // One code per phone per minute: the phone's earlier codes are moved out of the limits' window.
  await t.app.deps.db
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
    .where('phone', '=', owner.phone)
    .execute();
  const res = await call(t.app, 'POST', '/api/withdrawal/account/sendcode', { token: owner.token });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  const sent = t.sms.filter((m) => m.phone === owner.phone).at(-1);
  if (!sent) throw new Error('no code sent');
  return sent.code;
};
