import { randomBytes } from 'node:crypto';
import {
  Code,
  type Employee,
  type EmployeeCreateBody,
  type EmployeeGrantOptions,
  type EmployeeStatus,
  type EmployeeUpdateBody,
  type GrantableMenu,
  type Language,
  type ListQuery,
  type Page,
  RoleCode,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { planListQuery } from '../../lib/list-query';
import { hashPassword } from '../../lib/password';
import { isoNow } from '../../lib/time';
import { checkTransition, guardedUpdate, recordAudit } from '../../lib/transitions';
import type { Caller } from '../../plugins/access';
import { createSessionRepository } from '../session/session.repository';
import { createStoreRepository } from '../store/store.repository';
import { createAccountRepository } from '../user/account.repository';
import { createEmployeeRepository, employeeList } from './employee.repository';
import { affectedStores, expandGrants, type GrantableFunctionRow, grantChangeReason } from './employee-rules';
import { templateFunctionNames, type templateNames } from './employee-templates';
import { EMPLOYEE_ENTITY, employeeTransitions } from './employee-transitions';

const employeeNotFound = () => new AppError(Code.NOT_FOUND, 'employeeNotFound');
const employeeExists = () => new AppError(Code.CONFLICT, 'employeeExists');

/** Who makes a change, for the operation log. */
export interface EmployeeActor {
  caller: Caller;
  requestId?: string;
}

/** The wire shape: the employee's own account id stays on the server. */
const toEmployee = ({ account_id: _, ...employee }: Employee & { account_id: number }): Employee => employee;

/**
 * Employees of an owner (docs/staff-access.md): only the owner who added a row sees or changes
 * it, grants are functions of `grant` menus in stores the owner owns, and every change of
 * stores, grants or status writes one operation-log event that lists the stores it touches.
 */
export const createEmployeeService = (db: Database) => {
  const employees = createEmployeeRepository(db);
  const stores = createStoreRepository(db);
  const accounts = createAccountRepository(db);

  const findOwn = async (caller: Caller, id: number) => {
    const found = await employees.find(caller.accountId, id);
    if (!found) throw employeeNotFound();
    return found;
  };

  /** Refuses (-403) a store the caller does not own and a function that cannot be granted. */
  const checkGrants = async (caller: Caller, body: { store_ids: number[]; function_ids: number[] }) => {
    const owned = new Set((await stores.listOwned(caller.accountId)).map((s) => s.id));
    if (!body.store_ids.every((id) => owned.has(id))) throw new AppError(Code.FORBIDDEN, 'storeNotManaged');
    const grantable = await employees.grantableFunctions('en');
    const { ids, refused } = expandGrants(body.function_ids, grantable);
    if (refused !== null) throw new AppError(Code.FORBIDDEN, 'functionNotGrantable', { id: refused });
    return { storeIds: [...new Set(body.store_ids)].sort((a, b) => a - b), functionIds: ids, grantable };
  };

  const nameOf = (grantable: GrantableFunctionRow[]) => {
    const names = new Map(grantable.map((f) => [f.id, f.name]));
    return (id: number) => names.get(id) ?? `#${id}`;
  };

  /**
   * One account-level log event listing the stores the change touches, with `trx` (each of
   * those stores' logs shows it). A change that touches no store has nobody to show it to.
   */
  const logForStores = async (
    trx: Database,
    actor: EmployeeActor,
    change: { id: number; storeIds: number[]; from: string | null; to: string; reason: string | null },
  ) => {
    if (change.storeIds.length === 0) return;
    await recordAudit(trx, {
      actor: actor.caller.accountId,
      storeId: null,
      storeIds: change.storeIds,
      entity: EMPLOYEE_ENTITY,
      entityId: change.id,
      from: change.from,
      to: change.to,
      reason: change.reason,
      requestId: actor.requestId ?? null,
    });
  };

  /** The account that will work as the employee: the phone's own, or none yet. */
  const accountForPhone = async (caller: Caller, phone: string) => {
    const account = await accounts.findByPhone(phone);
    if (!account) return null;
    if (account.id === caller.accountId) throw new AppError(Code.CONFLICT, 'employeeIsSelf');
    if (account.role !== RoleCode.merchant) throw new AppError(Code.CONFLICT, 'employeeAccountNotMerchant');
    return account.id;
  };

  const setStatus = async (actor: EmployeeActor, id: number, to: EmployeeStatus): Promise<Employee> => {
    const current = await findOwn(actor.caller, id);
    checkTransition(employeeTransitions, current.status, to, 'merchant');
    await db.transaction().execute(async (trx) => {
      await guardedUpdate(trx, 'employees', id, current.status, to, { updated_at: isoNow() });
      // The stores as they are now that the row is locked (an edit may have changed them).
      const locked = await createEmployeeRepository(trx).find(actor.caller.accountId, id);
      await logForStores(trx, actor, {
        id,
        storeIds: (locked ?? current).stores.map((s) => s.id),
        from: current.status,
        to,
        reason: null,
      });
      // Disabling ends the employee's sessions at once: their next call answers -107.
      if (to === 'disabled')
        await createSessionRepository(trx).revokeOthers(current.account_id, null, 'disabled');
    });
    return toEmployee(await findOwn(actor.caller, id));
  };

  return {
    /** The caller's employees who work in the call's store. */
    list: async (caller: Caller, storeId: number, query: ListQuery): Promise<Page<Employee>> => {
      const page = await employees.page(caller.accountId, storeId, planListQuery(query, employeeList));
      return { ...page, content: page.content.map(toEmployee) };
    },

    get: async (caller: Caller, id: number): Promise<Employee> => toEmployee(await findOwn(caller, id)),

    create: async (actor: EmployeeActor, body: EmployeeCreateBody): Promise<Employee> => {
      const { caller } = actor;
      const { storeIds, functionIds, grantable } = await checkGrants(caller, body);
      const existing = await accountForPhone(caller, body.phone);
      if (existing !== null && (await employees.findByAccount(caller.accountId, existing)))
        throw employeeExists();
      // Hashed before the transaction (scrypt takes a while, SQLite has one writer). Nobody
      // knows this password: the employee signs in with a phone code and sets one.
      const unusable = existing === null ? await hashPassword(randomBytes(32).toString('base64url')) : '';
      const id = await db.transaction().execute(async (trx) => {
        const repo = createEmployeeRepository(trx);
        let accountId = existing;
        if (accountId === null) {
          try {
            accountId = await repo.insertAccount({
              phone: body.phone,
              name: body.name,
              password_hash: unusable,
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw new AppError(Code.CONFLICT, 'employeeUsernameTaken');
            throw error;
          }
        }
        let employeeId: number;
        try {
          employeeId = await repo.insert({
            owner_account_id: caller.accountId,
            account_id: accountId,
            name: body.name,
            phone: body.phone,
            template: body.template,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw employeeExists();
          throw error;
        }
        await repo.setGrants(employeeId, storeIds, functionIds);
        const reason = grantChangeReason(
          { storeIds: [], functionIds: [] },
          { storeIds, functionIds },
          nameOf(grantable),
        );
        await logForStores(trx, actor, { id: employeeId, storeIds, from: null, to: 'active', reason });
        // An account that was signed in before it had a store starts working in the first one.
        await createSessionRepository(trx).setStoreWhereNone(accountId, storeIds[0] as number);
        return employeeId;
      });
      return toEmployee(await findOwn(caller, id));
    },

    /**
     * Name, template, stores and grants; the access read applies them on the next call. The
     * employee's row is written first in the transaction (its lock), and the grants are read
     * after it: two edits run in turn, and each log event describes the change from what the
     * other left, not from a state read before either began.
     */
    update: async (actor: EmployeeActor, id: number, body: EmployeeUpdateBody): Promise<Employee> => {
      const { caller } = actor;
      // Whose employee it is never changes: checked once, before the transaction.
      await findOwn(caller, id);
      const { storeIds, functionIds, grantable } = await checkGrants(caller, body);
      await db.transaction().execute(async (trx) => {
        const repo = createEmployeeRepository(trx);
        await repo.update(id, { name: body.name, template: body.template });
        const current = await repo.find(caller.accountId, id);
        if (!current) throw employeeNotFound();
        const before = { storeIds: current.stores.map((s) => s.id), functionIds: current.function_ids };
        const reason = grantChangeReason(before, { storeIds, functionIds }, nameOf(grantable));
        if (reason === null) return;
        await repo.setGrants(id, storeIds, functionIds);
        await logForStores(trx, actor, {
          id,
          storeIds: affectedStores(before.storeIds, storeIds),
          from: current.status,
          to: current.status,
          reason,
        });
      });
      return toEmployee(await findOwn(caller, id));
    },

    disable: (actor: EmployeeActor, id: number) => setStatus(actor, id, 'disabled'),
    enable: (actor: EmployeeActor, id: number) => setStatus(actor, id, 'active'),

    /** The grant tree of `grant` menus, the templates as function ids, the caller's stores. */
    grantOptions: async (caller: Caller, lang: Language): Promise<EmployeeGrantOptions> => {
      const [menus, grantable, owned] = await Promise.all([
        employees.menus(lang),
        employees.grantableFunctions(lang),
        stores.listOwned(caller.accountId),
      ]);
      const names = grantable.map((f) => f.name);
      const idsOf = (template: (typeof templateNames)[number]) => {
        const wanted = new Set(templateFunctionNames(template, names));
        return expandGrants(
          grantable.filter((f) => wanted.has(f.name)).map((f) => f.id),
          grantable,
        ).ids;
      };
      return {
        menus: grantTree(menus, grantable),
        templates: { front_desk: idsOf('front_desk'), manager: idsOf('manager'), finance: idsOf('finance') },
        stores: owned,
      };
    },
  };
};

/** The sidebar's tree cut down to the screens that have grantable functions, with their folders. */
const grantTree = (
  menus: { id: number; parent_id: number | null; name: string; url: string }[],
  grantable: (GrantableFunctionRow & { title: string })[],
): GrantableMenu[] => {
  const build = (parent: number | null): GrantableMenu[] =>
    menus
      .filter((m) => m.parent_id === parent)
      .map((m) => ({
        id: m.id,
        name: m.name,
        url: m.url,
        functions: grantable
          .filter((f) => f.menu_id === m.id)
          .map(({ id, name, title }) => ({ id, name, title })),
        children: build(m.id),
      }))
      .filter((m) => m.functions.length > 0 || m.children.length > 0);
  return build(null);
};

export type EmployeeService = ReturnType<typeof createEmployeeService>;
