import { CURSOR_TOTAL_CAP, type CursorPage } from '@merchant/shared';
import {
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { type CursorKey, type CursorValue, encodeCursor } from './list-cursor';
import type { ListField } from './list-fields';
import { listWhere } from './list-query-sql';
import type { ListPlan } from './plan-list-query';

/**
 * One page of a list that pages by cursor (docs/api.md "Cursor paging"): a keyset predicate on
 * the sort values and the id instead of OFFSET, size + 1 rows to know whether a next page
 * exists, and a count that stops at CURSOR_TOTAL_CAP + 1 rows instead of counting them all.
 *
 * The predicate "after (c1, …, cn, id)" is the portable expansion of a row comparison that
 * honours each key's own direction:
 *   k1 ≥ c1 and (k1 > c1 or (k1 = c1 and (k2 > c2 or (… or (kn = cn and id > cid)))))
 * (with < and ≤ for a descending key). The leading `k1 ≥ c1` is implied by the rest; it is
 * written so that SQLite and PostgreSQL use it as the range of an index on (scope, k1, id)
 * rather than filtering every row from the start. Sort keys are never null in a cursor list
 * (list-fields.ts), so plain comparisons are exact and the ORDER BY needs no NULLS clause
 * (which would stop PostgreSQL walking the index backwards).
 */
type Direction = 'asc' | 'desc';
type Way = 'after' | 'before';

interface Key {
  target: RawBuilder<unknown>;
  direction: Direction;
}

const targetOf = (field: ListField): RawBuilder<unknown> => field.expression ?? sql`${sql.ref(field.column)}`;

const keysOf = (plan: ListPlan): Key[] => [
  ...plan.sorts.map((s) => ({ target: targetOf(s.field), direction: s.direction })),
  { target: sql`${sql.ref(plan.idColumn)}`, direction: plan.idDirection },
];

/** Rows after a key in ascending order are greater; before, or in descending order, smaller. */
const beyond = (direction: Direction, way: Way, orEqual: boolean): string => {
  const greater = (direction === 'asc') === (way === 'after');
  return `${greater ? '>' : '<'}${orEqual ? '=' : ''}`;
};

/** The rows strictly after (or before) `key` in the plan's order. */
export const keysetPredicate = (plan: ListPlan, key: CursorKey, way: Way): RawBuilder<SqlBool> => {
  const keys = keysOf(plan);
  const values: CursorValue[] = [...key.values, key.id];
  // Built from the last key outwards: (k_i beyond c_i) or (k_i = c_i and <the rest>).
  let rest: RawBuilder<unknown> | undefined;
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const { target, direction } = keys[index] as Key;
    const value = values[index];
    const strictly = sql`${target} ${sql.raw(beyond(direction, way, false))} ${value}`;
    rest = rest ? sql`(${strictly} or (${target} = ${value} and ${rest}))` : strictly;
  }
  const [first] = keys as [Key];
  const bound = sql`${first.target} ${sql.raw(beyond(first.direction, way, true))} ${values[0]}`;
  return sql<SqlBool>`(${bound} and ${rest})`;
};

const SORT_ALIAS = '__cursor_k';
const ID_ALIAS = '__cursor_id';

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/**
 * Runs a cursor page. `db` runs the capped count (a subquery needs a query creator); `base`
 * is the list's FROM, joins and scoping as for fetchListPage, `select` adds the columns.
 * `countBase`, the list's own table and scoping without the joins its columns need, counts the
 * rows instead of `base` whenever the filter reads only that table (the joins must not drop or
 * repeat rows: inner joins on a required reference, left joins on a key).
 */
