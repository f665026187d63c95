import {
  Code,
  type CountService,
  type CountServiceBodyParsed,
  type CountServiceOptions,
  type ListQuery,
  type Page,
  type ServiceStatus,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { isServiceOpen } from '../application';
import {
  type CountServiceRow,
  countServiceList,
  createCountServiceRepository,
} from './count-service.repository';
import type { ServiceActor } from './service-gate';
import { COUNT_SERVICE_ENTITY } from './service-transitions';
import { createServiceWrites } from './service-writes';

export const countServiceNotFound = () => new AppError(Code.NOT_FOUND, 'countServiceNotFound');

const fieldsOf = (body: CountServiceBodyParsed) => ({
  name: body.name,
  visits: body.visits,
  price_fen: body.price_fen,
  validity_days: body.validity_days,
  per_week_limit: body.per_week_limit,
  description: body.description,
});

/** Wire objects for rows of one store, with their courses in the chosen order. */
export const toCountServices = async (db: Database, rows: CountServiceRow[]): Promise<CountService[]> => {
  const links = await createCountServiceRepository(db).courses(rows.map((r) => r.id));
  return rows.map((row) => {
    const courses = links
      .filter((l) => l.count_service_id === row.id)
      .map((l) => ({ id: l.id, name: l.name }));
    return {
      id: row.id,
      name: row.name,
      visits: row.visits,
      price_fen: row.price_fen,
      validity_days: row.validity_days,
      per_week_limit: row.per_week_limit,
      course_ids: courses.map((c) => c.id),
      courses,
      description: row.description,
      status: row.status as ServiceStatus,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
};

/**
 * Per-visit services of the call's store (docs/services.md): list, detail, create, edit,
 * online / offline through the transition table. Writes only once the store's per-visit
 * application is approved; each writes an operation-log row in its transaction.
 */
export const createCountServiceService = (db: Database) => {
  const services = createCountServiceRepository(db);
  const writes = createServiceWrites({
    type: 'count',
    table: 'count_services',
    entity: COUNT_SERVICE_ENTITY,
    find: (trx, storeId, id) => createCountServiceRepository(trx).find(storeId, id),
    notFound: countServiceNotFound,
  });

  const show = async (storeId: number, id: number): Promise<CountService> => {
    const row = await services.find(storeId, id);
    if (!row) throw countServiceNotFound();
    return (await toCountServices(db, [row]))[0] as CountService;
  };

  /** Every course must be the store's (-400 naming the first that is not). */
  const checkCourses = async (trx: Database, storeId: number, ids: number[]) => {
    const own = await createCountServiceRepository(trx).storeCourseIds(storeId, ids);
    const wrong = ids.findIndex((id) => !own.has(id));
    if (wrong >= 0)
      throw new AppError(Code.VALIDATION, 'countCourseNotFound', { field: `course_ids.${wrong}` });
  };

  return {
    list: async (storeId: number, query: ListQuery): Promise<Page<CountService>> => {
      const page = await services.list(storeId, planListQuery(query, countServiceList));
      return { ...page, content: await toCountServices(db, page.content) };
    },

    get: show,

    options: async (storeId: number): Promise<CountServiceOptions> => {
      const [open, courses] = await Promise.all([
        isServiceOpen(db, storeId, 'count'),
        services.courseOptions(storeId),
      ]);
      return { open, courses };
    },

    create: async (actor: ServiceActor, body: CountServiceBodyParsed): Promise<CountService> => {
      const id = await db.transaction().execute(async (trx) => {
        await writes.beginCreate(trx, actor);
        await checkCourses(trx, actor.storeId, body.course_ids);
        const repository = createCountServiceRepository(trx);
        const status = body.status ?? 'online';
        const serviceId = await repository.insert({
          ...fieldsOf(body),
          store_id: actor.storeId,
          status,
          created_at: isoNow(),
        });
        await repository.replaceCourses(serviceId, body.course_ids);
        await writes.audit(trx, actor, serviceId, status, 'created');
        return serviceId;
      });
      return show(actor.storeId, id);
    },

    update: async (actor: ServiceActor, id: number, body: CountServiceBodyParsed): Promise<CountService> => {
      await db.transaction().execute(async (trx) => {
        const current = await writes.beginEdit(trx, actor, id, body.status);
        const repository = createCountServiceRepository(trx);
        await checkCourses(trx, actor.storeId, body.course_ids);
        await repository.update(id, { ...fieldsOf(body), updated_at: isoNow() });
        await repository.replaceCourses(id, body.course_ids);
        await writes.audit(trx, actor, id, current.status, 'edited');
      });
      return show(actor.storeId, id);
    },

    setStatus: async (actor: ServiceActor, id: number, to: ServiceStatus): Promise<CountService> => {
      await writes.setStatus(db, actor, id, to);
      return show(actor.storeId, id);
    },
  };
};
