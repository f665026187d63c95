/** The columns of a /class tab (shown and exported). */
import type { Course } from '@merchant/shared';
import { Flex, Image, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../components/date-time';
import type { ListColumn } from '../../../components/list-kit';
import { formatYuan } from '../course-model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const courseColumns = (t: Translate): ListColumn<Course>[] => [
  {
    key: 'cover',
    title: t('field.cover_upload_ids'),
    width: 80,
    mobile: 'hide',
    render: (course) =>
      course.covers[0] ? (
        <Image
          src={course.covers[0].url}
          alt={t('form.coverOf', { name: course.name })}
          width={56}
          height={56}
          style={{ objectFit: 'cover' }}
          preview={false}
        />
      ) : (
        <Typography.Text type="secondary">–</Typography.Text>
      ),
  },
  {
    key: 'name',
    title: t('field.name'),
    sortField: 'name',
    mobile: 'title',
    exportValue: (course) => course.name,
    render: (course) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{course.name}</Typography.Text>
        {course.revision && (
          <span>
            <Tag color={course.revision.status === 'rejected' ? 'error' : 'processing'}>
              {t('revisionTag', { status: t(`revisionStatus.${course.revision.status}`) })}
            </Tag>
          </span>
        )}
      </Flex>
    ),
  },
  {
    key: 'category',
    title: t('field.category'),
    width: 190,
    exportValue: (course) => t(`category.${course.category}`),
    render: (course) => t(`category.${course.category}`),
  },
  {
    key: 'price',
    title: t('field.price'),
    width: 110,
    align: 'right',
    sortField: 'price',
    exportValue: (course) => (course.price === null ? '' : course.price / 100),
    render: (course) => formatYuan(course.price) || '–',
  },
  {
    key: 'sessions',
    title: t('field.sessions'),
    width: 90,
    align: 'right',
    mobile: 'hide',
    exportValue: (course) => course.sessions,
    render: (course) => course.sessions ?? '–',
  },
  {
    key: 'status',
    title: t('field.status'),
    width: 110,
    exportValue: (course) => t(`status.${course.status}`),
    render: (course) => t(`status.${course.status}`),
  },
  {
    key: 'updated_time',
    title: t('field.updated_time'),
    width: 160,
    sortField: 'updated_time',
    mobile: 'hide',
    exportValue: (course) => formatDateTime(course.updated_time),
    render: (course) => formatDateTime(course.updated_time),
  },
];
