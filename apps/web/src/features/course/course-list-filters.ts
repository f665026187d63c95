/**
 * The filters of /class (name, category, revision status, price range in yuan) and the status restriction of the
 * tab shown. Pure (tested in course-model.test.ts).
 */
import type { CourseStatus, courseListSpec, ListQueryInput, Restriction } from '@merchant/shared';
import type { ListFilter } from '../../components/list-kit';
import { CATEGORIES, yuanToFen } from './course-model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A yuan amount typed in a price filter, in fen; undefined when it is not a number. */
const fenOf = (typed: string | undefined): number | undefined => {
  const text = typed?.trim() ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return yuanToFen(Number(text)) ?? undefined;
};

const priceBound =
  (operator: '>=' | '<='): ListFilter<typeof courseListSpec>['restrictions'] =>
  (values) => {
    const fen = fenOf(values[0]);
    return fen === undefined ? [] : [{ name: 'price', operator, value: fen, logic: 'and' }];
  };

export const courseFilters = (t: Translate): ListFilter<typeof courseListSpec>[] => [
  { key: 'name', kind: 'text', label: t('field.name') },
  {
    key: 'category',
    kind: 'select',
    label: t('field.category'),
    options: CATEGORIES.map((c) => ({ value: String(c), label: t(`category.${c}`) })),
  },
  {
    // Live listings whose edit is not submitted, in review or rejected (the tab is the live status).
    key: 'revision_status',
    kind: 'select',
    label: t('filter.revision'),
    options: (['draft', 'pending', 'rejected'] as const).map((s) => ({
      value: s,
      label: t(`revisionStatus.${s}`),
    })),
  },
  { key: 'price_min', kind: 'text', label: t('filter.priceMin'), restrictions: priceBound('>=') },
  { key: 'price_max', kind: 'text', label: t('filter.priceMax'), restrictions: priceBound('<=') },
];

/** The list query of one tab: the filters' query and the tab's status. */
export const tabQuery = (query: ListQueryInput, tab: CourseStatus): ListQueryInput => {
  const status: Restriction = { name: 'status', operator: '=', value: tab, logic: 'and' };
  return { ...query, restrictions: [...(query.restrictions ?? []), status] };
};
