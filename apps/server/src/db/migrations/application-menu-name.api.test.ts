import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateUpTo } from '../migrate';

/** 2026-11-25-0061-application-menu-name on a database made before: /application shows both services. */
describe('migration 0061: the all-services application entry', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-25-0001-members-cards');
    // As databases made before the reference tree was renamed hold it.
    await db
      .updateTable('menus')
      .set({ name_en: 'Courses and packages', name_zh: '课程套餐', name_es: 'Cursos y paquetes' })
      .where('id', '=', 201)
      .execute();
  });
  afterAll(() => drop());

  it('renames the sidebar entry in every language, and nothing else', async () => {
    const others = await db.selectFrom('menus').selectAll().where('id', '!=', 201).orderBy('id').execute();
    await migrateUpTo(db, kind, '2026-11-25-0061-application-menu-name');
    const entry = await db.selectFrom('menus').selectAll().where('id', '=', 201).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      name_en: 'All services',
      name_zh: '全部业务',
      name_es: 'Todos los servicios',
      url: '/application',
    });
    expect(await db.selectFrom('menus').selectAll().where('id', '!=', 201).orderBy('id').execute()).toEqual(
      others,
    );
  });
});
