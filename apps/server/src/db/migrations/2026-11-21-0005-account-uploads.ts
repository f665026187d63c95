import { sql } from 'kysely';
import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

const columns = sql.raw(
  'id, store_id, account_id, key, file_name, size, content_type, md5, purpose, created_at',
);

/** uploaded_files as 0003 made it, except that store_id may be null. */
const createUploadedFiles = (db: MigrationDb, name: string) =>
  withId(db.schema.createTable(name), 'sqlite')
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('key', 'varchar(400)', (c) => c.notNull().unique())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)')
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

const createIndexes = async (db: MigrationDb) => {
  await db.schema
    .createIndex('uploaded_files_store_idx')
    .on('uploaded_files')
    .columns(['store_id', 'created_at'])
    .execute();
};

/** The media library of an account without a store: its files, newest first. */
const createAccountIndex = (db: MigrationDb) =>
  db.schema
    .createIndex('uploaded_files_account_idx')
    .on('uploaded_files')
    .columns(['account_id', 'created_at'])
    .execute();

/**
 * SQLite cannot drop NOT NULL: the table is rebuilt as https://www.sqlite.org/lang_altertable.html
 * ("Making Other Kinds Of Table Schema Changes") prescribes. Foreign keys are switched off
 * around the transaction (the pragma is ignored inside one) and checked before it commits.
 * The AUTOINCREMENT high-water mark is carried over: qualifications keep file ids without a
 * foreign key, so an id of a deleted file must never be handed out again.
 */
const rebuildOnSqlite = async (db: MigrationDb) => {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = rows[0]?.foreign_keys === 1;
  if (foreignKeys) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const sequence = await sql<{ seq: number }>`
        select seq from sqlite_sequence where name = 'uploaded_files'`.execute(trx);
      const highWater = Number(sequence.rows[0]?.seq ?? 0);
      await createUploadedFiles(trx, 'uploaded_files_new');
      await sql`insert into uploaded_files_new (${columns}) select ${columns} from uploaded_files`.execute(
        trx,
      );
      await trx.schema.dropTable('uploaded_files').execute();
      await sql`alter table uploaded_files_new rename to uploaded_files`.execute(trx);
      // The copy set the new table's sequence to its largest id; a deleted larger id counts too.
      await sql`delete from sqlite_sequence where name = 'uploaded_files'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) values ('uploaded_files',
        max(${highWater}, coalesce((select max(id) from uploaded_files), 0)))`.execute(trx);
      await createIndexes(trx);
      await createAccountIndex(trx);
      const broken = await sql`pragma foreign_key_check(uploaded_files)`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error(`uploaded_files: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
};

/**
 * Uploads of an account that has no store yet (docs/uploads.md, "Account uploads"): a new
 * merchant sends qualification photos before any store is theirs. Such rows have no store_id;
 * their keys live under `accounts/{accountId}/`.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  if (dialect === 'postgres') {
    // Migrations already run in a transaction on PostgreSQL.
    await db.schema
      .alterTable('uploaded_files')
      .alterColumn('store_id', (c) => c.dropNotNull())
      .execute();
    await createAccountIndex(db);
    return;
  }
  await rebuildOnSqlite(db);
};
