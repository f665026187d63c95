import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createMerchant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  balanceOf,
  cardValueAccount,
  checkLedger,
  createLedgerRepository,
  LedgerError,
  postJournal,
  reverseJournal,
  storeAccount,
} from './index';

/** The append-only money ledger (docs/ledger.md) on a real database, SQLite or PostgreSQL. */
describe('money ledger', () => {
  let t: TestApp;
  let db: Database;
  let storeId: number;
  let isPostgres: boolean;
  let objectId = 1000;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
    isPostgres = t.app.deps.config.database.kind === 'postgres';
    storeId = (await createMerchant(db)).storeIds[0] as number;
  });
  afterAll(() => t.close());

  const actor = { kind: 'system', accountId: null };
  /** A stored-value card sale of 100.00 with 20.00 given: +12000 on the card, -10000, -2000. */
  const sale = (store: number, cardId: number, id = ++objectId) => ({
    movement: { kind: 'test_sale', id, key: 'issue' },
    actor,
    requestId: 'req-1',
    entries: [
      { account: cardValueAccount(store, cardId), amount_fen: 12_000 },
      { account: storeAccount('store_desk_takings', store), amount_fen: -10_000 },
      { account: storeAccount('store_card_gift', store), amount_fen: -2_000 },
    ],
  });
  const entriesOf = (journal: string) =>
    db.selectFrom('ledger_entries').selectAll().where('journal', '=', journal).orderBy('line').execute();
  /** The running balances of a sale's three accounts, each asserted equal to its entries' sum. */
  const saleBalances = async (store: number, cardId: number) => {
    const accounts = [
      cardValueAccount(store, cardId),
      storeAccount('store_desk_takings', store),
      storeAccount('store_card_gift', store),
    ];
    const ledger = createLedgerRepository(db);
    const balances = await Promise.all(accounts.map((a) => balanceOf(db, a)));
    expect(balances).toEqual(await Promise.all(accounts.map((a) => ledger.sumOf(a))));
    return balances;
  };

  it('has a repository that only inserts and reads', () => {
    expect(Object.keys(createLedgerRepository(db)).sort()).toEqual([
      'addToBalances',
      'balance',
      'insertEntries',
      'journal',
      'sumOf',
    ]);
  });

  it('posts a balanced journal with its movement, actor, request id and time, and derives balances', async () => {
    const posted = await db.transaction().execute((trx) => postJournal(trx, sale(storeId, 1)));
    expect(posted.posted).toBe(true);
    expect(posted.journal).toBe(`test_sale:${objectId}:issue`);
    expect(
      posted.entries.map((e) => [e.line, e.account_kind, e.store_id, e.account_owner_id, e.amount_fen]),
    ).toEqual([
      [1, 'card_value', storeId, 1, 12_000],
      [2, 'store_desk_takings', storeId, null, -10_000],
      [3, 'store_card_gift', storeId, null, -2_000],
    ]);
    expect(posted.entries[0]).toMatchObject({
      object_kind: 'test_sale',
      object_id: objectId,
      actor_kind: 'system',
      actor_account_id: null,
      request_id: 'req-1',
      reverses_entry_id: null,
    });
    expect(posted.entries[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await balanceOf(db, cardValueAccount(storeId, 1))).toBe(12_000);
    expect(await balanceOf(db, storeAccount('store_desk_takings', storeId))).toBe(-10_000);
    await saleBalances(storeId, 1);
  });

  it('refuses an unbalanced journal, a zero amount and a single entry, and writes nothing', async () => {
    const bad = sale(storeId, 2);
    bad.entries[0] = { account: cardValueAccount(storeId, 2), amount_fen: 11_999 };
    await expect(db.transaction().execute((trx) => postJournal(trx, bad))).rejects.toThrow(
      'unbalanced journal: its entries sum to -1 fen, not 0',
    );
    const zero = sale(storeId, 2);
    zero.entries.push({ account: storeAccount('store_card_revenue', storeId), amount_fen: 0 });
    await expect(db.transaction().execute((trx) => postJournal(trx, zero))).rejects.toThrow(LedgerError);
    const single = { ...sale(storeId, 2), entries: [] as ReturnType<typeof sale>['entries'] };
    await expect(db.transaction().execute((trx) => postJournal(trx, single))).rejects.toThrow(
      'a journal needs at least two entries',
    );
    expect(await balanceOf(db, cardValueAccount(storeId, 2))).toBe(0);
  });

  it('posts one movement once: a repeat writes nothing, another body for it is refused', async () => {
    const input = sale(storeId, 3);
    await db.transaction().execute((trx) => postJournal(trx, input));
    const again = await db.transaction().execute((trx) => postJournal(trx, input));
    expect(again.posted).toBe(false);
    expect(again.entries).toHaveLength(3);
    const changed = sale(storeId, 3, input.movement.id);
    changed.entries[0] = { account: cardValueAccount(storeId, 3), amount_fen: 12_001 };
    changed.entries[1] = { account: storeAccount('store_desk_takings', storeId), amount_fen: -10_001 };
    await expect(db.transaction().execute((trx) => postJournal(trx, changed))).rejects.toThrow(
      `movement test_sale:${input.movement.id}:issue was already posted with other entries`,
    );
    expect(await entriesOf(`test_sale:${input.movement.id}:issue`)).toHaveLength(3);
    expect(await balanceOf(db, cardValueAccount(storeId, 3))).toBe(12_000);
    await saleBalances(storeId, 3);
  });

  it('posts a movement once when 20 post it at the same time', async () => {
    const input = sale(storeId, 4);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction().execute((trx) => postJournal(trx, input))),
    );
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(results.every((r) => r.entries.length === 3)).toBe(true);
    expect(await entriesOf(`test_sale:${input.movement.id}:issue`)).toHaveLength(3);
    expect(await balanceOf(db, cardValueAccount(storeId, 4))).toBe(12_000);
    await saleBalances(storeId, 4);
  });

  it('adds 20 journals posted at the same time on the same accounts to their balances, losing none', async () => {
    const store = (await createMerchant(db)).storeIds[0] as number;
    await Promise.all(
      Array.from({ length: 20 }, () => db.transaction().execute((trx) => postJournal(trx, sale(store, 7)))),
    );
    expect(await saleBalances(store, 7)).toEqual([240_000, -200_000, -40_000]);
  });

  it('undoes a journal by a reversal naming each entry it reverses, once', async () => {
    const input = sale(storeId, 5);
    const original = await db.transaction().execute((trx) => postJournal(trx, input));
    const reversal = await db
      .transaction()
      .execute((trx) => reverseJournal(trx, { journal: original.journal, actor, requestId: 'req-2' }));
    expect(reversal.journal).toBe(`test_sale:${input.movement.id}:issue/reversal`);
    expect(reversal.entries.map((e) => [e.amount_fen, e.reverses_entry_id])).toEqual([
      [-12_000, original.entries[0]?.id],
      [10_000, original.entries[1]?.id],
      [2_000, original.entries[2]?.id],
    ]);
    expect(await balanceOf(db, cardValueAccount(storeId, 5))).toBe(0);
    const twice = await db
      .transaction()
      .execute((trx) => reverseJournal(trx, { journal: original.journal, actor }));
    expect(twice.posted).toBe(false);
    expect(await balanceOf(db, cardValueAccount(storeId, 5))).toBe(0);
    expect(await saleBalances(storeId, 5)).toEqual([0, expect.any(Number), expect.any(Number)]);
    await expect(
      db.transaction().execute((trx) => reverseJournal(trx, { journal: 'test_sale:1:nothing', actor })),
    ).rejects.toThrow('no journal test_sale:1:nothing to reverse');
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it('reports a running balance that differs from its entries, and an account without one', async () => {
    const store = (await createMerchant(db)).storeIds[0] as number;
    await db.transaction().execute((trx) => postJournal(trx, sale(store, 8)));
    const setGift = (fen: number) =>
      sql`update ledger_balances set balance_fen = ${fen}
        where store_id = ${store} and account_kind = 'store_card_gift'`.execute(db);
    await setGift(-1_999);
    await db
      .deleteFrom('ledger_balances')
      .where('store_id', '=', store)
      .where('account_kind', '=', 'card_value')
      .execute();
    const found = (await checkLedger(db)).differences;
    expect(found).toEqual([
      {
        identity: 'account_balance_equals_entries',
        store_id: store,
        account: `card_value@store:${store}/card:8 (no balance row)`,
        expected: 12_000,
        actual: 0,
      },
      {
        identity: 'account_balance_equals_entries',
        store_id: store,
        account: `store_card_gift@store:${store}`,
        expected: -2_000,
        actual: -1_999,
      },
    ]);
    // Put back, so that the ledger of the tests after this one holds again.
    await setGift(-2_000);
    await db
      .insertInto('ledger_balances')
      .values({ store_id: store, account_kind: 'card_value', account_owner_id: 8, balance_fen: 12_000 })
      .execute();
    expect((await checkLedger(db)).differences).toEqual([]);
  });

  it('refuses a raw UPDATE, DELETE of an entry and of a card usage row, on both databases', async () => {
    await expect(sql`update ledger_entries set amount_fen = 1`.execute(db)).rejects.toThrow(
      /ledger_entries is append-only: UPDATE refused/,
    );
    await expect(sql`delete from ledger_entries`.execute(db)).rejects.toThrow(
      /ledger_entries is append-only: DELETE refused/,
    );
    const { id: cardRowId } = await insertCardUsageRow(db, storeId);
    await expect(sql`update card_ledger set delta = 1 where id = ${cardRowId}`.execute(db)).rejects.toThrow(
      /card_ledger is append-only: UPDATE refused/,
    );
    await expect(sql`delete from card_ledger where id = ${cardRowId}`.execute(db)).rejects.toThrow(
      /card_ledger is append-only: DELETE refused/,
    );
    if (isPostgres)
      await expect(sql`truncate ledger_entries`.execute(db)).rejects.toThrow(
        /ledger_entries is append-only: TRUNCATE refused/,
      );
  });

  it('keeps a deleted store’s entries: ledger_entries has no foreign key but to the entry it reverses', async () => {
    const gone = (await createMerchant(db)).storeIds[0] as number;
    await db.transaction().execute((trx) => postJournal(trx, sale(gone, 6)));
    await db.deleteFrom('stores').where('id', '=', gone).execute();
    expect(await db.selectFrom('stores').select('id').where('id', '=', gone).execute()).toEqual([]);
    expect(await balanceOf(db, cardValueAccount(gone, 6))).toBe(12_000);
    expect(await foreignKeysOf(db, isPostgres, 'ledger_entries')).toEqual([
      { column: 'reverses_entry_id', parent: 'ledger_entries', on_delete: 'NO ACTION' },
    ]);
  });

  it('gives the card usage ledger keys that never cascade, and keeps its indexes', async () => {
    expect(await foreignKeysOf(db, isPostgres, 'card_ledger')).toEqual([
      { column: 'card_id', parent: 'member_cards', on_delete: 'NO ACTION' },
      { column: 'member_id', parent: 'members', on_delete: 'NO ACTION' },
      { column: 'staff_account_id', parent: 'accounts', on_delete: 'NO ACTION' },
    ]);
    const indexes = isPostgres
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'card_ledger' order by indexname`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'card_ledger' order by name`.execute(db);
    const names = indexes.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['card_ledger_card_idx', 'card_ledger_member_idx']));
    // Request numbers are unique per scope and operation in idempotency_keys, not per card here.
    expect(names).not.toContain('card_ledger_request_uq');
    expect(names).not.toContain('sqlite_autoindex_card_ledger_1');
    const { cardId } = await insertCardUsageRow(db, storeId, 'dup-1');
    await insertCardUsageRow(db, storeId, 'dup-1', cardId);
    const leftovers = isPostgres
      ? await sql`select 1 from pg_tables where tablename = 'card_ledger_new'`.execute(db)
      : await sql`select 1 from sqlite_master where name = 'card_ledger_new'`.execute(db);
    expect(leftovers.rows).toEqual([]);
  });
});

