import { FilePdfOutlined } from '@ant-design/icons';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../use-onboarding';

const isPdf = (name: string | undefined) => Boolean(name && /\.pdf($|\?)/i.test(name));

interface PhotoPreviewProps {
  id: number;
  /** Known right after an upload; otherwise a signed address is asked for. */
  url?: string;
  fileName?: string;
}

/** An uploaded photo (or licence PDF) as a thumbnail; by its number when it cannot be shown. */
export const PhotoPreview = ({ id, url, fileName }: PhotoPreviewProps) => {
  const { t } = useTranslation('onboarding');
  const signed = usePhotoUrl(url ? undefined : id);
  const src = url ?? signed.data?.url;
  const label = fileName ?? t('qualification.photoNumber', { id });
  if (!src)
    return (
      <Typography.Text type="secondary" data-photo-id={id}>
        {label}
      </Typography.Text>
    );
  if (isPdf(fileName) || isPdf(src))
    return (
      <Typography.Link href={src} target="_blank" rel="noreferrer" data-photo-id={id}>
        <FilePdfOutlined aria-hidden /> {label}
      </Typography.Link>
    );
  return (
    <Flex vertical gap={4} align="flex-start" data-photo-id={id}>
      <Image src={src} alt={label} width={120} height={80} style={{ objectFit: 'cover' }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
};
