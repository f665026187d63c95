import { RoleCode } from '@merchant/shared';
import { CompiledQuery, type Expression, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The read of the access plugin, on every call so that a revoked session, a changed role, a
 * lost store, a disabled employee or a withdrawn grant applies at once: the session with its
 * account's role (by the unique token hash), and in the same statement what the call needs to
 * know about its store and permission (docs/staff-access.md "The access read").
 *
 * With S the call's store (X-Store-Id, else the session's):
 * - `owns`: the account owns S (store_managers);
 * - `employed`: an active employment of the account works in S, for an owner who still owns S;
 * - `held`: the permission's menu is `always` and the role holds it (role_functions), or the
 *   menu is `grant` and an active employment of the account in S holds it (employee_functions).
 * Owners, other roles and calls without a store hold every permission (see `toFacts`).
 */

/** An employment of `account` that is active and works in `store` for an owner of `store`. */
export const activeEmploymentIn = (
  db: Database,
  account: Expression<number>,
  store: Expression<number | null>,
) =>
  db
    .selectFrom('employees as e')
    .innerJoin('employee_stores as es', 'es.employee_id', 'e.id')
    .innerJoin('store_managers as om', (join) =>
      join.onRef('om.account_id', '=', 'e.owner_account_id').onRef('om.store_id', '=', 'es.store_id'),
    )
    .where('e.account_id', '=', account)
    .where('e.status', '=', 'active')
    .where('es.store_id', '=', store);

/** The outer query's function, inside its correlated subqueries. */
const functionId = sql<number>`f.id`;

/** Whether `account` (of `role`) holds one of `permissions` in `store` by the menu's rule (see above). */
const holdsByMenu = (
  db: Database,
  account: Expression<number>,
  role: Expression<number>,
  store: Expression<number | null>,
  permissions: readonly string[],
) =>
  db
    .selectFrom('menu_functions as f')
    .innerJoin('menus as mn', 'mn.id', 'f.menu_id')
    .select('f.id')
    // An empty list asks for nothing: '' names no function.
    .where('f.name', 'in', permissions.length > 0 ? permissions : [''])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('mn.access', '=', 'always'),
          eb.exists(
            db
              .selectFrom('role_functions as rf')
              .select('rf.function_id')
              .where('rf.function_id', '=', functionId)
              .where('rf.role', '=', role),
          ),
        ]),
        eb.and([
          eb('mn.access', '=', 'grant'),
          eb.exists(
            activeEmploymentIn(db, account, store)
              .innerJoin('employee_functions as ef', 'ef.employee_id', 'e.id')
              .select('ef.function_id')
              .where('ef.function_id', '=', functionId),
          ),
        ]),
      ]),
    );

const ownsStore = (db: Database, account: Expression<number>, store: Expression<number | null>) =>
  db
    .selectFrom('store_managers as m')
    .select('m.store_id')
    .where('m.account_id', '=', account)
    .where('m.store_id', '=', store);

/** SQLite answers `exists` with 0/1, PostgreSQL with booleans. */
const truthy = (value: unknown): boolean => Boolean(Number(value));

interface RawFacts {
  role: number;
  owns: unknown;
  employed: unknown;
  held: unknown;
}

/** What the call may do in its store, from the statement's answers. */
export interface AccessFacts {
  /** The caller owns the call's store. */
  owns: boolean;
  /** The caller owns the store or works there as an active employee. */
  manages: boolean;
  /** The caller holds the permission asked for (meaningless when none was asked). */
  granted: boolean;
}

const toFacts = (row: RawFacts, store: number | null): AccessFacts => {
  const owns = truthy(row.owns);
  return {
    owns,
    manages: owns || truthy(row.employed),
    granted: row.role !== RoleCode.merchant || store === null || owns || truthy(row.held),
  };
};

/** The header store, typed for PostgreSQL when it is null, else the session's selection. */
const callStore = (headerStore: number | null): RawBuilder<number | null> =>
  sql<number | null>`coalesce(cast(${headerStore} as integer), s.store_id)`;

/** The caller statement's row, before its facts are worked out. */
interface CallerRow extends RawFacts {
  id: number;
  account_id: number;
  store_id: number | null;
  expires_at: string;
  revoked_at: string | null;
}

/** Where each parameter of the compiled statement comes from on a call. */
type ParameterSlot =
  | { kind: 'token' }
  | { kind: 'header' }
  | { kind: 'permission'; index: number }
  | { kind: 'constant'; value: unknown };

interface CompiledCallerQuery {
  sql: string;
  slots: ParameterSlot[];
}

