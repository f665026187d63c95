import type { ListFieldSpec, ListFieldSpecs, ListPaging, ListSpec } from '@merchant/shared';
import type { RawBuilder, SqlBool } from 'kysely';

/**
 * A list's whitelist on the server: the shared declaration (packages/shared/src/lists: names,
 * types, operators, sortable) joined with where each name lives in SQL. Names map to SQL here
 * and nowhere else, so a client never writes a column name or an operator into SQL, and the
 * types and operators are written once, in the shared declaration the console also builds from.
 */
export type { ListFieldType } from '@merchant/shared';

/**
 * Where a field lives: a column (`'a.title'`; a boolean column holds 0/1, tables.ts) or an SQL
 * expression (for a boolean: a predicate such as `r.account_id is not null`).
 */
export type ListTarget = string | RawBuilder<unknown>;

/**
 * What a list call knows beyond its plan: the store whose rows it reads (the repository's
 * scoping), for a search strategy whose index is kept per store.
 */
export interface ListScope {
  storeId?: number;
}

/**
 * How a `like` field is searched when a plain `lower(x) like lower('%q%')` would read every row
 * (a name in a store of 30,000 members): the strategy gets the typed text and that predicate
 * (`like`, escaping done) and answers a predicate that must keep exactly the rows `like` keeps,
 * typically `id in (<candidates from an index>) and <like>` (features/member/member-search.ts).
 */
export type ListSearch = (
  needle: { text: string; like: RawBuilder<SqlBool> },
  scope: ListScope,
) => RawBuilder<SqlBool>;

/** A declared field with its place in SQL (and, for a `like` field, its search strategy). */
export type ListField = ListFieldSpec &
  ({ column: string; expression?: never } | { expression: RawBuilder<unknown>; column?: never }) & {
    search?: ListSearch;
    /**
     * Never null (a NOT NULL column): a page-number list then sorts by it without `nulls last`,
     * which PostgreSQL cannot read from an index scanned backwards (it sorted a store's 12,700
     * members, their card columns computed for each, to show 50: 80 ms against 5 ms).
     */
    notNull?: true;
  };

export type ListSort = { name: string; sort: 'asc' | 'desc' };

export interface ListDefinition<F extends Record<string, ListField> = Record<string, ListField>> {
  fields: F;
  /** The row id, the last sort key so that equal sort values still page stably. */
  idColumn: string;
  /** Used when the client sends no sorts. */
  defaultSorts: readonly ListSort[];
  /** By page number with a full count, or by cursor without one (docs/api.md "Cursor paging"). */
  paging: ListPaging;
}

export { comparisonOperators } from '@merchant/shared';

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

const checkField = (name: string, field: ListField) => {
  if (field.column !== undefined && !COLUMN.test(field.column))
    throw new Error(`list field ${name}: bad column ${field.column}`);
  if (field.operators.includes('like') && field.type !== 'string')
    throw new Error(`list field ${name}: like needs a string field`);
  if (field.search && !field.operators.includes('like'))
    throw new Error(`list field ${name}: a search strategy needs the like operator`);
  if (field.type === 'boolean' && field.operators.some((op) => op !== '=' && op !== '!=' && op !== 'in'))
    throw new Error(`list field ${name}: a boolean is only compared with =, != or in`);
};

/**
 * Maps a shared list declaration onto SQL. `targets` must name exactly the declared fields:
 * one missing (a field the console offers that the server cannot filter) or one extra (a
 * column no declaration exposes) is a programming error and throws at start-up, as do the
 * declaration's own mistakes (like on a number, an order on a boolean, a default sort on a
 * field that cannot be sorted). A cursor list's sortable fields must be NOT NULL columns or
 * expressions that are never null: its keyset predicate (list-cursor-sql.ts) compares them
 * with plain `<` and `=`, which is what lets the database walk an index. `options.search`
 * names the `like` fields searched by a strategy of their own (ListSearch) instead of a scan.
 */
export const defineListFields = <F extends ListFieldSpecs>(
  spec: ListSpec<F>,
  targets: { [K in keyof F]: ListTarget },
  options: {
    idColumn: string;
    search?: { [K in keyof F]?: ListSearch };
    notNull?: readonly (keyof F & string)[];
  },
): ListDefinition<Record<keyof F & string, ListField>> => {
  const declared = Object.keys(spec.fields);
  const mapped = Object.keys(targets);
  const missing = declared.filter((name) => !Object.hasOwn(targets, name));
  const extra = mapped.filter((name) => !Object.hasOwn(spec.fields, name));
  if (missing.length > 0) throw new Error(`list fields without a column: ${missing.join(', ')}`);
  if (extra.length > 0) throw new Error(`columns without a declared list field: ${extra.join(', ')}`);
  const searched = Object.keys(options.search ?? {}).filter((name) => !Object.hasOwn(spec.fields, name));
  if (searched.length > 0)
    throw new Error(`search strategies without a declared field: ${searched.join(', ')}`);
  const fields: Record<string, ListField> = {};
  for (const name of declared) {
    const target = targets[name] as ListTarget;
    const declaration = spec.fields[name] as ListFieldSpec;
    const search = (options.search as Record<string, ListSearch | undefined> | undefined)?.[name];
    const field: ListField = {
      ...(typeof target === 'string'
        ? { ...declaration, column: target }
        : { ...declaration, expression: target }),
      ...(search ? { search } : {}),
      ...(options.notNull?.includes(name) ? { notNull: true as const } : {}),
    };
    checkField(name, field);
    fields[name] = field;
  }
  for (const sort of spec.defaultSorts) {
    if (!fields[sort.name]?.sortable) throw new Error(`default sort ${sort.name} is not a sortable field`);
  }
  if (!COLUMN.test(options.idColumn)) throw new Error(`bad id column ${options.idColumn}`);
  const paging = spec.paging ?? 'number';
  if (paging === 'cursor') {
    // A cursor carries the last row's sort values: a boolean predicate has no value to carry.
    for (const [name, field] of Object.entries(fields))
      if (field.sortable && field.type === 'boolean')
        throw new Error(`list field ${name}: a cursor list cannot sort by a boolean`);
  }
  return { fields, idColumn: options.idColumn, defaultSorts: spec.defaultSorts, paging };
};
