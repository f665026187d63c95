import { Code } from '@merchant/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/transitions';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addEmployee,
  call,
  employeeBody,
  employeeToken,
  functionIds,
  newOwner,
} from '../employee/employee-test-kit';
import { platformToken } from '../onboarding/onboarding-test-kit';

/**
 * Audit scopes (docs/decisions.md "Audit scope"), on a real database: a store's event, an
 * account-level event that lists stores, a platform-level event that names none. Each reader
 * sees only what its scope and grants allow.
 */
describe('audit scope', () => {
  let t: TestApp;
  /** Owns stores a1 and a2; a clerk of theirs works in a1 with coach:view. */
  let ownerA: Awaited<ReturnType<typeof newOwner>>;
  let ownerB: Awaited<ReturnType<typeof newOwner>>;
  let a1: number;
  let a2: number;
  let b1: number;
  let clerkToken: string;
  let platform: string;
  /** Each test's events carry their own entity id, so that tests do not see each other's. */
  let serial = 1000;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.deps;
    ownerA = await newOwner(db, 2);
    ownerB = await newOwner(db, 1);
    [a1, a2] = ownerA.storeIds as [number, number];
    b1 = ownerB.storeIds[0] as number;
    const [coachView] = await functionIds(db, 'coach:view');
    const clerk = await addEmployee(
      t.app,
      ownerA,
      employeeBody({ store_ids: [a1], function_ids: [coachView] }),
    );
    clerkToken = await employeeToken(db, clerk.phone, a1);
    platform = await platformToken(db);
  });
  afterAll(() => t.close());

  const record = (event: { storeId: number | null; storeIds?: number[]; entity: string; entityId: number }) =>
    recordAudit(t.app.deps.db, { actor: null, from: null, to: 'active', ...event });

  /** The entity ids of `entity` that a store log shows to `token` in `store`. */
  const seen = async (token: string, store: number, entity: string) => {
    const res = await call(t.app, 'POST', '/api/audit/list', {
      token,
      store,
      payload: { size: 100, restrictions: [{ name: 'entity', operator: '=', value: entity }] },
    });
    expect(res.body.code).toBe(Code.OK);
    return (res.body.value.content as { entity_id: number }[]).map((e) => e.entity_id).sort((x, y) => x - y);
  };
  const tokenIn = async (owner: { accountId: number }, storeId: number) => {
    const { createSessionToken } = await import('../../test/factories');
    return createSessionToken(t.app.deps.db, owner.accountId, { storeId });
  };

  it("shows a store its own events and the account-level events that list it, never another store's", async () => {
    const own = serial++;
    const listsBoth = serial++;
    const listsA2 = serial++;
    const listsB = serial++;
    const platformLevel = serial++;
    await record({ storeId: a1, entity: 'coach', entityId: own });
    await record({ storeId: null, storeIds: [a1, a2], entity: 'coach', entityId: listsBoth });
    await record({ storeId: null, storeIds: [a2], entity: 'coach', entityId: listsA2 });
    await record({ storeId: null, storeIds: [b1], entity: 'coach', entityId: listsB });
    await record({ storeId: null, entity: 'coach', entityId: platformLevel });

    expect(await seen(ownerA.token, a1, 'coach')).toEqual([own, listsBoth]);
    expect(await seen(await tokenIn(ownerA, a2), a2, 'coach')).toEqual([listsBoth, listsA2]);
    // The owner of B sees the one event that lists B, nothing of A's, no platform-level event.
    expect(await seen(await tokenIn(ownerB, b1), b1, 'coach')).toEqual([listsB]);
    // An employee with coach:view in a1 sees a1's coach events only.
    expect(await seen(clerkToken, a1, 'coach')).toEqual([own, listsBoth]);
  });

  it("never shows an employee an account-level event of an entity they may not view (an employee's grants)", async () => {
    const employeeEvent = serial++;
    await record({ storeId: null, storeIds: [a1], entity: 'employee', entityId: employeeEvent });
    expect(await seen(ownerA.token, a1, 'employee')).toContain(employeeEvent);
    expect(await seen(clerkToken, a1, 'employee')).toEqual([]);
  });

  it('writes one event for an employee change across two stores, shown in both stores to their owner', async () => {
    const added = await addEmployee(t.app, ownerA, employeeBody({ store_ids: [a1, a2] }));
    const rows = await t.app.deps.db
      .selectFrom('audit_events')
      .select(['id', 'store_id'])
      .where('entity', '=', 'employee')
      .where('entity_id', '=', added.id)
      .execute();
    expect(rows).toEqual([{ id: expect.any(Number), store_id: null }]);
    expect(await seen(ownerA.token, a1, 'employee')).toContain(added.id);
    expect(await seen(await tokenIn(ownerA, a2), a2, 'employee')).toContain(added.id);
    expect(await seen(await tokenIn(ownerB, b1), b1, 'employee')).not.toContain(added.id);
  });

  it('shows a platform-level event to the platform only, with the stores an account-level event lists', async () => {
    const platformLevel = serial++;
    const listsTwo = serial++;
    await record({ storeId: null, entity: 'payout', entityId: platformLevel });
    await record({ storeId: null, storeIds: [a2, a1], entity: 'payout', entityId: listsTwo });
    const res = await call(t.app, 'POST', '/api/platform/audit/list', {
      token: platform,
      payload: { restrictions: [{ name: 'entity', operator: '=', value: 'payout' }] },
    });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.value.content).toEqual([
      expect.objectContaining({
        entity_id: listsTwo,
        store_id: null,
        store_ids: [a1, a2].sort((x, y) => x - y),
      }),
      expect.objectContaining({ entity_id: platformLevel, store_id: null, store_ids: [] }),
    ]);
    const merchant = await call(t.app, 'POST', '/api/platform/audit/list', {
      token: ownerA.token,
      payload: {},
    });
    expect(merchant.body.code).toBe(Code.FORBIDDEN);
    expect(await seen(ownerA.token, a1, 'payout')).toEqual([listsTwo]);
    expect(await seen(await tokenIn(ownerB, b1), b1, 'payout')).toEqual([]);
  });

  it('keeps the history of a deleted store, and refuses to change or delete an audit row', async () => {
    const { db } = t.app.deps;
    const gone = await newOwner(db, 1);
    const store = gone.storeIds[0] as number;
    const entityId = serial++;
    await record({ storeId: store, entity: 'coach', entityId });
    await record({ storeId: null, storeIds: [store], entity: 'coach', entityId });
    // Only what references the store directly goes first (no store in this test has more).
    await db.deleteFrom('store_managers').where('store_id', '=', store).execute();
    await db.deleteFrom('stores').where('id', '=', store).execute();
    const kept = await db
      .selectFrom('audit_events')
      .select('store_id')
      .where('entity', '=', 'coach')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
    expect(kept).toEqual([{ store_id: store }, { store_id: null }]);

    await expect(
      sql`update audit_events set reason = 'forged' where entity_id = ${entityId}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events where entity_id = ${entityId}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_event_stores where store_id = ${store}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    expect(
      await db.selectFrom('audit_events').select('id').where('entity_id', '=', entityId).execute(),
    ).toHaveLength(2);
  });

  it('refuses an event that names a store and lists stores too (one scope per event)', async () => {
    await expect(
      record({ storeId: a1, storeIds: [a2], entity: 'coach', entityId: serial++ }),
    ).rejects.toThrow();
  });
});
