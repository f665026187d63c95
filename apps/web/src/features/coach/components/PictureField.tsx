/**
 * Pictures of a coach in the form: thumbnails of the chosen images with a remove button each,
 * and the console's upload component (images only) to add one (`multiple`: several, else it
 * replaces the one there is). The value is the upload id (or ids), what the server expects.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/upload';

const IMAGES = ['image'] as const;

interface PictureFieldProps {
  /** Set by Form.Item: the label points at the file input by it. */
  id?: string;
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  /** Addresses the server sent with the coach, by upload id. */
  urls: Record<number, string>;
  /** What the thumbnails are called for screen readers ("Avatar", "Cover image 2" …). */
  label: string;
}

export const PictureField = ({ id, value, onChange, multiple = false, urls, label }: PictureFieldProps) => {
  const { t } = useTranslation('coach');
  const [uploaded, setUploaded] = useState<Record<number, string>>({});
  const ids = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const known = { ...urls, ...uploaded };
  // Uploads may finish one right after the other, before a render: add to the latest value.
  const latest = useRef(ids);
  latest.current = ids;

  const remove = (removed: number) => {
    const rest = ids.filter((x) => x !== removed);
    onChange?.(multiple ? rest : undefined);
  };

  return (
    <Flex vertical gap={8}>
      {ids.length > 0 && (
        <Flex gap={12} wrap>
          {ids.map((picture, index) => {
            const name = multiple ? `${label} ${index + 1}` : label;
            return (
              <Flex key={picture} vertical gap={4} align="center" data-picture-id={picture}>
                {known[picture] ? (
                  <Image
                    src={known[picture]}
                    alt={name}
                    width={88}
                    height={88}
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <Typography.Text type="secondary">
                    {t('form.pictureNumber', { id: picture })}
                  </Typography.Text>
                )}
                <Button
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('form.removePicture', { name })}
                  onClick={() => remove(picture)}
                />
              </Flex>
            );
          })}
        </Flex>
      )}
      <FileUploader
        purposes={IMAGES}
        multiple={multiple}
        inputId={id}
        onUploaded={(file) => {
          setUploaded((before) => ({ ...before, [file.id]: file.url }));
          if (multiple) {
            latest.current = [...latest.current.filter((x) => x !== file.id), file.id];
            onChange?.(latest.current);
          } else onChange?.(file.id);
        }}
      />
    </Flex>
  );
};
