import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimTransitions } from '../../features/onboarding/claim-transitions';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppError } from '../app-error';
import { isoNow } from '../time';
import { guardedUpdate, transition } from '.';

/** Guarded updates and transitions on a real database (SQLite, or PostgreSQL with DATABASE_URL). */
describe('guarded updates and transitions', () => {
  let t: TestApp;
  let storeId: number;
  let accountId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const merchant = await createMerchant(t.app.deps.db, { stores: 1 });
    storeId = merchant.storeIds[0] as number;
    accountId = merchant.accountId;
  });
  afterAll(() => t.close());

  const newClaim = async (status = 'pending') => {
    const { db } = t.app.deps;
    const store = await db
      .insertInto('stores')
      .values({ name: `s ${Math.random()}`, city: 'c', address: '', phone: '', created_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claim = await db
      .insertInto('store_claims')
      .values({ store_id: store.id, account_id: accountId, status, created_at: isoNow() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: claim.id, storeId: store.id };
  };
  const statusOf = async (id: number) =>
    (await t.app.deps.db.selectFrom('store_claims').select('status').where('id', '=', id).executeTakeFirst())
      ?.status;
  const auditRows = (id: number) =>
    t.app.deps.db.selectFrom('audit_events').selectAll().where('entity_id', '=', id).execute();

  it('changes the row from the expected state, and nothing from another one', async () => {
    const { db } = t.app.deps;
    const { id } = await newClaim();
    await guardedUpdate(db, 'store_claims', id, 'pending', 'rejected', { reason: 'r' });
    expect(await statusOf(id)).toBe('rejected');
    const error = await guardedUpdate(db, 'store_claims', id, 'pending', 'approved').catch(
      (e: AppError) => e,
    );
    expect([(error as AppError).code, (error as AppError).messageKey]).toEqual([-409, 'stateChanged']);
    expect(await statusOf(id)).toBe('rejected');
  });

  it('writes the change and its audit row together', async () => {
    const claim = await newClaim();
    await t.app.deps.db.transaction().execute((trx) =>
      transition(trx, {
        table: 'store_claims',
        entity: 'store_claim',
        transitions: claimTransitions,
        id: claim.id,
        storeId: claim.storeId,
        from: 'pending',
        to: 'rejected',
        actor: { kind: 'platform', accountId, requestId: 'req-1' },
        reason: 'blurred photo',
      }),
    );
    expect(await statusOf(claim.id)).toBe('rejected');
    expect(await auditRows(claim.id)).toEqual([
      expect.objectContaining({
        actor_account_id: accountId,
        store_id: claim.storeId,
        entity: 'store_claim',
        from_state: 'pending',
        to_state: 'rejected',
        reason: 'blurred photo',
        request_id: 'req-1',
      }),
    ]);
  });

  it('leaves neither the change nor an audit row when the transaction fails after them', async () => {
    const claim = await newClaim();
    const failed = t.app.deps.db.transaction().execute(async (trx) => {
      await transition(trx, {
        table: 'store_claims',
        entity: 'store_claim',
        transitions: claimTransitions,
        id: claim.id,
        storeId: claim.storeId,
        from: 'pending',
        to: 'approved',
        actor: { kind: 'platform', accountId: null },
      });
      throw new Error('forced after the update');
    });
    await expect(failed).rejects.toThrow('forced after the update');
    expect(await statusOf(claim.id)).toBe('pending');
    expect(await auditRows(claim.id)).toEqual([]);
  });

  it('refuses an actor the table does not name before writing anything', async () => {
    const claim = await newClaim();
    const refused = transition(t.app.deps.db, {
      table: 'store_claims',
      entity: 'store_claim',
      transitions: claimTransitions,
      id: claim.id,
      storeId,
      from: 'pending',
      to: 'approved',
      actor: { kind: 'merchant', accountId },
    });
    await expect(refused).rejects.toMatchObject({ code: -409, messageKey: 'transitionNotAllowed' });
    expect(await statusOf(claim.id)).toBe('pending');
    expect(await auditRows(claim.id)).toEqual([]);
  });
});
