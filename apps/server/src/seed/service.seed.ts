import { sql } from 'kysely';
import type { Database } from '../db/database';
import { isoNow } from '../lib/time';
import { recordAudit } from '../lib/transitions';
import { demoFirstStoreId } from './demo-store';

const everyDay = (weekday: [string, string][], weekend: [string, string][]) =>
  JSON.stringify({
    '1': weekday,
    '2': weekday,
    '3': weekday,
    '4': weekday,
    '5': weekday,
    '6': weekend,
    '7': weekend,
  });

const TIERS = JSON.stringify([
  { hours_before: 0, fee_percent: 100 },
  { hours_before: 2, fee_percent: 50 },
  { hours_before: 24, fee_percent: 0 },
]);

/**
 * Services of the demo's first store (docs/services.md): a badminton booking of its studio
 * room by the half hour and a private coach hour; a single visit, a 10-visit pack and a
 * 20-visit pack with a weekly limit. The per-visit rows are seeded even though the demo's
 * per-visit application is still pending (application seed): they show what the store
 * prepared, and cannot be sold or changed until the platform approves it.
 */
export const seedServiceDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const now = isoNow();
  const stamp = { store_id: storeId, created_at: now, updated_at: now };

  // The demo has no court area (the area seed pins two): the badminton booking takes the studio room.
  const area = await db
    .selectFrom('areas')
    .select('id')
    .where('store_id', '=', storeId)
    .where('type', '=', 'room')
    .orderBy('id')
    .executeTakeFirst();
  const coach = await db
    .selectFrom('coaches')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirst();
  // Each row's "created" line in the operation log, by the system (no account), as a real save writes it.
  const created = (entity: string, entityId: number) =>
    recordAudit(db, {
      actor: null,
      storeId,
      entity,
      entityId,
      from: 'online',
      to: 'online',
      reason: 'created',
    });
  if (area) {
    const { id } = await db
      .insertInto('timed_services')
      .values({
        ...stamp,
        name: '羽毛球包场（半小时）',
        resource_kind: 'area',
        resource_id: area.id,
        unit_minutes: 30,
        unit_price_fen: 800,
        min_units: 2,
        max_units: 8,
        capacity: 1,
        opening_hours: everyDay([['09:00', '22:00']], [['08:00', '21:00']]),
        cancel_fee_tiers: TIERS,
        description: '整场包场，含球网；请自备球拍。',
        status: 'online',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await created('timed_service', id);
  }
  if (coach) {
    const { id } = await db
      .insertInto('timed_services')
      .values({
        ...stamp,
        name: '私教一小时',
        resource_kind: 'coach',
        resource_id: coach.id,
        unit_minutes: 60,
        unit_price_fen: 30_000,
        min_units: 1,
        max_units: 2,
        capacity: 1,
        opening_hours: everyDay(
          [
            ['10:00', '12:00'],
            ['14:00', '21:00'],
          ],
          [['09:00', '18:00']],
        ),
        cancel_fee_tiers: TIERS,
        description: '一对一私教，按小时预约。',
        status: 'online',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await created('timed_service', id);
  }

  // Online listings first (what a visitor can actually attend), then any other but drafts.
  const courses = await db
    .selectFrom('courses')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '!=', 'draft')
    .orderBy(sql`case when status = 'online' then 0 else 1 end`)
    .orderBy('id')
    .limit(3)
    .execute();
  if (courses.length === 0) return;
  const packs = [
    { name: '单次体验', visits: 1, price_fen: 6_800, validity_days: 30, per_week_limit: null },
    { name: '10次卡', visits: 10, price_fen: 58_000, validity_days: 180, per_week_limit: null },
    { name: '20次卡（每周限3次）', visits: 20, price_fen: 98_000, validity_days: 365, per_week_limit: 3 },
  ];
  for (const pack of packs) {
    const { id } = await db
      .insertInto('count_services')
      .values({
        ...stamp,
        ...pack,
        description: '可用于所列课程，有效期自购买之日起计算。',
        status: 'online',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('count_service_courses')
      .values(courses.map((c, sort) => ({ count_service_id: id, course_id: c.id, sort })))
      .execute();
    await created('count_service', id);
  }
};
