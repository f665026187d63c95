import type { ListOperator } from '@merchant/shared';
import type { RawBuilder } from 'kysely';

/**
 * A list's whitelist: the only names a client may filter or sort by, what type each holds and
 * which operators it accepts. Names map to SQL here and nowhere else, so a client never
 * writes a column name or an operator into SQL.
 */
export type ListFieldType = 'string' | 'number' | 'boolean' | 'datetime';

interface FieldBase {
  type: ListFieldType;
  operators: readonly ListOperator[];
  sortable?: boolean;
  /** Number fields only: accept 32-bit integers only (PostgreSQL refuses 1.5 for an integer column). */
  integer?: boolean;
}

/**
 * A field is a column (`'a.title'`; a boolean column holds 0/1, tables.ts) or an SQL
 * expression (for a boolean: a predicate such as `r.account_id is not null`).
 */
export type ListField = FieldBase &
  ({ column: string; expression?: never } | { expression: RawBuilder<unknown>; column?: never });

export type ListSort = { name: string; sort: 'asc' | 'desc' };

export interface ListDefinition<F extends Record<string, ListField> = Record<string, ListField>> {
  fields: F;
  /** The row id, the last sort key so that equal sort values still page stably. */
  idColumn: string;
  /** Used when the client sends no sorts. */
  defaultSorts: readonly ListSort[];
}

/** Every comparison; for number and datetime fields. */
export const comparisonOperators = ['=', '!=', '>', '>=', '<', '<='] as const satisfies ListOperator[];

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/**
 * Declares a list. Mistakes in the declaration (like on a number, an order on a boolean, a
 * default sort on a field that cannot be sorted) are programming errors and throw at start-up.
 */
export const defineListFields = <const F extends Record<string, ListField>>(
  fields: F,
  options: { idColumn: string; defaultSorts?: readonly ListSort[] },
): ListDefinition<F> => {
  for (const [name, field] of Object.entries(fields)) {
    if (field.column !== undefined && !COLUMN.test(field.column))
      throw new Error(`list field ${name}: bad column ${field.column}`);
    if (field.operators.includes('like') && field.type !== 'string')
      throw new Error(`list field ${name}: like needs a string field`);
    if (field.type === 'boolean' && field.operators.some((op) => op !== '=' && op !== '!=' && op !== 'in'))
      throw new Error(`list field ${name}: a boolean is only compared with =, != or in`);
  }
  const defaultSorts = options.defaultSorts ?? [];
  for (const sort of defaultSorts) {
    if (!Object.hasOwn(fields, sort.name) || !fields[sort.name]?.sortable)
      throw new Error(`default sort ${sort.name} is not a sortable field`);
  }
  if (!COLUMN.test(options.idColumn)) throw new Error(`bad id column ${options.idColumn}`);
  return { fields, idColumn: options.idColumn, defaultSorts };
};
