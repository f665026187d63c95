import {
  type CardKind,
  type CardSettings,
  type CardType,
  type CardTypeBodyParsed,
  type CardTypeOptions,
  type CardTypeStatus,
  Code,
  cardTermViolations,
  formatMessage,
  type Language,
  type ListQuery,
  type Page,
  type PrepaidRegion,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { lockStore } from '../../lib/store-lock';
import { isoNow } from '../../lib/time';
import { recordAudit, transition } from '../../lib/transitions';
import {
  type CardTypeFields,
  type CardTypeRow,
  cardTypeList,
  createCardTypeRepository,
} from './card-type.repository';
import { CARD_TYPE_ENTITY, cardTypeTransitions, PREPAID_REGION_ENTITY } from './card-type-transitions';
import { prepaidRegionOf } from './prepaid-region';

export const cardTypeNotFound = () => new AppError(Code.NOT_FOUND, 'cardTypeNotFound');

/** Who acts, in which store, for which request, in which language (cap warnings are text). */
export interface CardTypeActor {
  accountId: number;
  storeId: number;
  requestId?: string;
  lang: Language;
}

/** A saved type and, when it breaks the store's caps, the notice that says so (-22). */
export interface SavedCardType {
  type: CardType;
  notice: string | null;
}

/**
 * The columns of a body. Fields of another kind are stored as zero (or null sessions), and a
 * type that is not shareable has one holder, so a sold card copies terms that mean something.
 */
const fieldsOf = (body: CardTypeBodyParsed): CardTypeFields => ({
  name: body.name,
  kind: body.kind,
  price_fen: body.price_fen,
  validity_days: body.validity_days,
  gift_days: body.kind === 'period' ? body.gift_days : 0,
  sessions: body.kind === 'count' ? body.sessions : null,
  gift_sessions: body.kind === 'count' ? body.gift_sessions : 0,
  gift_fen: body.kind === 'stored_value' ? body.gift_fen : 0,
  all_courses: body.all_courses ? 1 : 0,
  shareable: body.shareable ? 1 : 0,
  max_holders: body.shareable ? body.max_holders : 1,
  parallel_use: body.parallel_use ? 1 : 0,
  freeze_allowed: body.freeze_allowed ? 1 : 0,
  max_freeze_days: body.freeze_allowed ? body.max_freeze_days : 0,
  max_freeze_times: body.freeze_allowed ? body.max_freeze_times : 0,
  description: body.description,
  sort: body.sort,
});

/** The caps a type breaks on its own in `region`, as messages in `lang`. */
const capWarnings = (region: PrepaidRegion, row: CardTypeRow, lang: Language): string[] =>
  cardTermViolations(region, {
    kind: row.kind as CardKind,
    price_fen: row.price_fen,
    validity_days: row.validity_days,
    gift_days: row.gift_days,
    sessions: row.sessions,
    gift_sessions: row.gift_sessions,
  }).map((v) => formatMessage(v.messageKey, lang, v.params));

/**
 * Card types of the call's store (docs/card-types.md): list, detail, create, edit, on / off
 * sale through the transition table, and the store's prepaid-rules region. Cards copy their
 * type's terms when issued, so editing a type never changes cards already sold; only its kind
 * is fixed once a card was sold. Every change writes an operation-log row in its transaction.
 */
export const createCardTypeService = (db: Database) => {
  const types = createCardTypeRepository(db);

  const toWire = async (rows: CardTypeRow[], region: PrepaidRegion, lang: Language): Promise<CardType[]> => {
    const ids = rows.map((r) => r.id);
    const [courses, sold] = await Promise.all([types.courses(ids), types.soldCounts(ids)]);
    return rows.map((row) => {
      const own = row.all_courses ? [] : courses.filter((c) => c.card_type_id === row.id);
      return {
        id: row.id,
        name: row.name,
        kind: row.kind as CardKind,
        status: row.status as CardTypeStatus,
        price_fen: row.price_fen,
        validity_days: row.validity_days,
        gift_days: row.gift_days,
        sessions: row.sessions,
        gift_sessions: row.gift_sessions,
        gift_fen: row.gift_fen,
        all_courses: row.all_courses === 1,
        course_ids: own.map((c) => c.id),
        courses: own.map((c) => ({ id: c.id, name: c.name })),
        shareable: row.shareable === 1,
        max_holders: row.max_holders,
        parallel_use: row.parallel_use === 1,
        freeze_allowed: row.freeze_allowed === 1,
        max_freeze_days: row.max_freeze_days,
        max_freeze_times: row.max_freeze_times,
        description: row.description,
        sort: row.sort,
        sold_count: sold.get(row.id) ?? 0,
        cap_warnings: capWarnings(region, row, lang),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  };

  const regionOf = (storeId: number) => prepaidRegionOf(db, storeId);

  const show = async (storeId: number, id: number, lang: Language): Promise<CardType> => {
    const row = await types.find(storeId, id);
    if (!row) throw cardTypeNotFound();
    return (await toWire([row], await regionOf(storeId), lang))[0] as CardType;
  };

  /** The answer of a save: the type, and a notice when it cannot be sold under the caps. */
  const saved = async (storeId: number, id: number, lang: Language): Promise<SavedCardType> => {
    const type = await show(storeId, id, lang);
    const notice =
      type.cap_warnings.length === 0
        ? null
        : formatMessage('cardTypeCapNotice', lang, { warnings: type.cap_warnings.join('; ') });
    return { type, notice };
  };

  /** Listed courses must be the store's (-400 naming the first that is not). */
  const checkCourses = async (storeId: number, body: CardTypeBodyParsed) => {
    if (body.all_courses) return;
    const own = await types.storeCourseIds(storeId, body.course_ids);
    const wrong = body.course_ids.findIndex((id) => !own.has(id));
    if (wrong >= 0)
      throw new AppError(Code.VALIDATION, 'cardTypeCourseNotFound', { field: `course_ids.${wrong}` });
  };

  const audit = (trx: Database, actor: CardTypeActor, id: number, state: string, reason: string) =>
    recordAudit(trx, {
      actor: actor.accountId,
      storeId: actor.storeId,
      entity: CARD_TYPE_ENTITY,
      entityId: id,
      from: state,
      to: state,
      reason,
      requestId: actor.requestId,
    });

  return {
    list: async (storeId: number, query: ListQuery, lang: Language): Promise<Page<CardType>> => {
      const page = await types.list(storeId, planListQuery(query, cardTypeList));
      return { ...page, content: await toWire(page.content, await regionOf(storeId), lang) };
    },

    get: (storeId: number, id: number, lang: Language) => show(storeId, id, lang),

    create: async (actor: CardTypeActor, body: CardTypeBodyParsed): Promise<SavedCardType> => {
      await checkCourses(actor.storeId, body);
      const status = body.status ?? 'on_sale';
      const id = await db.transaction().execute(async (trx) => {
        const repository = createCardTypeRepository(trx);
        const typeId = await repository.insert({
          ...fieldsOf(body),
          store_id: actor.storeId,
          status,
          created_at: isoNow(),
        });
        await repository.replaceCourses(typeId, body.all_courses ? [] : body.course_ids);
        await audit(trx, actor, typeId, status, 'created');
        return typeId;
      });
      return saved(actor.storeId, id, actor.lang);
    },

    /** The status may be sent but must be the current one; the kind is fixed once a card is sold. */
    update: async (actor: CardTypeActor, id: number, body: CardTypeBodyParsed): Promise<SavedCardType> => {
      await checkCourses(actor.storeId, body);
      await db.transaction().execute(async (trx) => {
        const repository = createCardTypeRepository(trx);
        const current = await repository.lock(actor.storeId, id);
        if (!current) throw cardTypeNotFound();
        if (body.status !== undefined && body.status !== current.status)
          throw new AppError(Code.CONFLICT, 'cardTypeStatusByAction');
        if (body.kind !== current.kind && ((await repository.soldCounts([id])).get(id) ?? 0) > 0)
          throw new AppError(Code.CONFLICT, 'cardTypeKindLocked');
        await repository.update(id, { ...fieldsOf(body), updated_at: isoNow() });
        await repository.replaceCourses(id, body.all_courses ? [] : body.course_ids);
        await audit(trx, actor, id, current.status, 'edited');
      });
      return saved(actor.storeId, id, actor.lang);
    },

    /** Through the transition table: a type already in `to` answers -409 and nothing is written. */
    setStatus: async (actor: CardTypeActor, id: number, to: CardTypeStatus): Promise<CardType> => {
      await db.transaction().execute(async (trx) => {
        const current = await createCardTypeRepository(trx).find(actor.storeId, id);
        if (!current) throw cardTypeNotFound();
        await transition(trx, {
          table: 'card_types',
          entity: CARD_TYPE_ENTITY,
          transitions: cardTypeTransitions,
          id,
          storeId: actor.storeId,
          from: current.status as CardTypeStatus,
          to,
          actor: { kind: 'merchant', accountId: actor.accountId, requestId: actor.requestId },
          extra: { updated_at: isoNow() },
        });
      });
      return show(actor.storeId, id, actor.lang);
    },

    options: async (storeId: number): Promise<CardTypeOptions> => ({
      courses: await types.storeCourses(storeId),
    }),

    settings: async (storeId: number): Promise<CardSettings> => ({ prepaid_region: await regionOf(storeId) }),

    /** Changes the region; the log row records the old and the new region (no row when unchanged). */
    saveSettings: async (actor: CardTypeActor, settings: CardSettings): Promise<CardSettings> => {
      await db.transaction().execute(async (trx) => {
        // Two saves of the setting run in turn, so each log row's "from" is what it replaced.
        await lockStore(trx, actor.storeId);
        const repository = createCardTypeRepository(trx);
        const from = await prepaidRegionOf(trx, actor.storeId);
        if (from === settings.prepaid_region) return;
        await repository.setRegion(actor.storeId, settings.prepaid_region);
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: PREPAID_REGION_ENTITY,
          entityId: actor.storeId,
          from,
          to: settings.prepaid_region,
          reason: 'settings',
          requestId: actor.requestId,
        });
      });
      return { prepaid_region: await regionOf(actor.storeId) };
    },
  };
};
