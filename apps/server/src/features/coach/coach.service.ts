import {
  type Coach,
  type CoachBodyParsed,
  type CoachStatus,
  type CoachType,
  Code,
  expiryWarningLimit,
  type ListQuery,
  type Page,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { recordAudit, transition } from '../../lib/transitions';
import type { Storage } from '../../storage/create-storage';
import { lockStoreSchedule } from '../area';
import { signFileUrl } from '../upload/upload.service';
import {
  type CertificateRow,
  type CoachRow,
  type CoverFileRow,
  coachList,
  createCoachRepository,
} from './coach.repository';
import { notifyExpiringCertificates } from './coach-expiry';
import { COACH_ENTITY, coachTransitions } from './coach-transitions';

export const coachNotFound = () => new AppError(Code.NOT_FOUND, 'coachNotFound');
const notStoreImage = (field: string) => new AppError(Code.VALIDATION, 'photoNotFound', { field });

/** Who acts, in which store, for which request (the log line in the operation log). */
export interface CoachActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}

/** Every picture a body names, with the field that names it (for a -400 naming that field). */
const picturesOf = (body: CoachBodyParsed): { field: string; id: number }[] => [
  ...(body.avatar_upload_id === null ? [] : [{ field: 'avatar_upload_id', id: body.avatar_upload_id }]),
  ...body.cover_upload_ids.map((id, i) => ({ field: `cover_upload_ids.${i}`, id })),
  ...body.certificates.flatMap((c, i) =>
    c.photo_upload_id === null ? [] : [{ field: `certificates.${i}.photo_upload_id`, id: c.photo_upload_id }],
  ),
];

const fieldsOf = (body: CoachBodyParsed) => ({
  name: body.name,
  phone: body.phone,
  avatar_upload_id: body.avatar_upload_id,
  title: body.title,
  specialties: JSON.stringify(body.specialties),
  introduction: body.introduction,
  type: body.type,
  sort: body.sort,
});

