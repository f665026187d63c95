/** The refund calculator's working, as both the clerk and the member see it before confirming. */
import type { MemberCard, RefundQuote } from '@merchant/shared';
import { Descriptions, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { yuan } from '../member-card-model';

const unitsText = (quote: RefundQuote, card: MemberCard, t: TFunction) => {
  if (quote.basis === 'count')
    return `${t('sessions', { count: quote.remaining_units })} / ${quote.total_units}`;
  if (quote.basis === 'stored_value') return `${yuan(quote.remaining_units)} / ${yuan(quote.total_units)}`;
  if (quote.basis === 'period')
    return `${t('days', { count: quote.remaining_units })} / ${quote.total_units}`;
  return card.kind === 'period' ? '–' : yuan(quote.paid_fen);
};

export const RefundQuoteView = ({ quote, card }: { quote: RefundQuote; card: MemberCard }) => {
  const { t } = useTranslation('member-card');
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('refund.basis')}>{t(`refund.basisText.${quote.basis}`)}</Descriptions.Item>
      <Descriptions.Item label={t('refund.paid')}>{yuan(quote.paid_fen)}</Descriptions.Item>
      <Descriptions.Item label={t('refund.remaining')}>{unitsText(quote, card, t)}</Descriptions.Item>
      <Descriptions.Item label={t('refund.coolingOff')}>
        {formatDateTime(quote.cooling_off_until)}
      </Descriptions.Item>
      <Descriptions.Item label={t('refund.formula')}>
        <Typography.Text code>{quote.formula}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('refund.amount')}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {yuan(quote.amount_fen)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
};
