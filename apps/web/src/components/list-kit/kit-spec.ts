/**
 * The part of a shared list declaration (`ListSpec`, packages/shared list-fields.ts) the kit
 * reads. Declared structurally: `ListSpec<F>` names F under `keyof`, which makes TypeScript
 * treat it as invariant, so one list's declaration would not pass as a plain `ListSpec`.
 */
import type { ListFieldSpecs } from '@merchant/shared';

export interface KitSpec {
  fields: ListFieldSpecs;
  defaultSorts: readonly { name: string; sort: 'asc' | 'desc' }[];
  /** 'cursor': the list pages with previous / next and no page count (docs/web-architecture.md). */
  paging?: 'number' | 'cursor';
}

export type FieldOf<S extends KitSpec> = keyof S['fields'] & string;
