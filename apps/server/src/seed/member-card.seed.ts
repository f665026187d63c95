import { addDays, chinaDate } from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { CardTypeTable } from '../db/tables-member';
import { postCardMoney } from '../features/member-card/card-money';
import { formatCardNo } from '../features/member-card/card-number';
import { demoFirstStoreId } from './demo-store';

type TypeRow = Selectable<CardTypeTable>;
type Plan =
  | 'not_started'
  | 'active'
  | 'frozen'
  | 'expired'
  | 'refunded'
  | 'share_room'
  | 'share_full'
  | 'stored';

const DAY = 86_400_000;
/** The seed writes as the system, outside any request. */
const SEED_ACTOR = { kind: 'system', accountId: null } as const;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const today = () => chinaDate(new Date());

/** The balance a new card of the type holds (sessions + gifts, price + gift fen, none). */
const opening = (t: TypeRow) =>
  t.kind === 'count'
    ? (t.sessions ?? 0) + t.gift_sessions
    : t.kind === 'stored_value'
      ? t.price_fen + t.gift_fen
      : null;

/**
 * Cards of the demo's first store in every state (docs/cards.md "Demo"), sold to the members
 * and of the types the member and card-type seeds made (looked up; nothing without them):
 * not started, active with uses, frozen, expired, refunded, a shareable card with room for one
 * more holder, a full one, and a stored-value card with a purchase. The ledger explains every
 * balance (the deltas add up to it). Written directly, as sold days ago; no messages are sent.
 */
