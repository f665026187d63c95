import type { MigrationDb } from './schema-helpers';
import { withId } from './schema-helpers';

const MERCHANT_ROLE = 2;

/**
 * Uploaded files (docs/uploads.md) and the media library's menu entry. `size` is bigint:
 * videos reach 5 GB, beyond a 32-bit integer. `key` is unique: one record per stored object.
 */
export const up = async (db: MigrationDb, dialect: 'sqlite' | 'postgres'): Promise<void> => {
  await withId(db.schema.createTable('uploaded_files'), dialect)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('key', 'varchar(400)', (c) => c.notNull().unique())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)')
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploaded_files_store_idx')
    .on('uploaded_files')
    .columns(['store_id', 'created_at'])
    .execute();

  // Store management (4) already has cover image, decoration and cards (sort 0-2).
  await db
    .insertInto('menus')
    .values({
      id: 404,
      parent_id: 4,
      name_en: 'Media library',
      name_zh: '素材库',
      name_es: 'Biblioteca de medios',
      url: '/files',
      favicon: '',
      sort: 3,
    })
    .execute();
  await db
    .insertInto('menu_functions')
    .values({
      id: 40401,
      menu_id: 404,
      name: 'upload:delete',
      title_en: 'Delete files',
      title_zh: '删除文件',
      title_es: 'Eliminar archivos',
    })
    .execute();
  await db.insertInto('role_functions').values({ role: MERCHANT_ROLE, function_id: 40401 }).execute();
};
