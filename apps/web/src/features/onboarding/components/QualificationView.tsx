import type { Qualification } from '@merchant/shared';
import { Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { STATUS_COLOR } from '../claim-model';
import { maskIdCard } from '../form-rules';
import { PhotoPreview } from './PhotoPreview';

/** Submitted qualifications, read-only (the identity card number with its middle hidden). */
export const QualificationView = ({ qualification: q }: { qualification: Qualification }) => {
  const { t } = useTranslation('onboarding');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'store', label: t('qualification.store'), children: q.store.name },
        {
          key: 'status',
          label: t('status.label'),
          children: <Tag color={STATUS_COLOR[q.status]}>{t(`status.${q.status}`)}</Tag>,
        },
        { key: 'licenceCode', label: t('qualification.licenceCode'), children: q.licenceCode },
        {
          key: 'licencePhoto',
          label: t('qualification.licencePhoto'),
          children: <PhotoPreview id={q.licencePhotoId} />,
        },
        { key: 'legalName', label: t('qualification.legalName'), children: q.legalName },
        { key: 'idCardNumber', label: t('qualification.idCardNumber'), children: maskIdCard(q.idCardNumber) },
        {
          key: 'idCardPhotos',
          label: t('qualification.idCardPhotos'),
          span: 'filled',
          children: (
            <Flex gap={16} wrap>
              <PhotoPreview id={q.idCardFrontId} />
              <PhotoPreview id={q.idCardBackId} />
            </Flex>
          ),
        },
        { key: 'contactPhone', label: t('qualification.contactPhone'), children: q.contactPhone },
        { key: 'updatedAt', label: t('qualification.updatedAt'), children: formatDateTime(q.updatedAt) },
      ]}
    />
  );
};