export const seedMemberCardDemo = async (db: Database): Promise<void> => {
  const storeId = await demoFirstStoreId(db);
  if (storeId === undefined) return;
  const members = await db
    .selectFrom('members')
    .select(['id'])
    .where('store_id', '=', storeId)
    .orderBy('id')
    .limit(20)
    .execute();
  const types = await db
    .selectFrom('card_types')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
  if (members.length < 12 || types.length === 0) return;
  const count = types.find((t) => t.kind === 'count') ?? (types[0] as TypeRow);
  const freezable = types.find(
    (t) => t.freeze_allowed === 1 && t.max_freeze_times > 0 && t.max_freeze_days >= 7,
  );
  const period = types.find((t) => t.kind === 'period') ?? count;
  // Room for one more needs at least 3 holders (owner + sharer + the free place).
  const roomy = types.find((t) => t.shareable === 1 && t.max_holders >= 3);
  const full = types.find((t) => t.shareable === 1 && t.max_holders >= 2 && t.id !== roomy?.id) ?? roomy;
  const stored = types.find((t) => t.kind === 'stored_value');

  const plans: [Plan, TypeRow | undefined][] = [
    ['not_started', count],
    ['active', count],
    ['frozen', freezable],
    ['expired', period],
    ['refunded', count],
    ['share_room', roomy],
    ['share_full', full],
    ['stored', stored],
  ];
  let sequence = 0;
  let memberIndex = 0;
  const nextMember = () => (members[memberIndex++ % members.length] as { id: number }).id;

  for (const [plan, type] of plans) {
    if (!type) continue;
    sequence += 1;
    const owner = nextMember();
    const issuedAt = ago(
      plan === 'not_started' ? 2 : plan === 'expired' ? type.validity_days + type.gift_days + 10 : 20,
    );
    const startsOn = plan === 'not_started' ? null : chinaDate(new Date(Date.parse(issuedAt)));
    const length = type.validity_days + type.gift_days;
    const status = plan === 'share_room' || plan === 'share_full' || plan === 'stored' ? 'active' : plan;
    const usedSessions = type.kind === 'count' && (plan === 'active' || plan === 'share_room') ? 3 : 0;
    const storedSpend = type.kind === 'stored_value' ? Math.min(5_000, opening(type) ?? 0) : 0;
    const first = opening(type);
    const afterUse = first === null ? null : first - (type.kind === 'count' ? usedSessions : storedSpend);
    const frozenDays = plan === 'frozen' ? 7 : 0;
    const refundFen = plan === 'refunded' ? type.price_fen : null;
    const { id } = await db
      .insertInto('member_cards')
      .values({
        store_id: storeId,
        card_type_id: type.id,
        card_no: formatCardNo(storeId, sequence),
        member_id: owner,
        status,
        kind: type.kind,
        name: type.name,
        paid_fen: type.price_fen,
        validity_days: type.validity_days,
        sessions: type.sessions,
        gift_sessions: type.gift_sessions,
        gift_days: type.gift_days,
        gift_fen: type.gift_fen,
        shareable: type.shareable,
        max_holders: type.shareable === 1 ? type.max_holders : 1,
        parallel_use: type.parallel_use,
        freeze_allowed: type.freeze_allowed,
        max_freeze_days: type.max_freeze_days,
        max_freeze_times: type.max_freeze_times,
        balance: plan === 'refunded' ? (first === null ? null : 0) : afterUse,
        channel: 'desk',
        issued_at: issuedAt,
        activated_at: startsOn === null || plan === 'refunded' ? null : issuedAt,
        starts_on: plan === 'refunded' ? null : startsOn,
        expires_on: addDays(startsOn ?? today(), length - 1),
        frozen_at: plan === 'frozen' ? ago(2) : null,
        frozen_until: plan === 'frozen' ? addDays(today(), frozenDays - 3) : null,
        freeze_days_used: frozenDays,
        freeze_count: plan === 'frozen' ? 1 : 0,
        refunded_at: plan === 'refunded' ? ago(18) : null,
        refund_fen: refundFen,
        request_no: `seed-card-${sequence}`,
        created_by: null,
        created_at: issuedAt,
        updated_at: issuedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('card_holders')
      .values({ card_id: id, member_id: owner, role: 'owner', created_at: issuedAt })
      .execute();
    const sharers =
      plan === 'share_room' ? type.max_holders - 2 : plan === 'share_full' ? type.max_holders - 1 : 0;
    for (let i = 0; i < sharers; i++)
      await db
        .insertInto('card_holders')
        .values({ card_id: id, member_id: nextMember(), role: 'shared', created_at: ago(15) })
        .execute();

    // Each row that moves a stored-value card's money posts its journal through the same
    // function as the desk's calls (docs/ledger.md), so that `ledger check` holds on the demo.
    const ledger = async (
      kind: string,
      delta: number,
      balanceAfter: number | null,
      at: string,
      extra: object = {},
    ) => {
      const { id: entryId } = await db
        .insertInto('card_ledger')
        .values({
          card_id: id,
          store_id: storeId,
          kind,
          delta,
          balance_after: balanceAfter,
          member_id: owner,
          created_at: at,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await postCardMoney(db, SEED_ACTOR, { entryId });
    };
    await ledger('issue', first ?? 0, first, issuedAt, {
      amount_fen: type.price_fen,
      request_no: `seed-card-${sequence}`,
    });
    for (let i = 0; i < usedSessions; i++) {
      const at = ago(15 - i * 3);
      await ledger('use', -1, (first ?? 0) - i - 1, at, {
        use_starts_at: at,
        use_ends_at: new Date(Date.parse(at) + 2 * 3600_000).toISOString(),
        request_no: `seed-use-${sequence}-${i}`,
      });
    }
    if (storedSpend > 0)
      await ledger('use', -storedSpend, afterUse, ago(10), {
        use_starts_at: ago(10),
        use_ends_at: ago(9.9),
        note: '水吧消费',
      });
    if (plan === 'frozen') await ledger('freeze', 0, afterUse, ago(2), { note: '出差' });
    if (plan === 'expired') await ledger('expire', 0, afterUse, ago(9));
    if (plan === 'refunded')
      await ledger('refund', -(first ?? 0), first === null ? null : 0, ago(18), {
        amount_fen: refundFen,
        request_no: 'seed-refund',
      });
  }
};
