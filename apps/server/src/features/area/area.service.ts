import {
  type Area,
  type AreaBodyParsed,
  type AreaType,
  Code,
  chinaDate,
  clockMinutes,
  type ListQuery,
  type Page,
  weekdayKeys,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import { type AreaRow, areaList, createAreaRepository, lockStoreSchedule } from './area.repository';

/** An area's name in the operation log (audit_events.entity). */
export const AREA_ENTITY = 'area';

export const areaNotFound = () => new AppError(Code.NOT_FOUND, 'areaNotFound');

/** Who acts, in which store, for which request (the log line in the operation log). */
export interface ScheduleActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}

export type OpeningRanges = Record<string, [string, string][]>;

/**
 * Stored opening hours as the wire shows them: every weekday "1".."7" present, ranges in
 * order; anything unreadable counts as closed.
 */
export const parseOpeningHours = (stored: string): OpeningRanges => {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = {};
  }
  const source = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const hours: OpeningRanges = {};
  for (const day of weekdayKeys) {
    const ranges = Array.isArray(source[day]) ? (source[day] as unknown[]) : [];
    hours[day] = ranges
      .filter(
        (r): r is [string, string] =>
          Array.isArray(r) && r.length === 2 && typeof r[0] === 'string' && typeof r[1] === 'string',
      )
      .map(([a, b]) => [a, b] as [string, string])
      .sort((a, b) => clockMinutes(a[0]) - clockMinutes(b[0]));
  }
  return hours;
};

const fieldsOf = (body: AreaBodyParsed) => {
  const hours: OpeningRanges = {};
  for (const day of weekdayKeys) {
    const ranges = body.opening_hours[day];
    if (ranges && ranges.length > 0)
      hours[day] = [...ranges].sort((a, b) => clockMinutes(a[0]) - clockMinutes(b[0])) as [string, string][];
  }
  return {
    name: body.name,
    capacity: body.capacity,
    type: body.type,
    opening_hours: JSON.stringify(hours),
    allow_overlap: body.allow_overlap ? 1 : 0,
  };
};

/**
 * The store's areas (docs/schedule.md): list, create, edit, delete. A session's capacity may
 * not exceed its area's, so an area's capacity may not drop below what its active rules and
 * upcoming sessions hold; an area is deleted only once nothing names it. Every change writes an
 * operation-log row in its transaction.
 */
export const createAreaService = (db: Database) => {
  const areas = createAreaRepository(db);

  const toAreas = async (rows: AreaRow[]): Promise<Area[]> => {
    const uses = await createAreaRepository(db).uses(
      rows.map((r) => r.id),
      chinaDate(),
      isoNow(),
    );
    return rows.map((row) => {
      const use = uses.get(row.id);
      return {
        id: row.id,
        name: row.name,
        capacity: row.capacity,
        type: row.type as AreaType,
        opening_hours: parseOpeningHours(row.opening_hours),
        allow_overlap: row.allow_overlap === 1,
        course_count: use?.courses ?? 0,
        rule_count: use?.rules ?? 0,
        upcoming_sessions: use?.sessions ?? 0,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  };

  const show = async (storeId: number, id: number): Promise<Area> => {
    const row = await areas.find(storeId, id);
    if (!row) throw areaNotFound();
    return (await toAreas([row]))[0] as Area;
  };

  const audit = (
    trx: Database,
    actor: ScheduleActor,
    id: number,
    from: string | null,
    to: string,
    reason: string,
  ) =>
    recordAudit(trx, {
      actor: actor.accountId,
      storeId: actor.storeId,
      entity: AREA_ENTITY,
      entityId: id,
      from,
      to,
      reason,
      requestId: actor.requestId,
    });

  return {
    list: async (storeId: number, query: ListQuery): Promise<Page<Area>> => {
      const page = await areas.list(storeId, planListQuery(query, areaList));
      return { ...page, content: await toAreas(page.content) };
    },

    get: show,

    create: async (actor: ScheduleActor, body: AreaBodyParsed): Promise<Area> => {
      const id = await db.transaction().execute(async (trx) => {
        const areaId = await createAreaRepository(trx).insert({
          ...fieldsOf(body),
          store_id: actor.storeId,
          created_at: isoNow(),
        });
        await audit(trx, actor, areaId, null, 'active', 'created');
        return areaId;
      });
      return show(actor.storeId, id);
    },

    update: async (actor: ScheduleActor, id: number, body: AreaBodyParsed): Promise<Area> => {
      await db.transaction().execute(async (trx) => {
        const repository = createAreaRepository(trx);
        await lockStoreSchedule(trx, actor.storeId);
        const current = await repository.find(actor.storeId, id);
        if (!current) throw areaNotFound();
        if (body.capacity < current.capacity) {
          const largest = await repository.largestBookedCapacity(id, chinaDate(), isoNow());
          if (body.capacity < largest)
            throw new AppError(Code.CONFLICT, 'areaCapacityInUse', { capacity: largest, field: 'capacity' });
        }
        await repository.update(id, { ...fieldsOf(body), updated_at: isoNow() });
        await audit(trx, actor, id, 'active', 'active', 'edited');
      });
      return show(actor.storeId, id);
    },

    /** Refused (-409) while a listing, an active rule, any session or a timed service names the area. */
    delete: async (actor: ScheduleActor, id: number): Promise<void> => {
      await db.transaction().execute(async (trx) => {
        const repository = createAreaRepository(trx);
        await lockStoreSchedule(trx, actor.storeId);
        const current = await repository.find(actor.storeId, id);
        if (!current) throw areaNotFound();
        const use = (await repository.uses([id], chinaDate(), isoNow())).get(id);
        if (use && (use.courses > 0 || use.rules > 0 || use.sessions > 0))
          throw new AppError(Code.CONFLICT, 'areaInUse', {
            courses: use.courses,
            rules: use.rules,
            sessions: use.sessions,
          });
        if (use && use.past > 0) throw new AppError(Code.CONFLICT, 'areaHasHistory', { count: use.past });
        const services = await repository.timedServices(id);
        if (services > 0) throw new AppError(Code.CONFLICT, 'areaBookedByServices', { count: services });
        await repository.delete(id);
        await audit(trx, actor, id, 'active', 'deleted', 'deleted');
      });
    },
  };
};
