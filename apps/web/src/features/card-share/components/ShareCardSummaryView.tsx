/** What a card-number lookup answers: the card's public summary (the owner's name masked). */
import type { ShareCardSummary } from '@merchant/shared';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardColor } from '../share-labels';

export const ShareCardSummaryView = ({ summary }: { summary: ShareCardSummary }) => {
  const { t } = useTranslation('card-share');
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('summaryTitle')}
      items={[
        { key: 'card_no', label: t('field.cardNo'), children: summary.card_no },
        {
          key: 'name',
          label: t('field.cardName'),
          children: `${summary.name} · ${t(`kind.${summary.kind}`)}`,
        },
        { key: 'owner', label: t('field.owner'), children: summary.owner_name },
        {
          key: 'holders',
          label: t('field.holders'),
          children: t('holders', { n: summary.holders, max: summary.max_holders }),
        },
        { key: 'expires', label: t('field.expiresOn'), children: summary.expires_on ?? t('notActivated') },
        {
          key: 'status',
          label: t('field.cardStatus'),
          children: <Tag color={cardColor[summary.status]}>{t(`cardStatus.${summary.status}`)}</Tag>,
        },
      ]}
    />
  );
};
