import type { EmployeeTemplate } from '@merchant/shared';
import type { Database } from '../db/database';
import { createEmployeeRepository } from '../features/employee/employee.repository';
import { expandGrants, grantChangeReason } from '../features/employee/employee-rules';
import { templateFunctionNames } from '../features/employee/employee-templates';
import { EMPLOYEE_ENTITY } from '../features/employee/employee-transitions';
import { hashPassword } from '../lib/password';
import { recordAudit } from '../lib/transitions';

interface DemoEmployee {
  name: string;
  phone: string;
  password: string;
  template: Exclude<EmployeeTemplate, 'custom'>;
  /** Which of the demo merchant's stores (by position, oldest first). */
  stores: 'first' | 'all';
}

/**
 * Issue 10's demo staff of the demo merchant `demo`: a front-desk clerk in the first store only
 * and a manager in both, each signed in with phone and password (no first-password step).
 */
export const demoEmployees: DemoEmployee[] = [
  { name: '王芳', phone: '13700137000', password: 'clerk123', template: 'front_desk', stores: 'first' },
  { name: '赵强', phone: '13700137001', password: 'manager123', template: 'manager', stores: 'all' },
];

/** Runs inside the demo transaction, after the demo merchant and its stores exist. */
export const seedEmployeeDemo = async (db: Database): Promise<void> => {
  const owner = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  const storeIds = (
    await db
      .selectFrom('store_managers')
      .select('store_id')
      .where('account_id', '=', owner.id)
      .orderBy('store_id')
      .execute()
  ).map((r) => r.store_id);
  const repo = createEmployeeRepository(db);
  const grantable = await repo.grantableFunctions('en');
  const names = new Map(grantable.map((f) => [f.id, f.name]));
  for (const demo of demoEmployees) {
    const accountId = await repo.insertAccount({
      phone: demo.phone,
      name: demo.name,
      password_hash: await hashPassword(demo.password),
    });
    await db.updateTable('accounts').set({ must_set_password: 0 }).where('id', '=', accountId).execute();
    const id = await repo.insert({
      owner_account_id: owner.id,
      account_id: accountId,
      name: demo.name,
      phone: demo.phone,
      template: demo.template,
    });
    const wanted = new Set(templateFunctionNames(demo.template, [...names.values()]));
    const { ids } = expandGrants(
      grantable.filter((f) => wanted.has(f.name)).map((f) => f.id),
      grantable,
    );
    const stores = demo.stores === 'first' ? storeIds.slice(0, 1) : storeIds;
    await repo.setGrants(id, stores, ids);
    const reason = grantChangeReason(
      { storeIds: [], functionIds: [] },
      { storeIds: stores, functionIds: ids },
      (fn) => names.get(fn) ?? `#${fn}`,
    );
    // One account-level event listing the stores, as the employee service writes it.
    if (stores.length > 0)
      await recordAudit(db, {
        actor: owner.id,
        storeId: null,
        storeIds: stores,
        entity: EMPLOYEE_ENTITY,
        entityId: id,
        from: null,
        to: 'active',
        reason,
      });
  }
};
