import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateUpTo } from '../migrate';

/** 2026-11-24-0010-cover-menu-name on a database made before: the sidebar takes the screen's name. */
describe('migration 0010: one name for the team-pictures screen', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-24-0009-storefront');
    // As databases made before the reference tree was renamed hold it.
    await db
      .updateTable('menus')
      .set({ name_en: 'Images', name_zh: '图片上传', name_es: 'Imágenes' })
      .where('id', '=', 603)
      .execute();
  });
  afterAll(() => drop());

  it('renames the sidebar entry in every language, and nothing else', async () => {
    const others = await db.selectFrom('menus').selectAll().where('id', '!=', 603).orderBy('id').execute();
    await migrateUpTo(db, kind, '2026-11-24-0010-cover-menu-name');
    const entry = await db.selectFrom('menus').selectAll().where('id', '=', 603).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      name_en: 'Team pictures',
      name_zh: '团队图片',
      name_es: 'Imágenes del equipo',
      url: '/cover',
    });
    expect(await db.selectFrom('menus').selectAll().where('id', '!=', 603).orderBy('id').execute()).toEqual(
      others,
    );
  });
});
