/**
 * The filters a list screen offers, as a subset of its shared declaration
 * (packages/shared/src/lists/*.list.ts), and the restrictions each one sends. A filter's value
 * is always a list of strings, which is what the URL holds (list-url.ts).
 *
 * - text: `like` when the field declares it, else `=` (a number field's digits as a number);
 * - select: `=` with the value in the field's type (boolean, number or text);
 * - multiSelect: `in`;
 * - dateRange: two calendar days in the UI's time zone, sent as the instants `>=` the first
 *   day's start and `<` the start of the day after the last;
 * - check: a switch whose restrictions the screen gives itself (e.g. "current only").
 */

import type { ListOperator, Restriction } from '@merchant/shared';
import dayjs from 'dayjs';
import type { FieldOf, KitSpec } from './kit-spec';

export type FilterKind = 'text' | 'select' | 'multiSelect' | 'dateRange' | 'check';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilter<S extends KitSpec = KitSpec> {
  /** The URL parameter (`f.<key>`) and the form field; the declared field name for plain filters. */
  key: string;
  kind: FilterKind;
  /** The declared field filtered; defaults to `key`. Not needed for a `check` with its own restrictions. */
  field?: FieldOf<S>;
  label: string;
  options?: readonly FilterOption[];
  /**
   * A `select` whose choices come from the store's data (names it made): always a dropdown
   * with type-to-search, never the segmented switch few fixed choices get, so that it keeps
   * its shape as the store's data grows.
   */
  searchable?: boolean;
  /** Restrictions of its own (a `check`, or a filter spanning several fields). */
  restrictions?: (values: readonly string[]) => Restriction[];
}

export type FilterValues = Record<string, string[]>;

/** A filter's value is set when it holds at least one non-blank string. */
export const hasValue = (values: readonly string[] | undefined): values is string[] =>
  values?.some((value) => value.trim() !== '') === true;

export const activeFilterCount = (filters: FilterValues): number =>
  Object.values(filters).filter((values) => hasValue(values)).length;

const typed = (spec: KitSpec, field: string, value: string): string | number | boolean => {
  const type = spec.fields[field]?.type;
  if (type === 'boolean') return value === 'true';
  if (type === 'number') return Number(value);
  return value;
};

const checkOperator = (spec: KitSpec, field: string, operator: ListOperator): void => {
  // A programming error, not a user's: the server would refuse it with -400 anyway.
  if (!spec.fields[field]?.operators.includes(operator)) {
    throw new Error(`List filter ${field} ${operator} is not declared`);
  }
};

const and = (name: string, operator: ListOperator, value: Restriction['value']): Restriction => ({
  name,
  operator,
  value,
  logic: 'and',
});

const dayStart = (day: string): string | undefined => {
  const parsed = dayjs(day, 'YYYY-MM-DD');
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && parsed.isValid()
    ? parsed.startOf('day').toISOString()
    : undefined;
};

const nextDayStart = (day: string): string | undefined => {
  const start = dayStart(day);
  return start ? dayjs(start).add(1, 'day').toISOString() : undefined;
};

/** The restrictions one filter sends for `values` (none when it is not set). */
export const filterRestrictions = <S extends KitSpec>(
  spec: S,
  filter: ListFilter<S>,
  values: readonly string[] | undefined,
): Restriction[] => {
  if (!hasValue(values)) return [];
  if (filter.restrictions) return filter.restrictions(values);
  const field = filter.field ?? filter.key;
  const [first = ''] = values;
  switch (filter.kind) {
    case 'text': {
      const operator = spec.fields[field]?.operators.includes('like') ? 'like' : '=';
      checkOperator(spec, field, operator);
      const text = first.trim();
      // A number field (an object number) is compared as a number; what is not one is sent as
      // typed, and the server refuses it in the caller's language.
      const numeric = spec.fields[field]?.type === 'number' && /^-?\d+(\.\d+)?$/.test(text);
      return [and(field, operator, numeric ? Number(text) : text)];
    }
    case 'select':
      checkOperator(spec, field, '=');
      return [and(field, '=', typed(spec, field, first))];
    case 'multiSelect':
      checkOperator(spec, field, 'in');
      return [
        and(
          field,
          'in',
          values.map((value) => typed(spec, field, value)),
        ),
      ];
    case 'dateRange': {
      const from = dayStart(values[0] ?? '');
      const to = nextDayStart(values[1] ?? '');
      const out: Restriction[] = [];
      if (from) {
        checkOperator(spec, field, '>=');
        out.push(and(field, '>=', from));
      }
      if (to) {
        checkOperator(spec, field, '<');
        out.push(and(field, '<', to));
      }
      return out;
    }
    case 'check':
      throw new Error(`List filter ${filter.key}: a check needs its own restrictions`);
  }
};
