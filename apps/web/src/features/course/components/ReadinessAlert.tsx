/**
 * What a listing still lacks before it can be submitted: the shared courseReadiness, the very
 * checks the server's submit and the platform make, in the shared message table's words.
 */
import { type CourseReadinessInput, type CourseReadinessIssue, courseReadiness } from '@merchant/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export const readinessTexts = (
  issues: readonly CourseReadinessIssue[],
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] =>
  issues.map((issue) => t(`validation:${issue.key}`, { field: t(`course:field.${issue.field}`) }));

export const ReadinessAlert = ({ input }: { input: CourseReadinessInput }) => {
  const { t } = useTranslation('course');
  const issues = courseReadiness(input);
  if (issues.length === 0)
    return <Alert type="success" showIcon title={t('readiness.ready')} role="status" />;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('readiness.missing')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('readiness.missing')}>
          {readinessTexts(issues, t).map((text) => (
            <li key={text}>{text.charAt(0).toUpperCase() + text.slice(1)}</li>
          ))}
        </ul>
      }
    />
  );
};
