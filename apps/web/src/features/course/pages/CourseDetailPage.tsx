/**
 * /course (menu 502): the read-only detail of one listing, `/course?listing=<id>` (the `id`
 * parameter is the sidebar's menu entry). Every field, the covers, the detail rendered from its
 * markdown, the platform's reasons, the revision's difference from the live version and the
 * operation log. Without a listing it offers a search to pick one.
 */
import { type Course, courseFieldNames, courseReadiness } from '@merchant/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Descriptions,
  Empty,
  Flex,
  Image,
  Result,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { parseId } from '../../../components/parse-id';
import { CourseLog } from '../components/CourseLog';
import { DetailView } from '../components/DetailEditor';
import { readinessTexts } from '../components/ReadinessAlert';
import { RevisionDiff } from '../components/RevisionDiff';
import { fetchCourses } from '../course.api';
import { formatCourseField, refsOf } from '../course-format';
import { courseDetailHref } from '../course-model';
import { useCourse } from '../use-course';

const STATUS_COLOR: Record<Course['status'], string> = {
  online: 'success',
  offline: 'default',
  draft: 'warning',
  pending: 'processing',
  rejected: 'error',
};

const ListingPicker = () => {
  const { t } = useTranslation('course');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const id = useId();
  const options = useQuery({
    queryKey: ['course', 'list', 'picker', search],
    queryFn: ({ signal }) =>
      fetchCourses(
        {
          pageable: { number: 1, size: 20 },
          restrictions: search ? [{ name: 'name', operator: 'like', value: search, logic: 'and' }] : [],
        },
        signal,
      ),
  });
  return (
    <Flex vertical gap={8} style={{ maxWidth: 480 }}>
      <label htmlFor={id}>{t('detail.pick')}</label>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={options.isFetching}
        placeholder={t('detail.pickPlaceholder')}
        options={(options.data?.content ?? []).map((c) => ({
          value: c.id,
          label: `${c.name} (${t(`status.${c.status}`)})`,
        }))}
        onChange={(value: number) => navigate(courseDetailHref(value))}
      />
    </Flex>
  );
};

const CourseDetail = ({ course }: { course: Course }) => {
  const { t } = useTranslation('course');
  const refs = refsOf(course);
  const reasons = course.reject_reasons ?? {};
  const missing = course.status === 'draft' || course.status === 'rejected' ? courseReadiness(course) : [];
  const shown = courseFieldNames.filter((f) => f !== 'detail' && f !== 'cover_upload_ids');
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {course.name}
        </Typography.Title>
        <Tag color={STATUS_COLOR[course.status]}>{t(`status.${course.status}`)}</Tag>
        {course.revision && (
          <Tag color="processing">
            {t('revisionTag', { status: t(`revisionStatus.${course.revision.status}`) })}
          </Tag>
        )}
      </Flex>
      {Object.keys(reasons).length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('rejectedTitle')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {Object.entries(reasons).map(([field, reason]) => (
                <li key={field}>
                  {t(`field.${field}`, { defaultValue: t('field.general') })}: {reason}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('readiness.missing')}
          description={readinessTexts(missing, t).join(', ')}
        />
      )}
      {/* What awaits review comes first: the live version is what follows. */}
      {course.revision && <RevisionDiff course={course} />}
      <section aria-label={t('field.cover_upload_ids')}>
        {course.covers.length === 0 ? (
          <Empty description={t('detail.noCover')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Image.PreviewGroup>
            <Flex gap={8} wrap>
              {course.covers.map((cover, index) => (
                <Image
                  key={cover.upload_id}
                  src={cover.url}
                  width={120}
                  height={120}
                  style={{ objectFit: 'cover' }}
                  alt={t('form.coverN', { n: index + 1 })}
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
      </section>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          ...shown.map((field) => ({
            key: field,
            label: t(`field.${field}`),
            children: (
              <span style={{ whiteSpace: 'pre-wrap' }}>{formatCourseField(field, course, refs, t)}</span>
            ),
          })),
          { key: 'created_at', label: t('field.created_at'), children: formatDateTime(course.created_at) },
          {
            key: 'updated_time',
            label: t('field.updated_time'),
            children: formatDateTime(course.updated_time),
          },
        ]}
      />
      <section aria-label={t('field.detail')}>
        <Typography.Title level={5}>{t('field.detail')}</Typography.Title>
        {course.detail ? (
          <DetailView source={course.detail} />
        ) : (
          <Typography.Text type="secondary">–</Typography.Text>
        )}
      </section>
      <CourseLog id={course.id} />
    </Flex>
  );
};

const CourseDetailPage = () => {
  const { t } = useTranslation('course');
  const [params] = useSearchParams();
  const id = parseId(params.get('listing'));
  const course = useCourse(id ?? null);
  return (
    <Card title={t('detailTitle')} extra={<Link to="/class">{t('detail.back')}</Link>}>
      {id === null ? (
        <ListingPicker />
      ) : course.isLoading ? (
        <Skeleton active />
      ) : course.data ? (
        <CourseDetail course={course.data} />
      ) : (
        <Result status="404" title={t('detail.notFound')} extra={<ListingPicker />} />
      )}
    </Card>
  );
};

export default CourseDetailPage;
