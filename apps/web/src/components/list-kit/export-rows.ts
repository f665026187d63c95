/**
 * The cells an export writes: one header per exported column (its translated title) and one
 * line per row. Times are written as the UI shows them (its time zone, its format); a cell
 * never holds anything but text or a number. Pure, so unit-tested.
 */
import { formatDateTime } from '../date-time';
import type { CellValue, ListColumn } from './list-types';

export interface ExportTable {
  headers: string[];
  rows: (string | number)[][];
}

export interface CellTexts {
  yes: string;
  no: string;
}

export const toCell = (value: CellValue, texts: CellTexts): string | number => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  return value;
};

export const exportedColumns = <T>(columns: readonly ListColumn<T>[]) =>
  columns.filter((column): column is ListColumn<T> & Required<Pick<ListColumn<T>, 'exportValue'>> =>
    Boolean(column.exportValue),
  );

export const toExportTable = <T>(
  columns: readonly ListColumn<T>[],
  rows: readonly T[],
  texts: CellTexts,
): ExportTable => {
  const exported = exportedColumns(columns);
  return {
    headers: exported.map((column) => column.title),
    rows: rows.map((row) => exported.map((column) => toCell(column.exportValue(row), texts))),
  };
};

/** `announcements-2026-11-23-1405.csv`: the list's name and when it was taken. */
export const exportFileName = (listName: string, extension: 'csv' | 'xlsx', now: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  const safe = listName.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'list';
  return `${safe}-${stamp}.${extension}`;
};