const parseSpecialties = (stored: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Coaches of the call's store (docs/coaches.md): list, detail, create, edit, and activate /
 * deactivate through the transition table. Coaches are never deleted (sessions and reviews
 * refer to them). Every change writes an operation-log row in its transaction; saves also
 * announce certificates that expire within 30 days to the store's owners, once.
 */
export const createCoachService = (db: Database, storage: Storage) => {
  const coaches = createCoachRepository(db);

  const sign = async (file: { key: string; content_type: string }, origin: string) =>
    (await signFileUrl(storage, file, origin)).url;

  /** Wire objects for rows of one store, with signed picture addresses. */
  const toCoaches = async (rows: CoachRow[], origin: string, now = new Date()): Promise<Coach[]> => {
    const ids = rows.map((r) => r.id);
    const [covers, certificates, avatars] = await Promise.all([
      coaches.covers(ids),
      coaches.certificates(ids),
      coaches.avatarFiles(rows.flatMap((r) => (r.avatar_upload_id === null ? [] : [r.avatar_upload_id]))),
    ]);
    const limit = expiryWarningLimit(now);
    const avatarById = new Map(avatars.map((a) => [a.id, a]));
    const group = <T extends { coach_id: number }>(list: T[]) => {
      const byCoach = new Map<number, T[]>();
      for (const item of list) byCoach.set(item.coach_id, [...(byCoach.get(item.coach_id) ?? []), item]);
      return byCoach;
    };
    const coversByCoach = group<CoverFileRow>(covers);
    const certificatesByCoach = group<CertificateRow>(certificates);
    return Promise.all(
      rows.map(async (row): Promise<Coach> => {
        const avatar = row.avatar_upload_id === null ? undefined : avatarById.get(row.avatar_upload_id);
        const ownCovers = coversByCoach.get(row.id) ?? [];
        const ownCertificates = await Promise.all(
          (certificatesByCoach.get(row.id) ?? []).map(async (c) => ({
            id: c.id,
            name: c.name,
            number: c.number,
            photo_upload_id: c.photo_upload_id,
            photo_url:
              c.photo_key && c.photo_content_type
                ? await sign({ key: c.photo_key, content_type: c.photo_content_type }, origin)
                : null,
            expires_on: c.expires_on,
            expiring: c.expires_on <= limit,
          })),
        );
        // Certificates come sorted by date: the first expiring one is the earliest.
        const firstExpiring = ownCertificates.find((c) => c.expiring);
        return {
          id: row.id,
          name: row.name,
          phone: row.phone,
          avatar_upload_id: avatar ? row.avatar_upload_id : null,
          avatar_url: avatar ? await sign(avatar, origin) : null,
          cover_upload_ids: ownCovers.map((c) => c.upload_id),
          covers: await Promise.all(
            ownCovers.map(async (c) => ({ upload_id: c.upload_id, url: await sign(c, origin) })),
          ),
          title: row.title,
          specialties: parseSpecialties(row.specialties),
          introduction: row.introduction,
          type: row.type as CoachType,
          sort: row.sort,
          status: row.status as CoachStatus,
          certificates: ownCertificates,
          expiring: firstExpiring !== undefined,
          expiring_on: firstExpiring?.expires_on ?? null,
          created_at: row.created_at,
          updated_at: row.updated_at,
        };
      }),
    );
  };

  const show = async (storeId: number, id: number, origin: string): Promise<Coach> => {
    const row = await coaches.find(storeId, id);
    if (!row) throw coachNotFound();
    return (await toCoaches([row], origin))[0] as Coach;
  };

  /** Every picture must be an image uploaded to this store (-400 naming the first that is not). */
  const checkPictures = async (storeId: number, body: CoachBodyParsed) => {
    const pictures = picturesOf(body);
    const images = await coaches.storeImageIds(
      storeId,
      pictures.map((p) => p.id),
    );
    const wrong = pictures.find((p) => !images.has(p.id));
    if (wrong) throw notStoreImage(wrong.field);
  };

  /** Writes the certificates: ids of this coach are updated, others added, the rest removed. */
  const saveCertificates = async (
    trx: Database,
    coachId: number,
    certificates: CoachBodyParsed['certificates'],
    existing: Set<number>,
  ) => {
    const repository = createCoachRepository(trx);
    const unknown = certificates.findIndex((c) => c.id !== undefined && !existing.has(c.id));
    if (unknown >= 0)
      throw new AppError(Code.VALIDATION, 'invalidField', { field: `certificates.${unknown}.id` });
    await repository.deleteCertificatesExcept(
      coachId,
      certificates.flatMap((c) => (c.id === undefined ? [] : [c.id])),
    );
    for (const { id, ...certificate } of certificates) {
      if (id === undefined) await repository.insertCertificate({ coach_id: coachId, ...certificate });
      else await repository.updateCertificate(id, coachId, certificate);
    }
  };

  return {
    list: async (storeId: number, query: ListQuery, origin: string): Promise<Page<Coach>> => {
      const now = new Date();
      const page = await coaches.list(storeId, planListQuery(query, coachList(expiryWarningLimit(now))));
      return { ...page, content: await toCoaches(page.content, origin, now) };
    },

    get: (storeId: number, id: number, origin: string) => show(storeId, id, origin),

    create: async (actor: CoachActor, body: CoachBodyParsed, origin: string): Promise<Coach> => {
      await checkPictures(actor.storeId, body);
      const status = body.status ?? 'active';
      const id = await db.transaction().execute(async (trx) => {
        const repository = createCoachRepository(trx);
        const coachId = await repository.insert({
          ...fieldsOf(body),
          store_id: actor.storeId,
          status,
          created_at: isoNow(),
        });
        await repository.replaceCovers(coachId, body.cover_upload_ids);
        await saveCertificates(trx, coachId, body.certificates, new Set());
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: COACH_ENTITY,
          entityId: coachId,
          from: status,
          to: status,
          reason: 'created',
          requestId: actor.requestId,
        });
        await notifyExpiringCertificates(trx, { coachId, inTransaction: true });
        return coachId;
      });
      return show(actor.storeId, id, origin);
    },

    /** The status may be sent but must be the current one (it changes by activate / deactivate). */
    update: async (actor: CoachActor, id: number, body: CoachBodyParsed, origin: string): Promise<Coach> => {
      await checkPictures(actor.storeId, body);
      await db.transaction().execute(async (trx) => {
        const repository = createCoachRepository(trx);
        const current = await repository.lock(actor.storeId, id);
        if (!current) throw coachNotFound();
        if (body.status !== undefined && body.status !== current.status)
          throw new AppError(Code.CONFLICT, 'coachStatusByAction');
        await repository.update(id, { ...fieldsOf(body), updated_at: isoNow() });
        await repository.replaceCovers(id, body.cover_upload_ids);
        const existing = new Set((await repository.certificates([id])).map((c) => c.id));
        await saveCertificates(trx, id, body.certificates, existing);
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: COACH_ENTITY,
          entityId: id,
          from: current.status,
          to: current.status,
          reason: 'edited',
          requestId: actor.requestId,
        });
        await notifyExpiringCertificates(trx, { coachId: id, inTransaction: true });
      });
      return show(actor.storeId, id, origin);
    },

    /** Through the transition table: a coach already in `to` answers -409. */
    setStatus: async (actor: CoachActor, id: number, to: CoachStatus, origin: string): Promise<Coach> => {
      await db.transaction().execute(async (trx) => {
        // Under the schedule lock: a timetable save cannot give the coach a session meanwhile.
        await lockStoreSchedule(trx, actor.storeId);
        const repository = createCoachRepository(trx);
        const current = await repository.find(actor.storeId, id);
        if (!current) throw coachNotFound();
        if (to === 'inactive') {
          // Members booked those sessions: they must be given another coach or cancelled first.
          const upcoming = await repository.upcomingSessions(id, isoNow());
          if (upcoming.first)
            throw new AppError(Code.CONFLICT, 'coachHasUpcomingSessions', {
              count: upcoming.count,
              date: upcoming.first.date,
              start: upcoming.first.start,
            });
          // Members book those services by the hour: they must go offline or change coach first.
          const services = await repository.onlineTimedServices(id);
          if (services > 0) throw new AppError(Code.CONFLICT, 'coachBookedByServices', { count: services });
        }
        await transition(trx, {
          table: 'coaches',
          entity: COACH_ENTITY,
          transitions: coachTransitions,
          id,
          storeId: actor.storeId,
          from: current.status as CoachStatus,
          to,
          actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
          extra: { updated_at: isoNow() },
        });
        // A coach active again may hold certificates that came due while inactive.
        if (to === 'active') await notifyExpiringCertificates(trx, { coachId: id, inTransaction: true });
      });
      return show(actor.storeId, id, origin);
    },
  };
};
