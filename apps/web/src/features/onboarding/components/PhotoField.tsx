/**
 * A photo of the qualification form: the console's upload component, whose `onUploaded` hands
 * over the recorded file; the field's value is that file's id (what the server expects).
 */
import type { UploadPurpose } from '@merchant/shared';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader, type UploadedFileInfo } from '../../../components/upload';
import { PhotoPreview } from './PhotoPreview';

interface PhotoFieldProps {
  /** Set by Form.Item (the field's name): the label points at the file input by it. */
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  purposes: readonly UploadPurpose[];
}

export const PhotoField = ({ id, value, onChange, purposes }: PhotoFieldProps) => {
  const { t } = useTranslation('onboarding');
  const [uploaded, setUploaded] = useState<UploadedFileInfo>();
  const current = uploaded && uploaded.id === value ? uploaded : undefined;
  return (
    <Flex vertical gap={8} data-photo-field={id}>
      {value !== undefined && (
        <Flex gap={12} align="center" wrap>
          <PhotoPreview id={value} url={current?.url} fileName={current?.fileName} />
          <Typography.Text type="secondary">{t('qualification.replace')}</Typography.Text>
        </Flex>
      )}
      <FileUploader
        purposes={purposes}
        multiple={false}
        inputId={id}
        onUploaded={(file) => {
          setUploaded(file);
          onChange?.(file.id);
        }}
      />
    </Flex>
  );
};
