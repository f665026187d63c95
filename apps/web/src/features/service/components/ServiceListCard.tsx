/**
 * A service list screen's body, the same for both types: title, "New" (only when permitted and
 * the type is open), the intro, the closed-type warning linking to the application screen, and
 * the list kit's section with the type's texts. The page gives its list, columns and drawer.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type KitSpec, ListSection, type ListSectionProps } from '../../../components/list-kit';

type SectionProps<T, S extends KitSpec> = Pick<
  ListSectionProps<T, S>,
  'list' | 'result' | 'columns' | 'fetchPage' | 'actions' | 'can'
>;

interface ServiceListCardProps<T, S extends KitSpec> extends SectionProps<T, S> {
  /** The locale section of the type: `timed` or `count`. */
  kind: 'timed' | 'count';
  applyPath: string;
  canAdd: boolean;
  closed: boolean;
  onAdd: () => void;
  /** The form drawer. */
  children: ReactNode;
}

export const ServiceListCard = <T extends { id: number }, S extends KitSpec>({
  kind,
  applyPath,
  canAdd,
  closed,
  onAdd,
  children,
  ...section
}: ServiceListCardProps<T, S>) => {
  const { t } = useTranslation('service');
  return (
    <Card
      title={t(`${kind}.title`)}
      extra={
        canAdd &&
        !closed && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {t(`${kind}.new`)}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t(`${kind}.intro`)}</Typography.Paragraph>
      {closed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`${kind}.closed`)}
          action={<Link to={applyPath}>{t('apply')}</Link>}
        />
      )}
      <ListSection<T, S>
        {...section}
        rowKey={(s) => s.id}
        label={t(`${kind}.title`)}
        emptyText={t(`${kind}.empty`)}
        filteredEmptyText={t(`${kind}.emptyFiltered`)}
        scrollX={1000}
      />
      {children}
    </Card>
  );
};
