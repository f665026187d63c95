/**
 * The difference between the live version of a listing (on sale) and its revision (in review
 * or being prepared), field by field: only the fields the revision changes.
 */
import type { Course } from '@merchant/shared';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCourseField, refsOf } from '../course-format';
import { revisionChanges } from '../course-model';

export const RevisionDiff = ({ course }: { course: Course }) => {
  const { t } = useTranslation('course');
  const revision = course.revision;
  if (!revision) return null;
  const refs = refsOf(course, revision);
  const changes = revisionChanges(course, revision);
  return (
    <section aria-label={t('revision.title')}>
      <Typography.Title level={5}>
        {t('revision.title')}{' '}
        <Tag color={revision.status === 'rejected' ? 'error' : 'processing'}>
          {t(`revisionStatus.${revision.status}`)}
        </Tag>
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('revision.hint')}</Typography.Paragraph>
      {changes.length === 0 ? (
        <Alert type="info" title={t('revision.noChanges')} />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="field"
          aria-label={t('revision.title')}
          dataSource={changes}
          columns={[
            { key: 'field', title: t('revision.field'), render: (_, c) => t(`field.${c.field}`) },
            {
              key: 'live',
              title: t('revision.live'),
              render: (_, c) => formatCourseField(c.field, course, refs, t),
            },
            {
              key: 'revision',
              title: t('revision.new'),
              render: (_, c) => (
                <Typography.Text mark>{formatCourseField(c.field, revision, refs, t)}</Typography.Text>
              ),
            },
          ]}
        />
      )}
    </section>
  );
};
