/** The store's average rating overall, per listing and per coach (appeals the platform upheld excluded). */
import { Card, Col, Flex, Rate, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReviewSummary } from '../use-review';

export const RatingSummary = () => {
  const { t } = useTranslation('review');
  const summary = useReviewSummary();
  const data = summary.data;
  if (!data) return null;
  const rows = (title: string, list: typeof data.listings) => (
    <Col xs={24} md={9}>
      <Typography.Text strong>{title}</Typography.Text>
      {list.length === 0 ? (
        <div>
          <Typography.Text type="secondary">-</Typography.Text>
        </div>
      ) : (
        list.slice(0, 5).map((row) => (
          <Flex key={row.id} justify="space-between" gap={8}>
            <Typography.Text ellipsis>{row.name}</Typography.Text>
            <Typography.Text>
              {t('averageOf', { average: row.average.toFixed(1), count: row.count })}
            </Typography.Text>
          </Flex>
        ))
      )}
    </Col>
  );
  return (
    <Card size="small" style={{ marginBottom: 16 }} aria-label={t('summary')}>
      <Row gutter={[16, 12]}>
        <Col xs={24} md={6}>
          <Statistic title={t('averageAll', { count: data.count })} value={data.average.toFixed(1)} />
          <Rate disabled allowHalf value={Math.round(data.average * 2) / 2} />
        </Col>
        {rows(t('perListing'), data.listings)}
        {rows(t('perCoach'), data.coaches)}
      </Row>
    </Card>
  );
};
