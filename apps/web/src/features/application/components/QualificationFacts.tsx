/** The store's approved qualifications as the application carries them (read-only). */
import type { ServiceApplication } from '@merchant/shared';
import { Alert, Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';

export const QualificationFacts = ({ application }: { application: ServiceApplication }) => {
  const { t } = useTranslation('application');
  const q = application.qualification;
  const none = t('facts.none');
  return (
    <>
      {q.licence_code === null && (
        <Alert type="info" showIcon title={t('facts.noClaim')} style={{ marginBottom: 12 }} />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 1, lg: 2 }}
        items={[
          { key: 'store', label: t('facts.store'), children: q.store_name },
          {
            key: 'city',
            label: t('facts.city'),
            children: [q.city, q.address].filter(Boolean).join(' ') || none,
          },
          { key: 'licence', label: t('facts.licenceCode'), children: q.licence_code ?? none },
          { key: 'legal', label: t('facts.legalName'), children: q.legal_name ?? none },
          { key: 'idCard', label: t('facts.idCard'), children: q.id_card_masked ?? none },
          { key: 'phone', label: t('facts.contactPhone'), children: q.contact_phone ?? none },
          {
            key: 'approved',
            label: t('facts.approvedAt'),
            children: q.approved_at ? formatDateTime(q.approved_at) : none,
          },
          {
            key: 'photo',
            label: t('facts.licencePhoto'),
            children: application.licence_photo_url ? (
              <Image src={application.licence_photo_url} alt={t('facts.licencePhoto')} width={96} />
            ) : (
              none
            ),
          },
        ]}
      />
    </>
  );
};
