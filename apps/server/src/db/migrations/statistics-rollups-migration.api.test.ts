import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStatisticsRollups } from '../../features/statistics/statistics-rollup-check';
import { insertOrder } from '../../features/statistics/statistics-test-kit';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

/**
 * 2026-11-28-0003-statistics-rollups on a database that already has orders, members and cards:
 * the rollups are filled from the rows there (backfill), then kept by the triggers.
 */
describe('migration 2026-11-28-0003: the statistics rollups on a database with data', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;
  let storeId: number;
  let members: number[];
  const at = '2026-11-01T02:00:00.000Z';

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-27-0016-list-filter-indexes');
    ({ id: storeId } = await db
      .insertInto('stores')
      .values({ name: '旧店', city: '上海', address: '', phone: '', created_at: at, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow());
    members = [];
    for (const name of ['甲', '乙', '丙'])
      members.push(
        (
          await db
            .insertInto('members')
            .values({ store_id: storeId, full_name: name, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const [a, b, c] = members as [number, number, number];
    for (const [paidAt, member] of [
      ['2026-11-02T01:00:00.000Z', a],
      ['2026-11-05T01:00:00.000Z', a],
      ['2026-11-09T01:00:00.000Z', a],
      ['2026-11-03T01:00:00.000Z', b],
      [null, c],
    ] as const)
      await insertOrder(db, storeId, paidAt, member);
    const { id: type } = await db
      .insertInto('card_types')
      .values({
        store_id: storeId,
        name: '次卡',
        kind: 'count',
        price_fen: 10_000,
        gift_fen: 0,
        validity_days: 365,
        status: 'on_sale',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = async (no: string, owner: number, status: string) => {
      const { id } = await db
        .insertInto('member_cards')
        .values({
          store_id: storeId,
          card_type_id: type,
          card_no: no,
          member_id: owner,
          status,
          kind: 'count',
          name: '次卡',
          paid_fen: 10_000,
          validity_days: 365,
          sessions: 10,
          gift_fen: 0,
          shareable: 1,
          max_holders: 2,
          parallel_use: 1,
          freeze_allowed: 0,
          max_freeze_days: 0,
          max_freeze_times: 0,
          balance: 10,
          issued_at: at,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const holds = (cardId: number, member: number, role: string) =>
      db
        .insertInto('card_holders')
        .values({ card_id: cardId, member_id: member, role, created_at: at })
        .execute();
    const active = await card('C1', a, 'active');
    await holds(active, a, 'owner');
    await holds(active, b, 'shared');
    await holds(await card('C2', c, 'expired'), c, 'owner');
    await migrateToLatest(db, kind);
  });
  afterAll(() => drop());

  it('fills both rollups from the rows already there', async () => {
    const [a, b] = members as [number, number, number];
    expect(
      await db
        .selectFrom('statistics_buyers')
        .select(['member_id', 'last_paid_at', 'previous_paid_at'])
        .orderBy('member_id')
        .execute(),
    ).toEqual([
      {
        member_id: a,
        last_paid_at: '2026-11-09T01:00:00.000Z',
        previous_paid_at: '2026-11-05T01:00:00.000Z',
      },
      { member_id: b, last_paid_at: '2026-11-03T01:00:00.000Z', previous_paid_at: null },
    ]);
    expect(
      (
        await db
          .selectFrom('statistics_holders')
          .select(['member_id', 'active_cards', 'last_seen_at'])
          .orderBy('member_id')
          .execute()
      ).map((r) => ({ ...r, active_cards: Number(r.active_cards) })),
    ).toEqual([
      { member_id: a, active_cards: 1, last_seen_at: at },
      { member_id: b, active_cards: 1, last_seen_at: at },
    ]);
    expect(await checkStatisticsRollups(db)).toEqual([]);
  });

  it('keeps them from then on: a payment, a card expiring', async () => {
    const [, b] = members as [number, number, number];
    await insertOrder(db, storeId, '2026-11-10T01:00:00.000Z', b);
    await db.updateTable('member_cards').set({ status: 'expired' }).where('card_no', '=', 'C1').execute();
    const buyer = await db
      .selectFrom('statistics_buyers')
      .select(['last_paid_at', 'previous_paid_at'])
      .where('member_id', '=', b)
      .executeTakeFirstOrThrow();
    expect(buyer).toEqual({
      last_paid_at: '2026-11-10T01:00:00.000Z',
      previous_paid_at: '2026-11-03T01:00:00.000Z',
    });
    expect(
      await db.selectFrom('statistics_holders').select('member_id').where('active_cards', '>', 0).execute(),
    ).toEqual([]);
    expect(await checkStatisticsRollups(db)).toEqual([]);
  });
});
