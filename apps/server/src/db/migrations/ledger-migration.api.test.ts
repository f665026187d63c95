import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../lib/ledger';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateToLatest, migrateUpTo } from '../migrate';

/**
 * 2026-11-26-0003-ledger on a database that already sold cards: the card usage ledger keeps
 * every row (rebuilt on SQLite), and the stored-value cards sold before get their journals.
 */
describe('migration 2026-11-26-0003: the ledger on a database with cards', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;
  let storeId: number;
  let kept: number;
  let refunded: number;
  let before: unknown[];
  const at = '2026-11-20T02:00:00.000Z';

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-25-0081-card-type-index');
    ({ id: storeId } = await db
      .insertInto('stores')
      .values({ name: '旧店', city: '上海', address: '', phone: '', created_at: at, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow());
    const { id: member } = await db
      .insertInto('members')
      .values({ store_id: storeId, full_name: '老会员', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: type } = await db
      .insertInto('card_types')
      .values({
        store_id: storeId,
        name: '储值卡',
        kind: 'stored_value',
        price_fen: 10_000,
        gift_fen: 2_000,
        validity_days: 365,
        status: 'on_sale',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = async (no: string, balance: number, status: string) =>
      (
        await db
          .insertInto('member_cards')
          .values({
            store_id: storeId,
            card_type_id: type,
            card_no: no,
            member_id: member,
            status,
            kind: 'stored_value',
            name: '储值卡',
            paid_fen: 10_000,
            validity_days: 365,
            sessions: null,
            gift_fen: 2_000,
            shareable: 0,
            max_holders: 1,
            parallel_use: 1,
            freeze_allowed: 0,
            max_freeze_days: 0,
            max_freeze_times: 0,
            balance,
            issued_at: at,
            created_by: null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    kept = await card('S1', 9_000, 'active');
    refunded = await card('S2', 0, 'refunded');
    const row = (
      card_id: number,
      kind: string,
      delta: number,
      balance_after: number,
      amount_fen: number | null,
    ) =>
      db
        .insertInto('card_ledger')
        .values({
          card_id,
          store_id: storeId,
          kind,
          delta,
          balance_after,
          amount_fen,
          member_id: member,
          created_at: at,
        })
        .execute();
    await row(kept, 'issue', 12_000, 12_000, 10_000);
    await row(kept, 'use', -3_000, 9_000, null);
    await row(kept, 'freeze', 0, 9_000, null);
    await row(refunded, 'issue', 12_000, 12_000, 10_000);
    await row(refunded, 'use', -3_000, 9_000, null);
    await row(refunded, 'refund', -9_000, 0, 7_500);
    before = await db.selectFrom('card_ledger').selectAll().orderBy('id').execute();
    await migrateToLatest(db, kind);
  });
  afterAll(() => drop());

  it('keeps every card usage row as it was', async () => {
    expect(await db.selectFrom('card_ledger').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('posts the journals of the cards sold before, and the check holds', async () => {
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['journal', 'line', 'account_kind', 'account_owner_id', 'amount_fen'])
      .execute();
    const byJournal = (a: unknown[], b: unknown[]) =>
      (String(a[0]) < String(b[0]) ? -1 : String(a[0]) > String(b[0]) ? 1 : 0) || Number(a[1]) - Number(b[1]);
    const ids = (before as { id: number }[]).map((r) => r.id);
    const j = (i: number, kind: string) => `card_ledger:${ids[i]}:${kind}`;
    expect(
      entries
        .map((e) => [e.journal, e.line, e.account_kind, e.account_owner_id, e.amount_fen])
        .sort(byJournal),
    ).toEqual(
      [
        [j(0, 'issue'), 1, 'card_value', kept, 12_000],
        [j(0, 'issue'), 2, 'store_desk_takings', null, -10_000],
        [j(0, 'issue'), 3, 'store_card_gift', null, -2_000],
        [j(1, 'use'), 1, 'card_value', kept, -3_000],
        [j(1, 'use'), 2, 'store_card_revenue', null, 3_000],
        [j(3, 'issue'), 1, 'card_value', refunded, 12_000],
        [j(3, 'issue'), 2, 'store_desk_takings', null, -10_000],
        [j(3, 'issue'), 3, 'store_card_gift', null, -2_000],
        [j(4, 'use'), 1, 'card_value', refunded, -3_000],
        [j(4, 'use'), 2, 'store_card_revenue', null, 3_000],
        [j(5, 'refund'), 1, 'card_value', refunded, -9_000],
        [j(5, 'refund'), 2, 'store_card_refunds', null, 7_500],
        [j(5, 'refund'), 3, 'store_card_gift', null, 1_500],
      ].sort(byJournal),
    );
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it('backfills the running balances from those journals (2026-11-28-0002)', async () => {
    const rows = await db
      .selectFrom('ledger_balances')
      .select(['store_id', 'account_kind', 'account_owner_id', 'balance_fen'])
      .orderBy('account_kind')
      .orderBy('account_owner_id')
      .execute();
    expect(rows.map((r) => [r.store_id, r.account_kind, r.account_owner_id, r.balance_fen])).toEqual([
      [storeId, 'card_value', kept, 9_000],
      [storeId, 'card_value', refunded, 0],
      [storeId, 'store_card_gift', 0, -2_500],
      [storeId, 'store_card_refunds', 0, 7_500],
      [storeId, 'store_card_revenue', 0, 6_000],
      [storeId, 'store_desk_takings', 0, -20_000],
    ]);
  });

  it('hands out card usage ids after the old ones', async () => {
    const { id } = await db
      .insertInto('card_ledger')
      .values({
        card_id: kept,
        store_id: storeId,
        kind: 'freeze',
        delta: 0,
        balance_after: 9_000,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(Math.max(...(before as { id: number }[]).map((r) => r.id)));
  });
});
