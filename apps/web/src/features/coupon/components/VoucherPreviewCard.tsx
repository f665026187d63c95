/** The voucher as the desk sees it before redeeming: member, item, uses, validity, store, order; times and confirm. */
import type { VoucherPreview } from '@merchant/shared';
import { Alert, Button, Card, Descriptions, Flex, Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/date-time';
import { NumberInput } from '../../../components/form-kit';
import { maxTimesOf } from '../coupon-model';

interface Props {
  voucher: VoucherPreview;
  refusal: string | null;
  times: number;
  onTimes: (times: number) => void;
  redeeming: boolean;
  onConfirm: () => void;
}

export const VoucherPreviewCard = ({ voucher, refusal, times, onTimes, redeeming, onConfirm }: Props) => {
  const { t } = useTranslation('coupon');
  const usable = refusal === null && voucher.status === 'active' && voucher.uses_left > 0;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <span data-user-data>{voucher.item.name}</span>
          <Tag color={voucher.status === 'active' ? 'green' : 'default'}>{t(`status.${voucher.status}`)}</Tag>
        </Flex>
      }
      style={{ flex: '1 1 360px' }}
      aria-label={t('preview.title')}
    >
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} role="alert" />}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('preview.member')}>
          <span data-user-data>{voucher.member.name}</span>{' '}
          <Typography.Text type="secondary">{voucher.member.phone_masked}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.item')}>
          <span data-user-data>{voucher.item.name}</span>{' '}
          <Tag>{t(`itemType.${voucher.item.type}`, { defaultValue: voucher.item.type })}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.uses')}>
          <Typography.Text strong>
            {t('preview.usesLeft', { left: voucher.uses_left, total: voucher.uses_total })}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.validity')}>
          {formatDate(voucher.valid_from)} ~ {formatDate(voucher.valid_to)}
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.store')}>
          <span data-user-data>{voucher.store.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('preview.orderNo')}>{voucher.order_no}</Descriptions.Item>
        <Descriptions.Item label={t('preview.code')}>{voucher.code}</Descriptions.Item>
      </Descriptions>
      {usable && (
        <Form layout="inline" style={{ marginTop: 16 }} onFinish={onConfirm}>
          <Form.Item label={t('preview.times')} htmlFor="verify-times">
            <NumberInput
              id="verify-times"
              min={1}
              max={maxTimesOf(voucher)}
              precision={0}
              value={times}
              onChange={(value) => onTimes(typeof value === 'number' ? value : 1)}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={redeeming}>
              {t('preview.confirm', { times })}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
};
