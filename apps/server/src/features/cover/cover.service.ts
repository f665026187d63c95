import {
  Code,
  type Cover,
  type CoverAddBody,
  type CoverListResult,
  type CoverOrderBody,
  type CoverUpdateBody,
  MAX_COVERS_PER_STORE,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../../lib/transitions';
import type { Storage } from '../../storage/create-storage';
import { createUploadRepository } from '../upload/upload.repository';
import { signFileUrl } from '../upload/upload.service';
import { type CoverRow, createCoverRepository } from './cover.repository';

/** A picture's name in the operation log (audit_events.entity). */
export const COVER_ENTITY = 'cover';
/** The states the log records: a picture is shown on the team page until it is removed. */
const SHOWN = 'shown';
const REMOVED = 'removed';

/** Who acts, where, and from which request (for the operation log). */
export interface CoverActor {
  storeId: number;
  accountId: number;
  requestId?: string;
  /** How the caller reached the server: the images' signed URLs are built on it. */
  origin: string;
}

const coverNotFound = () => new AppError(Code.NOT_FOUND, 'coverNotFound');
const alreadyShown = (id: number) => new AppError(Code.CONFLICT, 'coverAlreadyShown', { id });

/**
 * The team page's pictures (docs/covers.md): images of the store's uploads, in the merchant's
 * order (positions 1..n, kept contiguous), each with a caption and optionally a coach of the
 * store. Every write locks the store's pictures first and records its audit rows in the same
 * transaction.
 */
export const createCoverService = (db: Database, storage: Storage) => {
  const covers = createCoverRepository(db);

  const toCover = async (row: CoverRow, origin: string): Promise<Cover> => ({
    id: row.id,
    upload_id: row.upload_id,
    url: (await signFileUrl(storage, row, origin)).url,
    caption: row.caption,
    coach:
      row.coach_id !== null && row.coach_name !== null ? { id: row.coach_id, name: row.coach_name } : null,
    sort: row.sort,
  });

  const list = async (actor: CoverActor): Promise<CoverListResult> => {
    const rows = await covers.list(actor.storeId);
    const content = await Promise.all(rows.map((row) => toCover(row, actor.origin)));
    return { content, total: content.length, max: MAX_COVERS_PER_STORE };
  };

  const audit = (
    trx: Database,
    actor: CoverActor,
    id: number,
    from: string | null,
    to: string,
    reason?: string,
  ) =>
    recordAudit(trx, {
      actor: actor.accountId,
      storeId: actor.storeId,
      entity: COVER_ENTITY,
      entityId: id,
      from,
      to,
      reason: reason ?? null,
      requestId: actor.requestId ?? null,
    });

  /** Each id once, each an image uploaded to this store; else -400 naming the field. */
  const checkUploads = async (storeId: number, ids: number[]) => {
    if (new Set(ids).size !== ids.length)
      throw new AppError(Code.VALIDATION, 'duplicateValues', { field: 'upload_ids' });
    const images = await createUploadRepository(db).storeImageIds(storeId, ids);
    const foreign = ids.find((id) => !images.has(id));
    if (foreign !== undefined)
      throw new AppError(Code.VALIDATION, 'coverUploadNotImage', { id: foreign, field: 'upload_ids' });
  };

  return {
    list,

    /** Appends the uploads at the end, in the given order. Answers the new pictures. */
    add: async (actor: CoverActor, body: CoverAddBody): Promise<Cover[]> => {
      const { storeId } = actor;
      await checkUploads(storeId, body.upload_ids);
      try {
        const ids = await db.transaction().execute(async (trx) => {
          const repo = createCoverRepository(trx);
          await repo.lockStore(storeId);
          const [shown] = await repo.shownUploads(storeId, body.upload_ids);
          if (shown !== undefined) throw alreadyShown(shown);
          const positions = await repo.positions(storeId);
          if (positions.length + body.upload_ids.length > MAX_COVERS_PER_STORE)
            throw new AppError(Code.CONFLICT, 'coverLimitReached', {
              max: MAX_COVERS_PER_STORE,
              count: positions.length,
            });
          const last = positions.at(-1)?.sort ?? 0;
          const added: number[] = [];
          for (const [index, uploadId] of body.upload_ids.entries()) {
            const id = await repo.insert(storeId, uploadId, last + index + 1);
            await audit(trx, actor, id, null, SHOWN);
            added.push(id);
          }
          return added;
        });
        const rows = await covers.list(storeId);
        return Promise.all(
          rows.filter((row) => ids.includes(row.id)).map((row) => toCover(row, actor.origin)),
        );
      } catch (error) {
        // Only reachable if the lock were bypassed: the unique (store, upload) settles it.
        if (isUniqueViolation(error)) throw alreadyShown(body.upload_ids[0] as number);
        throw error;
      }
    },

    /** Caption and coach (a coach of this store, active or not; null unlinks). */
    update: async (actor: CoverActor, id: number, body: CoverUpdateBody): Promise<Cover> => {
      const { storeId } = actor;
      await db.transaction().execute(async (trx) => {
        const repo = createCoverRepository(trx);
        await repo.lockStore(storeId);
        const before = await repo.find(storeId, id);
        if (!before) throw coverNotFound();
        const coach = body.coach_id === null ? null : await repo.findStoreCoach(storeId, body.coach_id);
        if (coach === undefined)
          throw new AppError(Code.VALIDATION, 'coverCoachNotFound', { field: 'coach_id' });
        await repo.update(storeId, id, { caption: body.caption, coach_id: body.coach_id });
        // The log names coaches as they were called at the time.
        const changed = [
          body.caption !== before.caption ? 'caption' : null,
          body.coach_id !== before.coach_id
            ? `coach ${before.coach_name ?? '-'} → ${coach?.name ?? '-'}`
            : null,
        ].filter((part) => part !== null);
        await audit(trx, actor, id, SHOWN, SHOWN, changed.length ? changed.join('; ') : 'unchanged');
      });
      const after = await covers.find(storeId, id);
      if (!after) throw coverNotFound();
      return toCover(after, actor.origin);
    },

    /**
     * The complete new order: exactly the store's picture ids, each once, else -409 (a screen
     * that is out of date must not scramble the order). One audit row per picture that moved.
     */
    reorder: async (actor: CoverActor, body: CoverOrderBody): Promise<CoverListResult> => {
      const { storeId } = actor;
      await db.transaction().execute(async (trx) => {
        const repo = createCoverRepository(trx);
        await repo.lockStore(storeId);
        const current = await repo.positions(storeId);
        const wanted = new Set(body.ids);
        const exact =
          wanted.size === body.ids.length &&
          current.length === body.ids.length &&
          current.every((row) => wanted.has(row.id));
        if (!exact) throw new AppError(Code.CONFLICT, 'coverOrderStale');
        const sortOf = new Map(current.map((row) => [row.id, row.sort]));
        for (const [index, id] of body.ids.entries()) {
          const from = sortOf.get(id);
          if (from === index + 1) continue;
          await repo.setSort(storeId, id, index + 1);
          await audit(trx, actor, id, SHOWN, SHOWN, `position ${from} → ${index + 1}`);
        }
      });
      return list(actor);
    },

    /** Removes the picture (never the uploaded file); the pictures after it move up. */
    remove: async (actor: CoverActor, id: number): Promise<null> => {
      const { storeId } = actor;
      await db.transaction().execute(async (trx) => {
        const repo = createCoverRepository(trx);
        await repo.lockStore(storeId);
        if (!(await repo.find(storeId, id))) throw coverNotFound();
        await repo.remove(storeId, id);
        const rest = await repo.positions(storeId);
        for (const [index, row] of rest.entries()) {
          if (row.sort !== index + 1) await repo.setSort(storeId, row.id, index + 1);
        }
        await audit(trx, actor, id, SHOWN, REMOVED);
      });
      return null;
    },
  };
};