/**
 * Compiles the caller statement with stand-ins for the call's values (the token hash, the
 * header store, `count` permission codes) and records which parameter each stand-in became;
 * the other parameters are the statement's own constants.
 */
const compileCallerQuery = (db: Database, count: number): CompiledCallerQuery => {
  const token = { stand: 'token' };
  const header = { stand: 'header' };
  const codes = Array.from({ length: count }, (_, index) => ({ stand: 'permission', index }));
  const store = callStore(header as never);
  const account = sql<number>`s.account_id`;
  const role = sql<number>`a.role`;
  const { sql: text, parameters } = db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(({ exists }) => [
      's.id',
      's.account_id',
      's.store_id',
      's.expires_at',
      's.revoked_at',
      'a.role',
      exists(ownsStore(db, account, store)).as('owns'),
      exists(activeEmploymentIn(db, account, store).select('e.id')).as('employed'),
      exists(holdsByMenu(db, account, role, store, codes as never[])).as('held'),
    ])
    .where('s.token_hash', '=', token as never)
    .compile();
  const slots = parameters.map((value): ParameterSlot => {
    if (value === token) return { kind: 'token' };
    if (value === header) return { kind: 'header' };
    const code = codes.find((c) => c === value);
    if (code) return { kind: 'permission', index: code.index };
    return { kind: 'constant', value };
  });
  return { sql: text, slots };
};

export const createAccessRepository = (db: Database) => {
  // The caller statement, compiled once per number of permission codes asked for: building and
  // compiling it took about 85 µs of the 140 µs each call spent on it (running it takes 5).
  const compiledCallerQueries = new Map<number, CompiledCallerQuery>();
  return {
    /**
     * The access hook's one read per call: the session with its account's role, and the facts
     * of the store the call would act on (`headerStore`, else the session's own selection) and
     * of `permissions` (any one of them). Null is never held by the menu rule; callers that
     * only need the session pass nulls.
     */
    findCaller: async (
      tokenHash: string,
      headerStore: number | null,
      permissions: readonly string[] | null,
    ): Promise<(CallerRow & AccessFacts) | undefined> => {
      const codes = permissions ?? [];
      let compiled = compiledCallerQueries.get(codes.length);
      if (!compiled) {
        compiled = compileCallerQuery(db, codes.length);
        compiledCallerQueries.set(codes.length, compiled);
      }
      const parameters = compiled.slots.map((slot) => {
        if (slot.kind === 'token') return tokenHash;
        if (slot.kind === 'header') return headerStore;
        if (slot.kind === 'permission') return codes[slot.index];
        return slot.value;
      });
      const { rows } = await db.executeQuery<CallerRow>(CompiledQuery.raw(compiled.sql, parameters));
      const row = rows[0];
      if (!row) return undefined;
      return { ...row, ...toFacts(row, headerStore ?? row.store_id) };
    },

    /**
     * Whether the account holds `permission` in `storeId` by the same rule as the access hook:
     * for services whose check depends on data (the operation log of an entity).
     */
    /**
     * Which of `permissions` the account holds in `storeId`, by the same rule as the access
     * hook, in two reads whatever their number: for services whose check depends on data (the
     * operation log shows each entity to those who hold its view).
     */
    heldPermissions: async (
      caller: { accountId: number },
      storeId: number | null,
      permissions: readonly string[],
    ): Promise<Set<string>> => {
      const store = sql<number | null>`cast(${storeId} as integer)`;
      const account = sql<number>`a.id`;
      const row = await db
        .selectFrom('accounts as a')
        .select(({ exists }) => ['a.role', exists(ownsStore(db, account, store)).as('owns')])
        .where('a.id', '=', caller.accountId)
        .executeTakeFirst();
      if (!row) return new Set();
      // Owners, other roles and calls without a store hold every permission (see `toFacts`).
      if (toFacts({ ...row, employed: 0, held: 0 }, storeId).granted) return new Set(permissions);
      const held = await holdsByMenu(
        db,
        sql<number>`${caller.accountId}`,
        sql<number>`${row.role}`,
        store,
        permissions,
      )
        .select('f.name')
        .execute();
      return new Set(held.map((f) => f.name));
    },
  };
};

/** Reusable outside the hook: `holdsPermission(db, caller, storeId, 'coach:view')`. */
export const holdsPermission = async (
  db: Database,
  caller: { accountId: number; role: number },
  storeId: number | null,
  permission: string,
): Promise<boolean> =>
  (await createAccessRepository(db).heldPermissions(caller, storeId, [permission])).has(permission);
