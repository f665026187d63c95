/**
 * One picture of the grid: the image, its position, caption and coach, and the buttons the
 * caller's permissions allow. The handle is a real button: drag it, or focus it and press
 * Space, the arrow keys, then Space (dnd-kit's keyboard sensor).
 */
import { DeleteOutlined, EditOutlined, HolderOutlined, UserOutlined } from '@ant-design/icons';
import type { Cover } from '@merchant/shared';
import { Button, Card, Flex, Image, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSortableCard } from '../../../components/sortable-grid';

interface CoverCardProps {
  cover: Cover;
  /** 1-based position on the screen. */
  position: number;
  canEdit: boolean;
  canDelete: boolean;
  removing: boolean;
  onEdit: (cover: Cover) => void;
  onRemove: (cover: Cover) => void;
}

export const CoverCard = ({
  cover,
  position,
  canEdit,
  canDelete,
  removing,
  onEdit,
  onRemove,
}: CoverCardProps) => {
  const { t } = useTranslation('cover');
  const { itemRef, itemStyle, handleRef, handleProps, handleStyle } = useSortableCard(cover.id, !canEdit);
  const name = cover.caption || t('pictureN', { n: position });
  return (
    <li ref={itemRef} data-cover-id={cover.id} style={itemStyle}>
      <Card
        size="small"
        style={{ height: '100%' }}
        styles={{ body: { padding: 12 } }}
        cover={
          <Image
            src={cover.url}
            alt={name}
            height={160}
            width="100%"
            style={{ objectFit: 'cover' }}
            preview={{ mask: t('preview') }}
          />
        }
      >
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="center" gap={8}>
            <Tag variant="filled" aria-label={t('positionLabel', { n: position })}>
              #{position}
            </Tag>
            <Flex gap={4}>
              {canEdit && (
                <Tooltip title={t('moveHint')}>
                  <Button
                    ref={handleRef}
                    {...handleProps}
                    size="small"
                    type="text"
                    icon={<HolderOutlined aria-hidden />}
                    aria-label={t('move', { name })}
                    style={handleStyle}
                  />
                </Tooltip>
              )}
              {canEdit && (
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={t('edit', { name })}
                  onClick={() => onEdit(cover)}
                />
              )}
              {canDelete && (
                <Popconfirm
                  title={t('removeConfirm')}
                  description={t('removeConfirmHint')}
                  okText={t('remove')}
                  cancelText={t('common:cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRemove(cover)}
                >
                  <Button
                    size="small"
                    type="text"
                    danger
                    loading={removing}
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('removeNamed', { name })}
                  />
                </Popconfirm>
              )}
            </Flex>
          </Flex>
          <Typography.Text
            ellipsis={{ tooltip: cover.caption || undefined }}
            type={cover.caption ? undefined : 'secondary'}
          >
            {cover.caption || t('noCaption')}
          </Typography.Text>
          <Flex align="center" style={{ minHeight: 24 }}>
            {cover.coach ? (
              <Tag icon={<UserOutlined aria-hidden />} color="blue">
                {cover.coach.name}
              </Tag>
            ) : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('noCoach')}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      </Card>
    </li>
  );
};
