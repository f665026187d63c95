/**
 * The row actions many screens share: Edit, then one switch shown as a pair — a confirmed,
 * danger action that turns a row off (offline, deactivate, off sale) and a plain one that turns
 * it back on. Each button's screen-reader name says which row it acts on.
 */
import type { RowAction } from './list-types';

export interface EditToggleOptions<T> {
  /** The row's name, for the buttons' accessible names ("Edit: Yoga"). */
  name: (row: T) => string;
  edit: {
    label: string;
    permission: string;
    /** True while the row is loaded for the form (the drawer opens once it is). */
    loading: (row: T) => boolean;
    onClick: (row: T) => unknown;
  };
  off: { key: string; label: string; confirm: string };
  on: { key: string; label: string };
  /** The switch's button permission. */
  permission: string;
  isOn: (row: T) => boolean;
  /** True while this row's switch is being sent. */
  switching: (row: T) => boolean;
  onSwitch: (row: T, on: boolean) => unknown;
}

export const editToggleActions = <T>(o: EditToggleOptions<T>): RowAction<T>[] => [
  {
    key: 'edit',
    label: o.edit.label,
    permission: o.edit.permission,
    ariaLabel: (row) => `${o.edit.label}: ${o.name(row)}`,
    loading: o.edit.loading,
    onClick: o.edit.onClick,
  },
  {
    key: o.off.key,
    label: o.off.label,
    permission: o.permission,
    danger: true,
    confirm: o.off.confirm,
    hidden: (row) => !o.isOn(row),
    ariaLabel: (row) => `${o.off.label}: ${o.name(row)}`,
    loading: o.switching,
    onClick: (row) => o.onSwitch(row, false),
  },
  {
    key: o.on.key,
    label: o.on.label,
    permission: o.permission,
    hidden: o.isOn,
    ariaLabel: (row) => `${o.on.label}: ${o.name(row)}`,
    loading: o.switching,
    onClick: (row) => o.onSwitch(row, true),
  },
];
