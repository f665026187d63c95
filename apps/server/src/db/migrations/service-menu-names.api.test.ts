import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { migrateUpTo } from '../migrate';
import { menuTree } from '../reference/menu-tree';

/** 2026-11-26-0211-service-menu-names on a database made before: one name per sidebar entry. */
describe('migration 0211: the service management entries', () => {
  let db: Database;
  let kind: 'sqlite' | 'postgres';
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, kind, drop } = await createEmptyDatabase());
    await migrateUpTo(db, kind, '2026-11-26-0001-idempotency');
    // As databases made before the reference tree was renamed hold them.
    await db
      .updateTable('menus')
      .set({ name_en: 'Timed business', name_zh: '计时业务', name_es: 'Negocio por tiempo' })
      .where('id', '=', 506)
      .execute();
    await db
      .updateTable('menus')
      .set({ name_en: 'Per-visit business', name_zh: '计次业务', name_es: 'Negocio por visita' })
      .where('id', '=', 507)
      .execute();
  });
  afterAll(() => drop());

  it('renames the two entries in every language, and nothing else', async () => {
    const others = await db
      .selectFrom('menus')
      .selectAll()
      .where('id', 'not in', [506, 507])
      .orderBy('id')
      .execute();
    await migrateUpTo(db, kind, '2026-11-26-0211-service-menu-names');
    const renamed = await db
      .selectFrom('menus')
      .select(['id', 'url', 'name_en', 'name_zh', 'name_es'])
      .where('id', 'in', [506, 507])
      .orderBy('id')
      .execute();
    expect(renamed).toEqual([
      {
        id: 506,
        url: '/timetable',
        name_en: 'Manage timed services',
        name_zh: '计时业务管理',
        name_es: 'Gestionar servicios por tiempo',
      },
      {
        id: 507,
        url: '/numbertable',
        name_en: 'Manage per-visit services',
        name_zh: '计次业务管理',
        name_es: 'Gestionar servicios por visita',
      },
    ]);
    expect(
      await db.selectFrom('menus').selectAll().where('id', 'not in', [506, 507]).orderBy('id').execute(),
    ).toEqual(others);
  });

  it('leaves no two entries of the reference tree with one name in a language', () => {
    const leaves = menuTree.flatMap((item) => (item.children?.length ? item.children : [item]));
    for (const lang of [0, 1, 2]) {
      const names = leaves.map((leaf) => leaf.name[lang]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
