import type { CountServiceBody, ServiceType, TimedServiceBody } from '@merchant/shared';
import type { Database } from '../../db/database';
import { isoNow } from '../../lib/time';
import { createMerchant, createSessionToken } from '../../test/factories';
import { insertEmployment } from '../employee/employee-test-kit';

export {
  type CoachOwner as ServiceOwner,
  coachCall as serviceCall,
  coachOwner as serviceOwner,
} from '../coach/coach-test-kit';
export { insertCoach, insertCourse } from '../timetable/schedule-test-kit';

/** The platform's approval of the store's application for `type` (the gate the writes ask). */
export const approveService = async (
  db: Database,
  storeId: number,
  type: ServiceType,
  status = 'approved',
) => {
  const now = isoNow();
  await db
    .insertInto('service_applications')
    .values({
      store_id: storeId,
      type,
      status,
      created_at: now,
      updated_at: now,
      submitted_at: now,
      decided_at: now,
    })
    .execute();
};

/** An area of the store, open every day 08:00–22:00. */
export const insertServiceArea = async (db: Database, storeId: number, name = '羽毛球1号场') => {
  const now = isoNow();
  const hours = JSON.stringify(
    Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['08:00', '22:00']]])),
  );
  const { id } = await db
    .insertInto('areas')
    .values({
      store_id: storeId,
      name,
      capacity: 4,
      type: 'court',
      opening_hours: hours,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

export const EVERY_DAY_HOURS = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['08:00', '22:00']]]),
) as TimedServiceBody['opening_hours'];

/** A court by the half hour: a valid body; `overrides` may be invalid on purpose. */
export const timedPayload = (resourceId: number, overrides: object = {}): TimedServiceBody => ({
  name: '羽毛球场（半小时）',
  resource_kind: 'area',
  resource_id: resourceId,
  unit_minutes: 30,
  unit_price_fen: 800,
  min_units: 2,
  max_units: 6,
  capacity: 1,
  opening_hours: EVERY_DAY_HOURS,
  cancel_fee_tiers: [
    { hours_before: 24, fee_percent: 0 },
    { hours_before: 2, fee_percent: 50 },
    { hours_before: 0, fee_percent: 100 },
  ],
  description: '含球网',
  ...overrides,
});

/** A 10-visit pack on the given courses. */
export const countPayload = (courseIds: number[], overrides: object = {}): CountServiceBody => ({
  name: '10次卡',
  visits: 10,
  price_fen: 58_000,
  validity_days: 180,
  per_week_limit: 3,
  course_ids: courseIds,
  description: '',
  ...overrides,
});

/** An employee of `owner`'s store holding only `permissions` there, signed in on it. */
export const serviceEmployee = async (
  db: Database,
  owner: { accountId: number; storeId: number },
  permissions: string[],
) => {
  const staff = await createMerchant(db, { stores: 0 });
  const functions = await db
    .selectFrom('menu_functions')
    .select('id')
    .where('name', 'in', permissions)
    .execute();
  await insertEmployment(db, {
    owner: owner.accountId,
    account: staff.accountId,
    phone: staff.phone,
    storeIds: [owner.storeId],
    functionIds: functions.map((f) => f.id),
  });
  return {
    token: await createSessionToken(db, staff.accountId, { storeId: owner.storeId }),
    storeId: owner.storeId,
  };
};

/** The operation-log rows of one service. */
export const serviceAudit = (db: Database, entity: 'timed_service' | 'count_service', id: number) =>
  db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
