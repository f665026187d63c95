import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  approveService,
  insertCoach,
  insertServiceArea,
  type ServiceOwner,
  serviceCall,
  serviceOwner,
  timedPayload,
} from './service-test-kit';

/**
 * A timed service's create checks its coach or area under the store's lock, the same lock a
 * coach's deactivation and an area's deletion take before they look for services naming them
 * (a check made outside the transaction lets both commit). Concurrent on purpose: on PostgreSQL,
 * before the lock, both sides could commit.
 */
describe('timed service creates racing a coach leaving and an area going', () => {
  let t: TestApp;
  let me: ServiceOwner;
  const db = () => t.app.deps.db;
  const ROUNDS = 8;

  beforeAll(async () => {
    t = await createTestApp();
    me = await serviceOwner(db());
    await approveService(db(), me.storeId, 'timed');
  });
  afterAll(() => t.close());

  const servicesNaming = (kind: 'coach' | 'area', id: number) =>
    db()
      .selectFrom('timed_services')
      .select(['id', 'status'])
      .where('resource_kind', '=', kind)
      .where('resource_id', '=', id)
      .execute();

  it('never leaves an online service booking a coach who is inactive', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const coach = await insertCoach(db(), me.storeId, `教练${round}`);
      const [created, left] = await Promise.all([
        serviceCall(
          t,
          me,
          'POST',
          '/service/timed',
          timedPayload(coach, { name: `私教${round}`, resource_kind: 'coach' }),
        ),
        serviceCall(t, me, 'POST', `/coach/${coach}/deactivate`),
      ]);
      const status = (
        await db().selectFrom('coaches').select('status').where('id', '=', coach).executeTakeFirstOrThrow()
      ).status;
      const online = (await servicesNaming('coach', coach)).filter((s) => s.status === 'online');
      // One of the two wins; never both.
      expect([created.body.code === 0, left.body.code === 0]).not.toEqual([true, true]);
      expect(status === 'inactive' && online.length > 0).toBe(false);
    }
  });

  it('never leaves a service naming an area that was deleted', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const area = await insertServiceArea(db(), me.storeId, `场地${round}`);
      const [created, deleted] = await Promise.all([
        serviceCall(t, me, 'POST', '/service/timed', timedPayload(area, { name: `场地服务${round}` })),
        serviceCall(t, me, 'DELETE', `/area/${area}`),
      ]);
      const exists = await db().selectFrom('areas').select('id').where('id', '=', area).executeTakeFirst();
      const naming = await servicesNaming('area', area);
      expect([created.body.code === 0, deleted.body.code === 0]).not.toEqual([true, true]);
      expect(exists === undefined && naming.length > 0).toBe(false);
    }
  });
});
