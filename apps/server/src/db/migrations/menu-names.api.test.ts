import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateUpTo } from '../migrate';

/** 2026-11-23-0006-menu-names on a database made before: the messages entry takes its tab's name. */
describe('migration 0006: one name for the messages screen', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-21-0005-account-uploads');
    // As databases made before the reference tree was renamed hold it.
    await db
      .updateTable('menus')
      .set({ name_en: 'Messages', name_es: 'Mensajes' })
      .where('id', '=', 11)
      .execute();
  });
  afterAll(() => drop());

  it('renames the sidebar entry in every language, and nothing else', async () => {
    const others = await db.selectFrom('menus').selectAll().where('id', '!=', 11).orderBy('id').execute();
    await migrateUpTo(db, kind, '2026-11-23-0006-menu-names');
    const entry = await db.selectFrom('menus').selectAll().where('id', '=', 11).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      name_en: 'System messages',
      name_zh: '系统消息',
      name_es: 'Mensajes del sistema',
      url: '/message/index',
    });
    expect(await db.selectFrom('menus').selectAll().where('id', '!=', 11).orderBy('id').execute()).toEqual(
      others,
    );
  });
});
