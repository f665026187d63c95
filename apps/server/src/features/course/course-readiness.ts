import { Code, type CourseFields, courseReadiness, formatMessage, type Language } from '@merchant/shared';
import { AppError } from '../../lib/app-error';
import type { CourseRepository } from './course.repository';

/**
 * The shared submit checks (`courseReadiness`) on the server: run by the merchant's submit and
 * again by the platform's approval (the issue's "checks the platform does"). A cover deleted from
 * the media library since the edit does not count. Refused: -400 `courseIncomplete` listing
 * what is missing in `lang`, with `value: {missing: [{field, key}]}` for the console.
 */
export const checkReady = async (
  courses: CourseRepository,
  storeId: number,
  fields: CourseFields,
  lang: Language,
): Promise<void> => {
  const images = await courses.storeImageIds(storeId, fields.cover_upload_ids);
  const issues = courseReadiness({
    ...fields,
    cover_upload_ids: fields.cover_upload_ids.filter((id) => images.has(id)),
  });
  if (issues.length === 0) return;
  const missing = issues
    .map((i) => formatMessage(i.key, lang, { field: i.field }))
    .join(lang === 'zh' ? '、' : ', ');
  throw new AppError(Code.VALIDATION, 'courseIncomplete', { missing }, { missing: issues });
};