/** The table's foreign keys: column, parent table, delete rule. */
const foreignKeysOf = async (db: Database, isPostgres: boolean, table: string) => {
  if (isPostgres) {
    const { rows } = await sql<{ column: string; parent: string; on_delete: string }>`
      select kcu.column_name as column, ccu.table_name as parent, rc.delete_rule as on_delete
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name
      where kcu.table_name = ${table} order by kcu.column_name`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ from: string; table: string; on_delete: string }>`
    select * from pragma_foreign_key_list(${table})`.execute(db);
  return rows
    .map((r) => ({ column: r.from, parent: r.table, on_delete: r.on_delete }))
    .sort((a, b) => a.column.localeCompare(b.column));
};

/** A card of the store with one usage row (written directly; the card feature is tested elsewhere). */
const insertCardUsageRow = async (
  db: Database,
  storeId: number,
  requestNo?: string,
  existingCard?: number,
) => {
  const at = new Date().toISOString();
  let cardId = existingCard;
  if (cardId === undefined) {
    const member = await db
      .insertInto('members')
      .values({ store_id: storeId, full_name: '账本', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const type = await db
      .insertInto('card_types')
      .values({
        store_id: storeId,
        name: '次卡',
        kind: 'count',
        price_fen: 100,
        validity_days: 30,
        sessions: 1,
        status: 'on_sale',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = await db
      .insertInto('member_cards')
      .values({
        store_id: storeId,
        card_type_id: type.id,
        card_no: `L${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        member_id: member.id,
        status: 'active',
        kind: 'count',
        name: '次卡',
        paid_fen: 100,
        validity_days: 30,
        sessions: 1,
        shareable: 0,
        max_holders: 1,
        parallel_use: 0,
        freeze_allowed: 0,
        max_freeze_days: 0,
        max_freeze_times: 0,
        balance: 1,
        issued_at: at,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cardId = card.id;
  }
  const row = await db
    .insertInto('card_ledger')
    .values({
      card_id: cardId,
      store_id: storeId,
      kind: 'issue',
      delta: 1,
      balance_after: 1,
      request_no: requestNo ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, cardId };
};