export const fetchCursorPage = async <DB, TB extends keyof DB, O, CDB = DB, CTB extends keyof CDB = never>(
  db: QueryExecutorProvider,
  base: SelectQueryBuilder<DB, TB, object>,
  plan: ListPlan,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  countBase?: SelectQueryBuilder<CDB, CTB, object>,
): Promise<CursorPage<O>> => {
  const cursor = plan.cursor;
  if (!cursor) throw new Error('fetchCursorPage needs the plan of a list that pages by cursor');
  const { size } = plan;
  const where = listWhere(plan);
  const filtered = where ? base.where(where) : base;
  const keys = keysOf(plan);

  /** Up to `limit` rows `way` of `key` (from the start without one), in the plan's order. */
  const rows = async (way: Way, key: CursorKey | undefined, limit: number) => {
    let query = select(
      key ? filtered.where(keysetPredicate(plan, key, way)) : filtered,
    ) as SelectQueryBuilder<DB, TB, Record<string, unknown>>;
    query = query.select([
      ...plan.sorts.map((s, index) => targetOf(s.field).as(`${SORT_ALIAS}${index}`)),
      sql`${sql.ref(plan.idColumn)}`.as(ID_ALIAS),
    ]) as typeof query;
    for (const { target, direction } of keys) {
      const order = way === 'after' ? direction : flip(direction);
      query = query.orderBy(target, order);
    }
    const found = await query.limit(limit).execute();
    return way === 'after' ? found : found.reverse();
  };
  const keyOf = (row: Record<string, unknown>): CursorKey => ({
    // A 64-bit number column comes back from PostgreSQL as text; the cursor carries a number.
    values: plan.sorts.map((s, index) => {
      const value = row[`${SORT_ALIAS}${index}`] as CursorValue;
      return s.field.type === 'number' ? Number(value) : value;
    }),
    id: Number(row[ID_ALIAS]),
  });
  const exists = async (way: Way, key: CursorKey) =>
    (
      await filtered
        .where(keysetPredicate(plan, key, way))
        .select(sql`1`.as('one'))
        .limit(1)
        .execute()
    ).length > 0;

  let content: Record<string, unknown>[];
  let hasNext: boolean;
  let hasPrevious: boolean;
  const before = cursor.before ? await rows('before', cursor.before, size + 1) : undefined;
  if (before && before.length > size) {
    content = before.slice(1);
    hasPrevious = true;
    hasNext = await exists('after', keyOf(content.at(-1) as Record<string, unknown>));
  } else {
    // The first page, the page after a key, or a step back that reached the start: from the
    // start then, so that "previous" from the second page always shows a full first page.
    const after = cursor.before ? undefined : cursor.after;
    const found = await rows('after', after, size + 1);
    content = found.slice(0, size);
    hasNext = found.length > size;
    hasPrevious = after !== undefined && content.length > 0 && (await exists('before', keyOf(content[0]!)));
  }

  // The count reads the list's own table alone when the filter does not reach a joined one:
  // counting 10,001 redemptions through their voucher, item and member joins cost 20 ms a call.
  const ownAlias = `${plan.idColumn.split('.')[0]}.`;
  const ownColumnsOnly = plan.groups.every((group) =>
    group.every(({ field }) => field.column?.startsWith(ownAlias)),
  );
  const rowsToCount =
    countBase && ownColumnsOnly
      ? (where ? countBase.where(where) : countBase).select(sql`1`.as('one')).limit(CURSOR_TOTAL_CAP + 1)
      : filtered.select(sql`1`.as('one')).limit(CURSOR_TOTAL_CAP + 1);
  const counted = await sql<{
    n: number | string;
  }>`select count(*) as n from (${rowsToCount}) as capped`.execute(db);
  const total = Number(counted.rows[0]?.n ?? 0);

  const cursorOf = (row: Record<string, unknown> | undefined) =>
    row ? encodeCursor(cursor.signature, keyOf(row)) : null;
  // The rows without the cursor's own columns, copied by one list of keys rather than `delete`d
  // key by key: deleting (or walking every row's keys) made slow dictionary objects, and that
  // was 0.13–0.18 ms of a page of 20 rows, the serializer's time on them aside.
  const cursorColumns = new Set([ID_ALIAS, ...plan.sorts.map((_, index) => `${SORT_ALIAS}${index}`)]);
  const columns = Object.keys(content[0] ?? {}).filter((key) => !cursorColumns.has(key));
  const withoutCursorColumns = (row: Record<string, unknown>) => {
    const rest: Record<string, unknown> = {};
    for (const key of columns) rest[key] = row[key];
    return rest as O;
  };
  return {
    content: content.map(withoutCursorColumns),
    size,
    next: hasNext ? cursorOf(content.at(-1)) : null,
    previous: hasPrevious ? cursorOf(content[0]) : null,
    total: Math.min(total, CURSOR_TOTAL_CAP),
    total_capped: total > CURSOR_TOTAL_CAP,
  };
};
