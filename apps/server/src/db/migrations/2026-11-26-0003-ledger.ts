import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { rebuildSqliteTable, refuseRowChanges, withId } from './schema-helpers';

type Dialect = 'sqlite' | 'postgres';

/**
 * The append-only money ledger (docs/ledger.md), and the card usage ledger put
 * under the same rule: rows are never updated or deleted (a trigger refuses it on both
 * databases) and no foreign key cascades them away from stores, members or accounts.
 */
export const up = async (db: MigrationDb, dialect: Dialect): Promise<void> => {
  await createLedgerEntries(db, dialect);
  await refuseRowChanges(db, dialect, 'ledger_entries');
  if (dialect === 'postgres') {
    await widenCardMoney(db);
    await replaceCardLedgerKeysOnPostgres(db);
  } else {
    await rebuildCardLedgerOnSqlite(db);
  }
  await refuseRowChanges(db, dialect, 'card_ledger');
  await postEarlierCardMoney(db);
};

/**
 * The journals of stored-value cards sold before this migration, so that `ledger check` holds
 * on an upgraded database too: the same entries postCardMoney (features/member-card/card-money.ts)
 * posts, written here in SQL so that this migration does not change when that code does. Each
 * leg of 0 fen is left out; lines keep their place (1 card, 2 counter-account, 3 gift).
 */
const earlierLegs: [movement: string, line: number, account: string, ofCard: boolean, amount: string][] = [
  ['issue', 1, 'card_value', true, 'l.delta'],
  ['issue', 2, 'store_desk_takings', false, '-coalesce(l.amount_fen, c.paid_fen)'],
  ['issue', 3, 'store_card_gift', false, 'coalesce(l.amount_fen, c.paid_fen) - l.delta'],
  ['use', 1, 'card_value', true, 'l.delta'],
  ['use', 2, 'store_card_revenue', false, '-l.delta'],
  ['refund', 1, 'card_value', true, 'l.delta'],
  ['refund', 2, 'store_card_refunds', false, 'coalesce(l.amount_fen, 0)'],
  ['refund', 3, 'store_card_gift', false, '-l.delta - coalesce(l.amount_fen, 0)'],
];

const postEarlierCardMoney = async (db: MigrationDb) => {
  for (const [movement, line, account, ofCard, amount] of earlierLegs)
    await sql`insert into ledger_entries (journal, line, store_id, account_kind, account_owner_id, amount_fen,
        object_kind, object_id, actor_kind, actor_account_id, request_id, created_at)
      select 'card_ledger:' || l.id || ':' || l.kind, ${sql.lit(line)}, l.store_id, ${sql.lit(account)},
        ${sql.raw(ofCard ? 'l.card_id' : 'null')}, ${sql.raw(amount)}, 'card_ledger', l.id, 'system', null, null,
        l.created_at
      from card_ledger l inner join member_cards c on c.id = l.card_id
      where c.kind = 'stored_value' and l.kind = ${sql.lit(movement)} and l.delta <> 0
        and (${sql.raw(amount)}) <> 0
      order by l.id`.execute(db);
};

/**
 * One row per entry; the entries of one journal share `journal` (the movement's key) and sum to
 * zero. No foreign key at all except to the entry a reversal reverses: entries outlive the
 * stores, members, cards and accounts they name.
 */
