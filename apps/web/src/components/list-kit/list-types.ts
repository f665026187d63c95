/** What a list screen gives the kit: its columns and its row actions. */
import type { ReactNode } from 'react';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface ListColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The value written to CSV / Excel; a column without it is not exported (thumbnails, actions). */
  exportValue?: (row: T) => CellValue;
  /** Written to exports only, not shown (what the screen shows another way, e.g. a dot). */
  exportOnly?: boolean;
  /** Sorting by this column sorts by this declared, sortable field. */
  sortField?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /**
   * Phone widths (rows as cards): `title` heads the card, `show` is a labelled line, `hide`
   * is left out (only what fits a phone stays, nothing is cut off).
   */
  mobile?: 'title' | 'show' | 'hide';
}

export interface RowAction<T> {
  key: string;
  label: string;
  /** What the button does; an action with `to` is a link instead (it goes to another screen). */
  onClick?: (row: T) => unknown;
  to?: (row: T) => string;
  /** Shown only when the screen's menu grants this button permission. */
  permission?: string;
  danger?: boolean;
  /** Asks first, with this question. */
  confirm?: string;
  /** A name for screen readers when the label alone is ambiguous ("Delete" of which row). */
  ariaLabel?: (row: T) => string;
  hidden?: (row: T) => boolean;
  loading?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
}
