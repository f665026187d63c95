import type { EmployeeCreateBody } from '@merchant/shared';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import { bearer, createMerchant, createSessionToken } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { nextAddress, nextPhone } from '../user/user-test-kit';

/** Helpers of the employee API tests. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  /** X-Store-Id. */
  store?: number;
  payload?: unknown;
  lang?: string;
}

export const call = async (app: App, method: Method, url: string, options: CallOptions = {}) => {
  const res = await app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.store === undefined ? {} : { 'x-store-id': String(options.store) }),
      ...(options.lang ? { cookie: `language=${options.lang}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
};

/** A store owner with `stores` stores, signed in on the first one. */
export const newOwner = async (db: Database, stores = 2) => {
  const m = await createMerchant(db, { stores });
  return { ...m, token: await createSessionToken(db, m.accountId, { storeId: m.storeIds[0] }) };
};

/** The id of each named button permission. */
export const functionIds = async <const N extends readonly string[]>(
  db: Database,
  ...names: N
): Promise<{ [K in keyof N]: number }> => {
  const rows = await db
    .selectFrom('menu_functions')
    .select(['id', 'name'])
    .where('name', 'in', names)
    .execute();
  const ids = names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no function ${name}`);
    return row.id;
  });
  // One number per name: every name was found.
  return ids as { [K in keyof N]: number };
};

export const employeeBody = (overrides: Partial<EmployeeCreateBody> & { store_ids: number[] }) => ({
  name: '王芳',
  phone: nextPhone(),
  template: 'custom' as const,
  function_ids: [],
  ...overrides,
});

/** Adds an employee through the real call; throws unless it succeeds. */
export const addEmployee = async (
  app: App,
  owner: { token: string },
  body: ReturnType<typeof employeeBody>,
) => {
  const res = await call(app, 'POST', '/api/employee', { token: owner.token, payload: body });
  if (res.body.code !== 0) throw new Error(`add employee failed: ${JSON.stringify(res.body)}`);
  return res.body.value as { id: number; phone: string; function_ids: number[]; stores: { id: number }[] };
};

/** The account behind an employee (made or linked by the create call). */
export const accountOf = (db: Database, phone: string) =>
  db.selectFrom('accounts').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();

/** A session of the employee's account made directly (for tests that are not about signing in). */
export const employeeToken = async (db: Database, phone: string, storeId?: number) =>
  createSessionToken(db, (await accountOf(db, phone)).id, { storeId: storeId ?? null });

/** Signs in with a phone code through the real calls (one code per phone per minute). */
export const phoneSignIn = async (t: TestApp, phone: string) => {
  await call(t.app, 'POST', `/api/user/sendcode/${phone}`);
  const code = t.sms.filter((m) => m.phone === phone).at(-1)?.code;
  return call(t.app, 'POST', '/api/user/login_phone', { payload: { phone, code } });
};

/**
 * An active employment made directly in the database (for tests of the access read that do
 * not go through the calls): `account` works for `owner` in `storeIds`, holding `functionIds`.
 */
export const insertEmployment = async (
  db: Database,
  employment: { owner: number; account: number; phone: string; storeIds: number[]; functionIds?: number[] },
): Promise<number> => {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('employees')
    .values({
      owner_account_id: employment.owner,
      account_id: employment.account,
      name: 'staff',
      phone: employment.phone,
      status: 'active',
      template: 'custom',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const store_id of employment.storeIds)
    await db.insertInto('employee_stores').values({ employee_id: id, store_id }).execute();
  for (const function_id of employment.functionIds ?? [])
    await db.insertInto('employee_functions').values({ employee_id: id, function_id }).execute();
  return id;
};
