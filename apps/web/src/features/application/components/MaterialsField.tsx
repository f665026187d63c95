/**
 * The materials of an application in the form: each chosen file (a thumbnail for an image, a
 * link for a PDF) with a remove button, and the console's upload component (images and PDFs)
 * to add more. The value is the list of upload ids, what the server expects.
 */
import { DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import { type ApplicationMaterial, MAX_APPLICATION_MATERIALS } from '@merchant/shared';
import { Button, Flex, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/upload';

const MATERIAL_PURPOSES = ['image', 'document'] as const;

type Known = Pick<ApplicationMaterial, 'file_name' | 'content_type' | 'url'>;

interface MaterialsFieldProps {
  /** Set by Form.Item: the label points at the file input by it. */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The materials the server sent, by upload id. */
  known: Record<number, Known>;
  disabled?: boolean;
}

export const MaterialsField = ({ id, value = [], onChange, known, disabled }: MaterialsFieldProps) => {
  const { t } = useTranslation('application');
  const [uploaded, setUploaded] = useState<Record<number, Known>>({});
  const files = { ...known, ...uploaded };
  // Uploads may finish one right after the other, before a render: add to the latest value.
  const latest = useRef(value);
  latest.current = value;

  return (
    <Flex vertical gap={8}>
      {value.length > 0 && (
        <Flex gap={12} wrap>
          {value.map((upload, index) => {
            const file = files[upload];
            const name = file?.file_name ?? t('materials.number', { id: upload });
            const isImage = file?.content_type.startsWith('image/') ?? false;
            return (
              <Flex
                key={upload}
                vertical
                gap={4}
                align="center"
                data-material-id={upload}
                style={{ width: 104 }}
              >
                {isImage && file?.url ? (
                  <Image src={file.url} alt={name} width={88} height={88} style={{ objectFit: 'cover' }} />
                ) : file?.url ? (
                  <Typography.Link href={file.url} target="_blank" rel="noreferrer">
                    <FilePdfOutlined style={{ fontSize: 40 }} aria-hidden />
                  </Typography.Link>
                ) : (
                  <FilePdfOutlined style={{ fontSize: 40 }} aria-hidden />
                )}
                <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 104 }}>
                  {index + 1}. {name}
                </Typography.Text>
                {!disabled && (
                  <Button
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('materials.remove', { name })}
                    onClick={() => onChange?.(value.filter((x) => x !== upload))}
                  />
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
      {!disabled && value.length < MAX_APPLICATION_MATERIALS && (
        <FileUploader
          purposes={MATERIAL_PURPOSES}
          inputId={id}
          onUploaded={(file, record) => {
            setUploaded((before) => ({
              ...before,
              [file.id]: { file_name: file.fileName, content_type: record.content_type, url: file.url },
            }));
            latest.current = [...latest.current.filter((x) => x !== file.id), file.id].slice(
              0,
              MAX_APPLICATION_MATERIALS,
            );
            onChange?.(latest.current);
          }}
        />
      )}
      {disabled && value.length === 0 && (
        <Typography.Text type="secondary">{t('materials.none')}</Typography.Text>
      )}
    </Flex>
  );
};
