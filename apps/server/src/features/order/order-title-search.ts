import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Check, ListPlan } from '../../lib/list-query';

/**
 * The order list's item-name search, answered from the store's sold titles (`order_titles`,
 * a few dozen rows) instead of every order's title: each `title like` check of the plan
 * becomes `title in (the titles that match)`, which the index on (store, kind, title,
 * created_at) pages and counts. The match is the list kit's own (`lower(x) like lower(?)`), so
 * the rows found are exactly those the substring would find on the orders.
 */
export const narrowTitleSearch = async (
  db: Database,
  storeId: number,
  kind: string,
  plan: ListPlan,
): Promise<ListPlan> => {
  const searches = plan.groups.flat().filter((c) => c.field.column === 'o.title' && c.check.kind === 'like');
  if (searches.length === 0) return plan;
  const titlesLike = async (pattern: string): Promise<Check> => {
    const rows = await db
      .selectFrom('order_titles')
      .select('title')
      .where('store_id', '=', storeId)
      .where('kind', '=', kind)
      .where(sql<boolean>`lower(title) like lower(${pattern}) escape '\\'`)
      .execute();
    // No title matches: `title is null` never holds (the column is NOT NULL), so no row does.
    if (rows.length === 0) return { kind: 'null', negate: false };
    return { kind: 'in', values: rows.map((r) => r.title) };
  };
  const groups = await Promise.all(
    plan.groups.map((group) =>
      Promise.all(
        group.map(async (condition) =>
          searches.includes(condition) && condition.check.kind === 'like'
            ? { ...condition, check: await titlesLike(condition.check.pattern) }
            : condition,
        ),
      ),
    ),
  );
  return { ...plan, groups };
};

/**
 * Records the titles of the stores' orders among their sold titles, for orders written in bulk
 * (the data generator): what `insertOrder` records one order at a time.
 */
export const recordSoldTitles = async (db: Database, storeIds: number[]): Promise<void> => {
  if (storeIds.length === 0) return;
  await db
    .insertInto('order_titles')
    .columns(['store_id', 'kind', 'title'])
    .expression(
      db
        .selectFrom('orders')
        .select(['store_id', 'kind', 'title'])
        .distinct()
        .where('store_id', 'in', storeIds),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};
