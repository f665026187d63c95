import { Code, MAX_DB_ID } from '@merchant/shared';
import { AppError } from '../app-error';
import type { ListField } from './list-fields';

/**
 * The page cursor of a list that pages by cursor (docs/api.md "Cursor paging"): the sort
 * values and the id of one row, with the sort order they belong to, as base64url JSON
 * `{"o":"created_time.desc","k":["2026-11-26T06:00:00.000Z"],"i":42}`.
 *
 * Opaque to the client, but not secret: it only names a position in an order the caller may
 * already read, and every other condition (the caller's store or account, the filters) still
 * applies, so a hand-made cursor shows nothing a filter could not. It is therefore checked,
 * not signed: anything that is not exactly this shape, with values of the sort fields' types,
 * is a -400 with its own message, and never reaches SQL as something else.
 */
export type CursorValue = string | number;

export interface CursorKey {
  /** One value per sort, in the plan's order. */
  values: CursorValue[];
  id: number;
}

/** The sorts a cursor belongs to, as it is written in the cursor (`name.direction,…`). */
export const sortSignature = (sorts: readonly { name: string; direction: 'asc' | 'desc' }[]): string =>
  sorts.map((s) => `${s.name}.${s.direction}`).join(',');

export const encodeCursor = (signature: string, key: CursorKey): string =>
  Buffer.from(JSON.stringify({ o: signature, k: key.values, i: key.id }), 'utf8').toString('base64url');

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Longest sort value a cursor may carry (longer than any sortable column). */
const MAX_VALUE_LENGTH = 1000;

const badCursor = () => new AppError(Code.VALIDATION, 'badListCursor');

/** A value as the field holds it, or undefined when it is not one. */
const fieldValue = (field: ListField, value: unknown): CursorValue | undefined => {
  switch (field.type) {
    case 'string':
    case 'datetime':
      // PostgreSQL refuses NUL in text; no stored value holds one.
      return typeof value === 'string' && value.length <= MAX_VALUE_LENGTH && !value.includes('\u0000')
        ? value
        : undefined;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      const int32 = Number.isInteger(value) && Math.abs(value) <= MAX_DB_ID;
      return field.integer && !int32 ? undefined : value;
    }
    default:
      return undefined;
  }
};

const parseJson = (text: string): unknown => {
  if (!BASE64URL.test(text)) throw badCursor();
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
};

/**
 * The key in `text`, checked against the plan's sorts: a cursor of another sort order is
 * refused with its own message, since the console can recover by starting again.
 */
export const decodeCursor = (
  text: string,
  sorts: readonly { name: string; direction: 'asc' | 'desc'; field: ListField }[],
): CursorKey => {
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badCursor();
  const { o, k, i, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof o !== 'string' || !Array.isArray(k)) throw badCursor();
  if (o !== sortSignature(sorts)) throw new AppError(Code.VALIDATION, 'listCursorOtherSort');
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > MAX_DB_ID) throw badCursor();
  if (k.length !== sorts.length) throw badCursor();
  const values = sorts.map((sort, index) => {
    const value = fieldValue(sort.field, k[index]);
    if (value === undefined) throw badCursor();
    return value;
  });
  return { values, id: i };
};
