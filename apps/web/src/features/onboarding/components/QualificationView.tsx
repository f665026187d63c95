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
        { key: 'licence_code', label: t('qualification.licenceCode'), children: q.licence_code },
        {
          key: 'licencePhoto',
          label: t('qualification.licencePhoto'),
          children: <PhotoPreview id={q.licence_photo_id} />,
        },
        { key: 'legal_name', label: t('qualification.legalName'), children: q.legal_name },
        { key: 'id_card', label: t('qualification.idCardNumber'), children: maskIdCard(q.id_card) },
        {
          key: 'idCardPhotos',
          label: t('qualification.idCardPhotos'),
          span: 'filled',
          children: (
            <Flex gap={16} wrap>
              <PhotoPreview id={q.id_card_front_id} />
              <PhotoPreview id={q.id_card_back_id} />
            </Flex>
          ),
        },
        { key: 'contact_phone', label: t('qualification.contactPhone'), children: q.contact_phone },
        { key: 'updated_at', label: t('qualification.updatedAt'), children: formatDateTime(q.updated_at) },
      ]}
    />
  );
};
