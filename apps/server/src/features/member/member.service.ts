import {
  Code,
  type ListQuery,
  type Member,
  type MemberBodyParsed,
  type MemberDetail,
  type MemberLedgerRow,
  type Page,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../lib/transitions';
import { createMemberRepository, memberList } from './member.repository';
import { type IdCardCodec, maskIdCard } from './member-id-card';
import { toHeldCard, toLedgerRow, toMember } from './member-wire';

export const MEMBER_ENTITY = 'member';
/** Members have no life cycle of their own: the operation log records them as `active`. */
const MEMBER_STATE = 'active';

export const memberNotFound = () => new AppError(Code.NOT_FOUND, 'memberNotFound');

/** Who acts, in which store, for which request. */
export interface MemberActor {
  accountId: number;
  storeId: number;
  requestId?: string;
}

/**
 * Members of the call's store (docs/members.md): search, detail, walk-in registration, edits
 * and notes. One member per phone and per ID card in a store (-409 naming which, also when two
 * desks race). ID card numbers are kept only as a keyed hash and a masked copy.
 */
export const createMemberService = (db: Database, idCards: IdCardCodec) => {
  const members = createMemberRepository(db);

  /** The typed ID card number becomes its hash, so the list compares hashes (full numbers only). */
  const hashIdCardRestrictions = (query: ListQuery): ListQuery => ({
    ...query,
    restrictions: query.restrictions.map((r) =>
      r.name === 'id_card' && typeof r.value === 'string' ? { ...r, value: idCards.hash(r.value) } : r,
    ),
  });

  const duplicateError = (taken: { phone: boolean; idCard: boolean }) =>
    taken.phone
      ? new AppError(Code.CONFLICT, 'memberPhoneTaken')
      : taken.idCard
        ? new AppError(Code.CONFLICT, 'memberIdCardTaken')
        : undefined;

  /**
   * Runs a write; a unique index that refused it (a desk that saved the same phone a moment
   * earlier) becomes the same -409 as the check before writing.
   */
  const writeOrConflict = async <T>(
    storeId: number,
    values: { phone: string | null; idCardHash: string | null },
    exceptId: number | undefined,
    write: () => Promise<T>,
  ): Promise<T> => {
    const before = duplicateError(await members.taken(storeId, values, exceptId));
    if (before) throw before;
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw (
        duplicateError(await members.taken(storeId, values, exceptId)) ??
        new AppError(Code.CONFLICT, 'stateChanged')
      );
    }
  };

  const show = async (storeId: number, id: number): Promise<Member> => {
    const row = await members.find(storeId, id);
    if (!row) throw memberNotFound();
    return toMember(row);
  };

  const ledgerPage = async (
    storeId: number,
    id: number,
    page: { number: number; size: number },
  ): Promise<Page<MemberLedgerRow>> => {
    const rows = await members.ledger(storeId, id, page);
    return { ...rows, content: rows.content.map(toLedgerRow) };
  };

  return {
    list: async (storeId: number, query: ListQuery): Promise<Page<Member>> => {
      const page = await members.list(storeId, planListQuery(hashIdCardRestrictions(query), memberList));
      return { ...page, content: page.content.map(toMember) };
    },

    get: async (storeId: number, id: number, ledgerSize: number): Promise<MemberDetail> => {
      const head = await show(storeId, id);
      const [cards, ledger, notes] = await Promise.all([
        members.heldCards(storeId, id),
        ledgerPage(storeId, id, { number: 1, size: ledgerSize }),
        members.notes(id),
      ]);
      return { ...head, cards: cards.map(toHeldCard), ledger, notes, bookings: [], orders: [] };
    },

    ledger: async (storeId: number, id: number, page: { number: number; size: number }) => {
      if (!(await members.exists(storeId, id))) throw memberNotFound();
      return ledgerPage(storeId, id, page);
    },

    create: async (actor: MemberActor, body: MemberBodyParsed): Promise<Member> => {
      const idCardHash = body.id_card ? idCards.hash(body.id_card) : null;
      const phone = body.phone ?? null;
      const id = await writeOrConflict(actor.storeId, { phone, idCardHash }, undefined, () =>
        db.transaction().execute(async (trx) => {
          const repository = createMemberRepository(trx);
          const now = isoNow();
          const memberId = await repository.insert({
            store_id: actor.storeId,
            full_name: body.full_name,
            phone,
            id_card_hash: idCardHash,
            id_card_masked: body.id_card ? maskIdCard(body.id_card) : null,
            guardian_name: body.guardian_name ?? null,
            guardian_phone: body.guardian_phone ?? null,
            created_by: actor.accountId,
            created_at: now,
          });
          if (body.note)
            await repository.insertNote({
              member_id: memberId,
              body: body.note,
              created_by: actor.accountId,
              created_at: now,
            });
          await recordAudit(trx, {
            actor: actor.accountId,
            storeId: actor.storeId,
            entity: MEMBER_ENTITY,
            entityId: memberId,
            from: null,
            to: MEMBER_STATE,
            reason: 'created',
            requestId: actor.requestId,
          });
          return memberId;
        }),
      );
      return show(actor.storeId, id);
    },

    /** `id_card` absent (or blank) keeps the stored number; `null` removes it. */
    update: async (actor: MemberActor, id: number, body: MemberBodyParsed): Promise<Member> => {
      const current = await members.find(actor.storeId, id);
      if (!current) throw memberNotFound();
      const idCard =
        body.id_card === undefined
          ? { id_card_hash: current.id_card_hash, id_card_masked: current.id_card_masked }
          : body.id_card === null
            ? { id_card_hash: null, id_card_masked: null }
            : { id_card_hash: idCards.hash(body.id_card), id_card_masked: maskIdCard(body.id_card) };
      const phone = body.phone ?? null;
      await writeOrConflict(actor.storeId, { phone, idCardHash: idCard.id_card_hash }, id, () =>
        db.transaction().execute(async (trx) => {
          await createMemberRepository(trx).update(actor.storeId, id, {
            full_name: body.full_name,
            phone,
            ...idCard,
            guardian_name: body.guardian_name ?? null,
            guardian_phone: body.guardian_phone ?? null,
            updated_at: isoNow(),
          });
          await recordAudit(trx, {
            actor: actor.accountId,
            storeId: actor.storeId,
            entity: MEMBER_ENTITY,
            entityId: id,
            from: MEMBER_STATE,
            to: MEMBER_STATE,
            reason: 'edited',
            requestId: actor.requestId,
          });
        }),
      );
      return show(actor.storeId, id);
    },

    addNote: async (actor: MemberActor, id: number, body: string) => {
      if (!(await members.exists(actor.storeId, id))) throw memberNotFound();
      await db.transaction().execute(async (trx) => {
        await createMemberRepository(trx).insertNote({
          member_id: id,
          body,
          created_by: actor.accountId,
          created_at: isoNow(),
        });
        await recordAudit(trx, {
          actor: actor.accountId,
          storeId: actor.storeId,
          entity: MEMBER_ENTITY,
          entityId: id,
          from: MEMBER_STATE,
          to: MEMBER_STATE,
          reason: 'note_added',
          requestId: actor.requestId,
        });
      });
      return members.notes(id);
    },
  };
};
