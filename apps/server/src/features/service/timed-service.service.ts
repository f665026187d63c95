import {
  type CancelFeeTier,
  Code,
  type ListQuery,
  type Page,
  type ServiceStatus,
  type TimedResourceKind,
  type TimedService,
  type TimedServiceBodyParsed,
  type TimedServiceOptions,
  weekdayKeys,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { isServiceOpen } from '../application';
import { parseOpeningHours } from '../area';
import type { ServiceActor } from './service-gate';
import { TIMED_SERVICE_ENTITY } from './service-transitions';
import { createServiceWrites } from './service-writes';
import {
  createTimedServiceRepository,
  type TimedServiceRow,
  timedServiceList,
} from './timed-service.repository';

export const timedServiceNotFound = () => new AppError(Code.NOT_FOUND, 'timedServiceNotFound');

/** Stored tiers as the wire shows them (ascending); anything unreadable counts as none. */
export const parseFeeTiers = (stored: string): CancelFeeTier[] => {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (t): t is CancelFeeTier =>
          typeof t === 'object' &&
          t !== null &&
          typeof (t as CancelFeeTier).hours_before === 'number' &&
          typeof (t as CancelFeeTier).fee_percent === 'number',
      )
      .map((t) => ({ hours_before: t.hours_before, fee_percent: t.fee_percent }))
      .sort((a, b) => a.hours_before - b.hours_before);
  } catch {
    return [];
  }
};

const fieldsOf = (body: TimedServiceBodyParsed) => {
  // Stored as areas store them: open days only, ranges in order.
  const hours: Record<string, [string, string][]> = {};
  for (const day of weekdayKeys) {
    const ranges = body.opening_hours[day];
    if (ranges && ranges.length > 0) hours[day] = [...ranges].sort((a, b) => a[0].localeCompare(b[0]));
  }
  return {
    name: body.name,
    resource_kind: body.resource_kind,
    resource_id: body.resource_id,
    unit_minutes: body.unit_minutes,
    unit_price_fen: body.unit_price_fen,
    min_units: body.min_units,
    max_units: body.max_units,
    capacity: body.capacity,
    opening_hours: JSON.stringify(hours),
    cancel_fee_tiers: JSON.stringify(
      [...body.cancel_fee_tiers].sort((a, b) => a.hours_before - b.hours_before),
    ),
    description: body.description,
  };
};

/** Wire objects for rows of one store, with the names of the resources they book. */
export const toTimedServices = async (db: Database, rows: TimedServiceRow[]): Promise<TimedService[]> => {
  const names = await createTimedServiceRepository(db).resourceNames(rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    resource_kind: row.resource_kind as TimedResourceKind,
    resource_id: row.resource_id,
    resource_name: names.get(`${row.resource_kind}:${row.resource_id}`) ?? null,
    unit_minutes: row.unit_minutes,
    unit_price_fen: row.unit_price_fen,
    min_units: row.min_units,
    max_units: row.max_units,
    capacity: row.capacity,
    opening_hours: parseOpeningHours(row.opening_hours),
    cancel_fee_tiers: parseFeeTiers(row.cancel_fee_tiers),
    description: row.description,
    status: row.status as ServiceStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
};

/**
 * Timed services of the call's store (docs/services.md): list, detail, create, edit, online /
 * offline through the transition table. Writes only once the store's timed application is
 * approved; each writes an operation-log row in its transaction.
 */
export const createTimedServiceService = (db: Database) => {
  const services = createTimedServiceRepository(db);
  const writes = createServiceWrites({
    type: 'timed',
    table: 'timed_services',
    entity: TIMED_SERVICE_ENTITY,
    find: (trx, storeId, id) => createTimedServiceRepository(trx).find(storeId, id),
    notFound: timedServiceNotFound,
    checkOnline: async (trx, storeId, row) => {
      if (row.resource_kind !== 'coach') return;
      const coach = await createTimedServiceRepository(trx).coach(storeId, row.resource_id);
      if (coach?.status !== 'active') throw new AppError(Code.CONFLICT, 'timedCoachInactive');
    },
  });

  const show = async (storeId: number, id: number): Promise<TimedService> => {
    const row = await services.find(storeId, id);
    if (!row) throw timedServiceNotFound();
    return (await toTimedServices(db, [row]))[0] as TimedService;
  };

  /**
   * The resource must be the store's: an area, or a coach that is active (a coach already booked
   * by this service may stay after being deactivated, so that the service can still be edited).
   */
  const checkResource = async (
    trx: Database,
    storeId: number,
    body: TimedServiceBodyParsed,
    current?: TimedServiceRow,
  ) => {
    const repository = createTimedServiceRepository(trx);
    if (body.resource_kind === 'area') {
      if (!(await repository.area(storeId, body.resource_id)))
        throw new AppError(Code.VALIDATION, 'timedAreaNotFound', { field: 'resource_id' });
      return;
    }
    const coach = await repository.coach(storeId, body.resource_id);
    const unchanged = current?.resource_kind === 'coach' && current.resource_id === body.resource_id;
    if (!coach || (coach.status !== 'active' && !unchanged))
      throw new AppError(Code.VALIDATION, 'timedCoachNotFound', { field: 'resource_id' });
  };

  return {
    list: async (storeId: number, query: ListQuery): Promise<Page<TimedService>> => {
      const page = await services.list(storeId, planListQuery(query, timedServiceList));
      return { ...page, content: await toTimedServices(db, page.content) };
    },

    get: show,

    options: async (storeId: number): Promise<TimedServiceOptions> => {
      const [open, [areas, coaches]] = await Promise.all([
        isServiceOpen(db, storeId, 'timed'),
        services.options(storeId),
      ]);
      return {
        open,
        areas: areas.map((a) => ({ ...a, opening_hours: parseOpeningHours(a.opening_hours) })),
        coaches,
      };
    },

    create: async (actor: ServiceActor, body: TimedServiceBodyParsed): Promise<TimedService> => {
      const id = await db.transaction().execute(async (trx) => {
        await writes.beginCreate(trx, actor);
        await checkResource(trx, actor.storeId, body);
        const status = body.status ?? 'online';
        const serviceId = await createTimedServiceRepository(trx).insert({
          ...fieldsOf(body),
          store_id: actor.storeId,
          status,
          created_at: isoNow(),
        });
        await writes.audit(trx, actor, serviceId, status, 'created');
        return serviceId;
      });
      return show(actor.storeId, id);
    },

    /** The status may be sent but must be the current one (it changes by online / offline). */
    update: async (actor: ServiceActor, id: number, body: TimedServiceBodyParsed): Promise<TimedService> => {
      await db.transaction().execute(async (trx) => {
        const current = await writes.beginEdit(trx, actor, id, body.status);
        const repository = createTimedServiceRepository(trx);
        await checkResource(trx, actor.storeId, body, current);
        await repository.update(id, { ...fieldsOf(body), updated_at: isoNow() });
        await writes.audit(trx, actor, id, current.status, 'edited');
      });
      return show(actor.storeId, id);
    },

    /** Through the transition table: a service already in `to` answers -409. */
    setStatus: async (actor: ServiceActor, id: number, to: ServiceStatus): Promise<TimedService> => {
      await writes.setStatus(db, actor, id, to);
      return show(actor.storeId, id);
    },
  };
};
