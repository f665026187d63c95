import {
  type Employee,
  type EmployeeStatus,
  type EmployeeTemplate,
  employeeListSpec,
  type Language,
  RoleCode,
} from '@merchant/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { defineListFields, fetchListPage, type ListPlan } from '../../lib/list-query';
import { isoNow } from '../../lib/time';

/** Between the name and the phone in the keyword's text (list values refuse control characters). */
const KEYWORD_SEPARATOR = '\u0001';

/** Where the employee list's declared fields live (packages/shared/src/lists/employee.list.ts). */
export const employeeList = defineListFields(
  employeeListSpec,
  {
    keyword: sql`(e.name || ${KEYWORD_SEPARATOR} || e.phone)`,
    name: 'e.name',
    phone: 'e.phone',
    status: 'e.status',
    template: 'e.template',
    created_at: 'e.created_at',
  },
  { idColumn: 'e.id' },
);

type EmployeeBase = Omit<Employee, 'stores' | 'function_ids'> & { account_id: number };

/** Employees: every read is scoped to the owner who added them (others' rows do not exist). */
export const createEmployeeRepository = (db: Database) => {
  const ofOwner = (ownerId: number) =>
    db.selectFrom('employees as e').where('e.owner_account_id', '=', ownerId);
  const columns = (query: ReturnType<typeof ofOwner>) =>
    query.select([
      'e.id',
      'e.account_id',
      'e.name',
      'e.phone',
      'e.status',
      'e.template',
      'e.created_at',
      'e.updated_at',
    ]);
  const toBase = (row: Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>) =>
    ({
      ...row,
      status: row.status as EmployeeStatus,
      template: row.template as EmployeeTemplate,
    }) satisfies EmployeeBase;

  /** The stores and functions of the employees `ids`, for whole answers. */
  const grantsOf = async (ids: number[]) => {
    const stores = new Map<number, { id: number; name: string }[]>();
    const functions = new Map<number, number[]>();
    if (ids.length === 0) return { stores, functions };
    const storeRows = await db
      .selectFrom('employee_stores as es')
      .innerJoin('stores as s', 's.id', 'es.store_id')
      .select(['es.employee_id', 's.id', 's.name'])
      .where('es.employee_id', 'in', ids)
      .orderBy('s.id')
      .execute();
    for (const { employee_id, id, name } of storeRows)
      stores.set(employee_id, [...(stores.get(employee_id) ?? []), { id, name }]);
    const functionRows = await db
      .selectFrom('employee_functions')
      .select(['employee_id', 'function_id'])
      .where('employee_id', 'in', ids)
      .orderBy('function_id')
      .execute();
    for (const { employee_id, function_id } of functionRows)
      functions.set(employee_id, [...(functions.get(employee_id) ?? []), function_id]);
    return { stores, functions };
  };

  const withGrants = async (rows: EmployeeBase[]): Promise<(Employee & { account_id: number })[]> => {
    const { stores, functions } = await grantsOf(rows.map((r) => r.id));
    return rows.map((row) => ({
      ...row,
      stores: stores.get(row.id) ?? [],
      function_ids: functions.get(row.id) ?? [],
    }));
  };

  return {
    /** One page of the owner's employees who work in `storeId`. */
    page: async (ownerId: number, storeId: number, plan: ListPlan) => {
      const base = ofOwner(ownerId).where((eb) =>
        eb.exists(
          eb
            .selectFrom('employee_stores as es')
            .select('es.employee_id')
            .whereRef('es.employee_id', '=', 'e.id')
            .where('es.store_id', '=', storeId),
        ),
      );
      const page = await fetchListPage(base, plan, columns);
      return { ...page, content: await withGrants(page.content.map(toBase)) };
    },

    /** One employee of the owner, with stores and functions; undefined for anyone else's. */
    find: async (ownerId: number, id: number) => {
      const row = await columns(ofOwner(ownerId)).where('e.id', '=', id).executeTakeFirst();
      return row ? (await withGrants([toBase(row)]))[0] : undefined;
    },

    findByAccount: (ownerId: number, accountId: number) =>
      ofOwner(ownerId).select('e.id').where('e.account_id', '=', accountId).executeTakeFirst(),

    insert: async (row: {
      owner_account_id: number;
      account_id: number;
      name: string;
      phone: string;
      template: string;
    }): Promise<number> => {
      const now = isoNow();
      const { id } = await db
        .insertInto('employees')
        .values({ ...row, status: 'active', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * A console account for a new employee: user name = phone, a password nobody knows, and
     * the mark that makes the console ask for one after the first phone-code sign-in.
     */
    insertAccount: async (row: { phone: string; name: string; password_hash: string }): Promise<number> => {
      const { id } = await db
        .insertInto('accounts')
        .values({
          username: row.phone,
          phone: row.phone,
          name: row.name,
          password_hash: row.password_hash,
          avatar: '',
          role: RoleCode.merchant,
          must_set_password: 1,
          created_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    update: async (id: number, fields: { name: string; template: string }) => {
      await db
        .updateTable('employees')
        .set({ ...fields, updated_at: isoNow() })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the employee's stores and functions. */
    setGrants: async (id: number, storeIds: number[], functionIds: number[]) => {
      await db.deleteFrom('employee_stores').where('employee_id', '=', id).execute();
      await db.deleteFrom('employee_functions').where('employee_id', '=', id).execute();
      if (storeIds.length)
        await db
          .insertInto('employee_stores')
          .values(storeIds.map((store_id) => ({ employee_id: id, store_id })))
          .execute();
      if (functionIds.length)
        await db
          .insertInto('employee_functions')
          .values(functionIds.map((function_id) => ({ employee_id: id, function_id })))
          .execute();
    },

    /** Every function of a `grant` menu: what an owner may give. */
    grantableFunctions: (lang: Language) =>
      db
        .selectFrom('menu_functions as f')
        .innerJoin('menus as m', 'm.id', 'f.menu_id')
        .select((eb) => [
          'f.id',
          'f.name',
          'f.menu_id',
          eb.ref(`f.title_${lang}` as 'f.title_en').as('title'),
        ])
        .where('m.access', '=', 'grant')
        .orderBy('f.id')
        .execute(),

    /** Every menu with its access, sorted as the sidebar is (the grant tree's skeleton). */
    menus: (lang: Language) =>
      db
        .selectFrom('menus')
        .select((eb) => ['id', 'parent_id', 'url', 'access', eb.ref(`name_${lang}` as 'name_en').as('name')])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
  };
};