const createLedgerEntries = async (db: MigrationDb, dialect: Dialect) => {
  // 64-bit ids on PostgreSQL (the table grows without bound); SQLite's rowid is 64-bit already.
  const table =
    dialect === 'postgres'
      ? db.schema
          .createTable('ledger_entries')
          .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : withId(db.schema.createTable('ledger_entries'), dialect);
  await table
    // The movement's key (e.g. 'card_ledger:42:use'): unique per movement with `line` below.
    .addColumn('journal', 'varchar(200)', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    // The store whose books hold the account; null for platform accounts. No foreign key.
    .addColumn('store_id', 'integer')
    // The account: its kind and, below the store, its owner (a card id for card_value).
    .addColumn('account_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_owner_id', 'bigint')
    // Signed fen; the entries of a journal sum to zero.
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // The business object the movement comes from.
    .addColumn('object_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'bigint', (c) => c.notNull())
    .addColumn('reverses_entry_id', 'bigint', (c) => c.references('ledger_entries.id'))
    // 'merchant' | 'platform' | 'system' | 'app' | 'cli'
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_account_id', 'integer')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_journal_line_uq', ['journal', 'line'])
    .addCheckConstraint('ledger_entries_amount_nonzero', sql`amount_fen <> 0`)
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['account_kind', 'store_id', 'account_owner_id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_store_idx')
    .on('ledger_entries')
    .columns(['store_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_object_idx')
    .on('ledger_entries')
    .columns(['object_kind', 'object_id'])
    .execute();
  // An entry is reversed at most once.
  await db.schema
    .createIndex('ledger_entries_reverses_uq')
    .on('ledger_entries')
    .column('reverses_entry_id')
    .unique()
    .where(sql.ref('reverses_entry_id'), 'is not', null)
    .execute();
};

/** The card tables' fen columns become 64-bit (SQLite integers are 64-bit already). */
const widenCardMoney = async (db: MigrationDb) => {
  const columns: [string, string[]][] = [
    ['card_types', ['price_fen', 'gift_fen']],
    ['member_cards', ['paid_fen', 'gift_fen', 'balance', 'refund_fen']],
    // delta and balance_after are fen on stored-value cards.
    ['card_ledger', ['delta', 'balance_after', 'amount_fen']],
  ];
  for (const [table, names] of columns)
    for (const column of names)
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setDataType('bigint'))
        .execute();
};

/**
 * card_ledger's keys without any action: a card, member or staff account named by the usage
 * history cannot be deleted from under it (no cascade, no set null, which would be an UPDATE the
 * trigger refuses). store_id and session_id keep no key: the store is the card's, and the
 * timetable deletes sessions that the history must outlive.
 */
const cardLedgerKeys = {
  card_id: 'member_cards',
  member_id: 'members',
  staff_account_id: 'accounts',
} as const;

const replaceCardLedgerKeysOnPostgres = async (db: MigrationDb) => {
  for (const column of ['card_id', 'store_id', 'member_id', 'session_id', 'staff_account_id'])
    await sql`alter table card_ledger drop constraint if exists ${sql.raw(`card_ledger_${column}_fkey`)}`.execute(
      db,
    );
  for (const [column, parent] of Object.entries(cardLedgerKeys))
    await sql`alter table card_ledger add constraint ${sql.raw(`card_ledger_${column}_fkey`)}
      foreign key (${sql.raw(column)}) references ${sql.raw(parent)} (id)`.execute(db);
};

const cardLedgerColumns =
  'id, card_id, store_id, kind, delta, balance_after, member_id, session_id, service_kind, service_id, ' +
  'use_starts_at, use_ends_at, amount_fen, note, staff_account_id, request_no, created_at';

/**
 * card_ledger as 0001 made it, with the keys above and without its request-number constraint
 * (2026-11-26-0001 dropped it on PostgreSQL: request numbers are keyed in idempotency_keys).
 */
const createCardLedger = (db: MigrationDb, name: string) =>
  withId(db.schema.createTable(name), 'sqlite')
    .addColumn('card_id', 'integer', (c) => c.notNull().references('member_cards.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_after', 'integer')
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('session_id', 'integer')
    .addColumn('service_kind', 'varchar(8)')
    .addColumn('service_id', 'integer')
    .addColumn('use_starts_at', 'varchar(30)')
    .addColumn('use_ends_at', 'varchar(30)')
    .addColumn('amount_fen', 'integer')
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_account_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('request_no', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

/** SQLite cannot change a foreign key: the table is rebuilt, with every index of 0001. */
const rebuildCardLedgerOnSqlite = (db: MigrationDb) =>
  rebuildSqliteTable(db, 'card_ledger', cardLedgerColumns, createCardLedger, async (trx) => {
    await trx.schema
      .createIndex('card_ledger_card_idx')
      .on('card_ledger')
      .columns(['card_id', 'id'])
      .execute();
    await trx.schema
      .createIndex('card_ledger_member_idx')
      .on('card_ledger')
      .columns(['member_id', 'created_at'])
      .execute();
  });
