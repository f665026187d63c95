import {
  Code,
  type DecorationContent,
  type DecorationState,
  decorationContent,
  emptyDecoration,
  MAX_STORE_PICTURES,
  type StorePictures,
  type StorePicturesBody,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isoNow } from '../../lib/time';
import { defineTransitions, recordAudit, transition } from '../../lib/transitions';
import type { Storage } from '../../storage/create-storage';
import { createUploadRepository } from '../upload/upload.repository';
import { signFileUrl } from '../upload/upload.service';
import { createDecorationRepository, type PictureRow } from './decoration.repository';

/** The decoration's name in the operation log; its entity id is the store id. */
export const DECORATION_ENTITY = 'decoration';
const DRAFT = 'draft';
const PUBLISHED = 'published';
type DecorationStatus = typeof DRAFT | typeof PUBLISHED;

/**
 * Publishing is the decoration's one transition: the merchant copies a draft with unpublished
 * changes to what consumers see. Saving a draft is an edit (logged with reason "draft saved"),
 * which leaves the status 'draft', or 'published' when the saved draft equals the published copy.
 */
export const decorationTransitions = defineTransitions<DecorationStatus>([
  { from: DRAFT, to: PUBLISHED, by: ['merchant'] },
]);

export interface DecorationActor {
  storeId: number;
  accountId: number;
  requestId?: string;
  origin: string;
}

/** A stored JSON decoration, read back through the shared schema (older rows get defaults). */
export const parseDecoration = (json: string): DecorationContent => {
  const parsed = decorationContent.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : emptyDecoration();
};

/** The same content always serialises the same way, so that "unchanged" is a string compare. */
const serialise = (content: DecorationContent): string =>
  JSON.stringify({
    introduction: content.introduction,
    opening_hours: content.opening_hours.map((p) => ({ weekday: p.weekday, open: p.open, close: p.close })),
    facilities: content.facilities,
    price_list: content.price_list.map((row) => ({ item: row.item, price: row.price })),
    notices: content.notices,
  });

/**
 * Signed URLs for a store's pictures, each with whether it is the main one. The first picture
 * stands in as the main one when the main one's file was deleted (the row went with it).
 */
export const signPictures = (storage: Storage, rows: PictureRow[], origin: string) => {
  const mainId = (rows.find((row) => row.is_main === 1) ?? rows[0])?.upload_id;
  return Promise.all(
    rows.map(async (row) => ({
      row,
      url: (await signFileUrl(storage, row, origin)).url,
      isMain: row.upload_id === mainId,
    })),
  );
};

/**
 * The store's pictures and decoration (docs/storefront.md). Pictures are written whole (order
 * and main picture at once). The decoration is a draft that publishing copies to what
 * consumers see: a transition 'draft' -> 'published' with an audit row; saving a draft that
 * differs from the published copy moves it back to 'draft'.
 */
export const createDecorationService = (db: Database, storage: Storage) => {
  const repo = createDecorationRepository(db);

  const pictures = async (actor: DecorationActor): Promise<StorePictures> => {
    const signed = await signPictures(storage, await repo.pictures(actor.storeId), actor.origin);
    return {
      content: signed.map(({ row, url, isMain }) => ({
        upload_id: row.upload_id,
        url,
        sort: row.sort,
        is_main: isMain,
      })),
      main_upload_id: signed.find(({ isMain }) => isMain)?.row.upload_id ?? null,
      max: MAX_STORE_PICTURES,
    };
  };

  const decoration = async (storeId: number): Promise<DecorationState> => {
    const [row, store] = await Promise.all([repo.decoration(storeId), repo.store(storeId)]);
    if (!store) throw new AppError(Code.NOT_FOUND, 'storeNotFound');
    if (!row)
      return {
        store,
        draft: emptyDecoration(),
        published: null,
        unpublished_changes: false,
        draft_updated_at: null,
        published_at: null,
      };
    return {
      store,
      draft: parseDecoration(row.draft),
      published: row.published === null ? null : parseDecoration(row.published),
      unpublished_changes: row.status === DRAFT,
      draft_updated_at: row.draft_updated_at,
      published_at: row.published_at,
    };
  };

  return {
    pictures,

    /** The whole ordered list and its main picture; -400 naming the field otherwise. */
    savePictures: async (actor: DecorationActor, body: StorePicturesBody): Promise<StorePictures> => {
      const { storeId } = actor;
      const ids = body.upload_ids;
      if (new Set(ids).size !== ids.length)
        throw new AppError(Code.VALIDATION, 'duplicateValues', { field: 'upload_ids' });
      const images = await createUploadRepository(db).storeImageIds(storeId, ids);
      const foreign = ids.find((id) => !images.has(id));
      if (foreign !== undefined)
        throw new AppError(Code.VALIDATION, 'pictureUploadNotImage', { id: foreign, field: 'upload_ids' });
      const mainOk = ids.length === 0 ? body.main_upload_id === null : ids.includes(body.main_upload_id ?? 0);
      if (!mainOk) throw new AppError(Code.VALIDATION, 'pictureMainMissing', { field: 'main_upload_id' });
      await db.transaction().execute(async (trx) => {
        const r = createDecorationRepository(trx);
        await r.lockStore(storeId);
        await r.replacePictures(storeId, ids, body.main_upload_id);
      });
      return pictures(actor);
    },

    decoration: (actor: DecorationActor) => decoration(actor.storeId),

    /** Saves the draft (one audit row, reason "draft saved"); the state says whether it is unpublished. */
    saveDraft: async (actor: DecorationActor, body: DecorationContent): Promise<DecorationState> => {
      const { storeId } = actor;
      const draft = serialise(body);
      await db.transaction().execute(async (trx) => {
        const r = createDecorationRepository(trx);
        await r.lockStore(storeId);
        const row = await r.decoration(storeId);
        const status = row?.published === draft ? PUBLISHED : DRAFT;
        if (row) await r.updateDraft(row.id, draft, status);
        else await r.insertDecoration(storeId, draft, status);
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId,
          entity: DECORATION_ENTITY,
          entityId: storeId,
          from: row?.status ?? null,
          to: status,
          reason: 'draft saved',
          requestId: actor.requestId ?? null,
        });
      });
      return decoration(storeId);
    },

    /** Copies the draft to what consumers see: 'draft' -> 'published' (else -409, nothing written). */
    publish: async (actor: DecorationActor): Promise<DecorationState> => {
      const { storeId } = actor;
      await db.transaction().execute(async (trx) => {
        const row = await createDecorationRepository(trx).decoration(storeId);
        if (!row || row.status !== DRAFT) throw new AppError(Code.CONFLICT, 'decorationNothingToPublish');
        await transition(trx, {
          table: 'store_decorations',
          entity: DECORATION_ENTITY,
          transitions: decorationTransitions,
          id: row.id,
          storeId,
          from: DRAFT,
          to: PUBLISHED,
          actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId ?? null },
          extra: {
            published: row.draft,
            published_at: isoNow(),
            published_by: actor.accountId,
          },
        });
      });
      return decoration(storeId);
    },
  };
};
