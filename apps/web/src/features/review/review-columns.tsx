/** The review list's filters and columns (shared by the table and its export). */
import type { Review, ReviewSummary, reviewListSpec } from '@merchant/shared';
import { Flex, Image, Rate, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../components/date-time';
import type { ListColumn, ListFilter } from '../../components/list-kit';

export const reviewFilters = (
  t: TFunction,
  summary: ReviewSummary | undefined,
): ListFilter<typeof reviewListSpec>[] => [
  {
    key: 'stars',
    kind: 'select',
    label: t('field.stars'),
    options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('starsN', { count: n }) })),
  },
  {
    key: 'has_media',
    kind: 'select',
    label: t('field.media'),
    options: [
      { value: 'true', label: t('yes') },
      { value: 'false', label: t('no') },
    ],
  },
  {
    key: 'replied',
    kind: 'select',
    label: t('field.replied'),
    options: [
      { value: 'true', label: t('replied') },
      { value: 'false', label: t('unreplied') },
    ],
  },
  {
    key: 'listing_id',
    kind: 'select',
    label: t('field.listing'),
    searchable: true,
    options: (summary?.listings ?? []).map((l) => ({ value: String(l.id), label: l.name })),
  },
  {
    key: 'coach_id',
    kind: 'select',
    label: t('field.coach'),
    searchable: true,
    options: (summary?.coaches ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  },
  { key: 'created_at', kind: 'dateRange', label: t('field.createdAt') },
];

const appealColor = { open: 'processing', upheld: 'success', dismissed: 'default' } as const;

export const reviewColumns = (t: TFunction): ListColumn<Review>[] => [
  {
    key: 'review',
    title: t('field.review'),
    mobile: 'title',
    exportValue: (r) => r.text,
    render: (r) => (
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap>
          <Rate disabled value={r.stars} aria-label={t('starsN', { count: r.stars })} />
          {r.hidden && <Tag color="warning">{t('hidden')}</Tag>}
        </Flex>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{r.text}</Typography.Paragraph>
        {r.pictures.length > 0 && (
          <Image.PreviewGroup>
            <Flex gap={6} wrap>
              {r.pictures.map((p, index) =>
                p.url ? (
                  <Image
                    key={p.id}
                    src={p.url}
                    width={56}
                    height={56}
                    style={{ objectFit: 'cover' }}
                    alt={t('pictureN', { n: index + 1 })}
                  />
                ) : null,
              )}
            </Flex>
          </Image.PreviewGroup>
        )}
        {r.video?.url && (
          // biome-ignore lint/a11y/useMediaCaption: consumers' videos come without captions.
          <video src={r.video.url} controls width={240} aria-label={t('video')} preload="metadata" />
        )}
        {r.reply_text && (
          <Typography.Text type="secondary">
            {t('replyPrefix')}
            {r.reply_text}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    key: 'stars',
    title: t('field.stars'),
    exportOnly: true,
    exportValue: (r) => r.stars,
    render: (r) => r.stars,
  },
  {
    key: 'listing',
    title: t('field.listing'),
    width: 160,
    mobile: 'show',
    exportValue: (r) => r.listing_name,
    render: (r) => (
      <Flex vertical>
        <span>{r.listing_name}</span>
        <Typography.Text type="secondary">{r.order_no}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'coach',
    title: t('field.coach'),
    width: 100,
    mobile: 'show',
    exportValue: (r) => r.coach_name,
    render: (r) => r.coach_name ?? '-',
  },
  {
    key: 'buyer',
    title: t('field.buyer'),
    width: 120,
    mobile: 'hide',
    exportValue: (r) => r.buyer,
    render: (r) => r.buyer,
  },
  {
    key: 'reply',
    title: t('field.replied'),
    exportOnly: true,
    exportValue: (r) => r.reply_text,
    render: (r) => r.reply_text,
  },
  {
    key: 'appeal',
    title: t('field.appeal'),
    width: 110,
    mobile: 'show',
    exportValue: (r) => (r.appeal ? t(`appealStatus.${r.appeal.status}`) : ''),
    render: (r) =>
      r.appeal ? (
        <Tag color={appealColor[r.appeal.status]} title={r.appeal.decision_reason ?? undefined}>
          {t(`appealStatus.${r.appeal.status}`)}
        </Tag>
      ) : (
        '-'
      ),
  },
  {
    key: 'created_at',
    title: t('field.createdAt'),
    width: 150,
    sortField: 'created_at',
    mobile: 'show',
    exportValue: (r) => formatDateTime(r.created_at),
    render: (r) => formatDateTime(r.created_at),
  },
];
