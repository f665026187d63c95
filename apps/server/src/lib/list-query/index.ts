/** The generic list query (DESIGN.md convention 4): whitelist, plan, SQL. */
export { parseDatetimeValue } from './datetime-value';
export { fetchCursorPage } from './list-cursor-sql';
export {
  comparisonOperators,
  defineListFields,
  type ListDefinition,
  type ListField,
  type ListScope,
  type ListSearch,
  type ListSort,
  type ListTarget,
} from './list-fields';
export { fetchListPage, listWhere, mapPage, type PageOptions, whereStore } from './list-query-sql';
export { type Check, type ListPlan, planListQuery } from './plan-list-query';
