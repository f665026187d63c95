import { chinaDate } from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { CARD_SHARE_ENTITY } from '../features/card-share/card-share-transitions';
import { isoAgo } from '../lib/time';
import { recordAudit } from '../lib/transitions';
import { demoFirstStoreId } from './demo-store';

const HOUR = 3600_000;

/** The requests that wait, and the one rejected, in the order the members are taken. */
const OPEN_PLAN = [
  { status: 'pending', channel: 'desk', hoursAgo: 2 },
  { status: 'pending', channel: 'app', hoursAgo: 5 },
  { status: 'pending', channel: 'desk', hoursAgo: 26 },
  { status: 'rejected', channel: 'desk', hoursAgo: 50, reason: '申请人与持卡人关系未核实，请持卡人到店确认' },
] as const;

interface SeedCard {
  id: number;
  member_id: number;
  max_holders: number;
  balance: number | null;
  holders: number;
}

/**
 * Share requests of the demo's first store on the cards the member-card seed sold (it runs
 * first): one approved, with its holder row and its ledger row, three pending (desk and app)
 * and one rejected with a reason, on shareable cards that are not refunded, frozen or expired,
 * for members who hold no card. The approved request is the history of a sharer that seed
 * already added when there is one (its ledger row is written if missing); else a member joins a
 * card with room. Nothing at all without such cards. seedDemo runs every seed inside its one
 * transaction (`db` is that transaction), so this seed opens none of its own.
 */
export const seedCardShareDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const cards: SeedCard[] = (
    await db
      .selectFrom('member_cards as c')
      .select([
        'c.id',
        'c.member_id',
        'c.max_holders',
        'c.balance',
        sql<number>`(1 + (select count(*) from card_holders as h where h.card_id = c.id and h.role = 'shared'))`.as(
          'holders',
        ),
      ])
      .where('c.store_id', '=', storeId)
      .where('c.shareable', '=', 1)
      .where('c.status', 'in', ['not_started', 'active'])
      .where((eb) => eb.or([eb('c.expires_on', 'is', null), eb('c.expires_on', '>=', chinaDate())]))
      .orderBy('c.id')
      .execute()
  ).map((c) => ({ ...c, holders: Number(c.holders) }));
  if (cards.length === 0) return;

  const holders = await db
    .selectFrom('card_holders as h')
    .innerJoin('member_cards as c', 'c.id', 'h.card_id')
    .select(['h.card_id', 'h.member_id', 'h.role', 'h.created_at'])
    .where('c.store_id', '=', storeId)
    .execute();
  const taken = new Set([...holders.map((h) => h.member_id), ...cards.map((c) => c.member_id)]);
  const free = (
    await db
      .selectFrom('members')
      .select('id')
      .where('store_id', '=', storeId)
      .orderBy('id', 'desc')
      .execute()
  )
    .map((m) => m.id)
    .filter((id) => !taken.has(id));
  const staff = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirst();
  const staffId = staff?.id ?? null;

  /** A request with its audit rows (created, and decided when it is). */
  const insertRequest = async (
    card: SeedCard,
    memberId: number,
    step: { status: string; channel: string; reason?: string; createdAt: string; decidedAt: string | null },
  ) => {
    const { id } = await db
      .insertInto('card_share_requests')
      .values({
        store_id: storeId,
        card_id: card.id,
        member_id: memberId,
        channel: step.channel,
        status: step.status,
        reason: step.reason ?? null,
        decided_by: step.decidedAt ? staffId : null,
        decided_at: step.decidedAt,
        created_at: step.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const audit = { storeId, entity: CARD_SHARE_ENTITY, entityId: id };
    await recordAudit(db, { ...audit, actor: null, from: null, to: 'pending', reason: step.channel });
    if (step.decidedAt)
      await recordAudit(db, {
        ...audit,
        actor: staffId,
        from: 'pending',
        to: step.status,
        reason: step.reason,
      });
  };

  /** The ledger's record of a holder joining (no balance moves), unless one is there. */
  const recordJoin = async (card: SeedCard, memberId: number, at: string) => {
    const existing = await db
      .selectFrom('card_ledger')
      .select('id')
      .where('card_id', '=', card.id)
      .where('member_id', '=', memberId)
      .where('kind', '=', 'share')
      .executeTakeFirst();
    if (existing) return;
    await db
      .insertInto('card_ledger')
      .values({
        card_id: card.id,
        store_id: storeId,
        kind: 'share',
        delta: 0,
        balance_after: card.balance,
        member_id: memberId,
        staff_account_id: staffId,
        note: '',
        created_at: at,
      })
      .execute();
  };

  // The approved request: an existing sharer's history, else a member joining a card with room.
  const sharer = holders
    .filter((h) => h.role === 'shared' && cards.some((c) => c.id === h.card_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (sharer) {
    const card = cards.find((c) => c.id === sharer.card_id) as SeedCard;
    const decidedAt = sharer.created_at;
    const createdAt = new Date(Date.parse(decidedAt) - 20 * HOUR).toISOString();
    await insertRequest(card, sharer.member_id, { status: 'approved', channel: 'app', createdAt, decidedAt });
    await recordJoin(card, sharer.member_id, decidedAt);
  } else {
    const card = cards.find((c) => c.holders < c.max_holders);
    const memberId = free.shift();
    if (card && memberId !== undefined) {
      const decidedAt = isoAgo(52 * HOUR);
      await insertRequest(card, memberId, {
        status: 'approved',
        channel: 'app',
        createdAt: isoAgo(72 * HOUR),
        decidedAt,
      });
      await db
        .insertInto('card_holders')
        .values({ card_id: card.id, member_id: memberId, role: 'shared', created_at: decidedAt })
        .execute();
      await recordJoin(card, memberId, decidedAt);
      card.holders++;
    }
  }

  // The others on the cards that still have room (pending requests do not take it).
  const roomy = cards.filter((c) => c.holders < c.max_holders);
  for (const [i, step] of OPEN_PLAN.entries()) {
    const memberId = free[i];
    const card = roomy[i % Math.max(roomy.length, 1)];
    if (memberId === undefined || !card) return;
    await insertRequest(card, memberId, {
      ...step,
      createdAt: isoAgo(step.hoursAgo * HOUR),
      decidedAt: step.status === 'pending' ? null : isoAgo((step.hoursAgo - 20) * HOUR),
    });
  }
};
