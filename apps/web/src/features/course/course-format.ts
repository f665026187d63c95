/**
 * A listing field's value as the screens show it (the detail, the live/revision difference and
 * exports): categories by name, prices in yuan, coaches and the area by name. Pure.
 */
import type { CourseFieldName, CourseFields } from '@merchant/shared';
import { formatYuan } from './course-model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Names of the coaches and areas a listing or its revision refers to. */
export interface CourseRefs {
  coaches: ReadonlyMap<number, string>;
  areas: ReadonlyMap<number, string>;
}

export const refsOf = (
  ...versions: (
    | { coaches: { id: number; name: string }[]; area: { id: number; name: string } | null }
    | null
    | undefined
  )[]
): CourseRefs => {
  const coaches = new Map<number, string>();
  const areas = new Map<number, string>();
  for (const version of versions) {
    for (const coach of version?.coaches ?? []) coaches.set(coach.id, coach.name);
    if (version?.area) areas.set(version.area.id, version.area.name);
  }
  return { coaches, areas };
};

const NONE = '–';
const DETAIL_PREVIEW = 80;

export const formatCourseField = (
  field: CourseFieldName,
  fields: CourseFields,
  refs: CourseRefs,
  t: Translate,
): string => {
  switch (field) {
    case 'category':
      return t(`course:category.${fields.category}`, { defaultValue: String(fields.category) });
    case 'price':
      return formatYuan(fields.price) || NONE;
    case 'list_price':
      return fields.list_price === 0 ? NONE : formatYuan(fields.list_price);
    case 'cover_upload_ids':
      return t('course:coverCount', { count: fields.cover_upload_ids.length });
    case 'coach_ids':
      return fields.coach_ids.length === 0
        ? NONE
        : fields.coach_ids.map((id) => refs.coaches.get(id) ?? `#${id}`).join(', ');
    case 'area_id':
      return fields.area_id === null ? NONE : (refs.areas.get(fields.area_id) ?? `#${fields.area_id}`);
    case 'detail':
      return fields.detail.length > DETAIL_PREVIEW
        ? `${fields.detail.slice(0, DETAIL_PREVIEW)}…`
        : fields.detail || NONE;
    case 'sessions':
    case 'session_minutes':
    case 'validity_days':
    case 'class_size': {
      const value = fields[field];
      return value === null ? NONE : String(value);
    }
    case 'name':
    case 'purchase_notes':
    case 'refund_terms':
      return fields[field] || NONE;
  }
};
