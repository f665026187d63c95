/**
 * Which filters a bar shows at once and which it folds behind "More filters". A bar of four
 * or more filters pushed the first row below the fold at 800 px (three to five rows of fields):
 * it shows the first two, which each screen declares first as the ones used most, and folds the
 * rest, counting those in use. Up to three filters fit, and stay in view.
 */
import { type FilterValues, hasValue, type ListFilter } from './list-filters';

export const SHOWN_FILTERS = 2;
const FOLD_FROM = 4;

export interface FilterFold<F> {
  shown: readonly F[];
  folded: readonly F[];
  /** Folded filters that hold a value. */
  foldedInUse: number;
}

export const foldFilters = <F extends Pick<ListFilter, 'key'>>(
  filters: readonly F[],
  values: FilterValues,
): FilterFold<F> => {
  if (filters.length < FOLD_FROM) return { shown: filters, folded: [], foldedInUse: 0 };
  const folded = filters.slice(SHOWN_FILTERS);
  return {
    shown: filters.slice(0, SHOWN_FILTERS),
    folded,
    foldedInUse: folded.filter((filter) => hasValue(values[filter.key])).length,
  };
};
