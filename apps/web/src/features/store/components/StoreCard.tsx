import type { MerchantStore } from '@merchant/shared';
import { Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface StoreCardProps {
  store: MerchantStore;
  current: boolean;
  managing: boolean;
  disabled: boolean;
  onManage: (id: number) => void;
}

/** One store: where it is, how to call it, and the button that makes it the managed store. */
export const StoreCard = ({ store, current, managing, disabled, onManage }: StoreCardProps) => {
  const { t } = useTranslation('store');
  return (
    <Card
      title={store.name}
      extra={current ? <Tag color="success">{t('current')}</Tag> : null}
      actions={[
        <Button
          key="manage"
          type={current ? 'default' : 'primary'}
          loading={managing}
          disabled={disabled}
          onClick={() => onManage(store.id)}
        >
          {t('manage')}
        </Button>,
      ]}
      style={current ? { borderColor: 'var(--ant-color-success-border)' } : undefined}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'city', label: t('field.city'), children: store.city || '–' },
          { key: 'address', label: t('field.address'), children: store.address || '–' },
          { key: 'phone', label: t('field.phone'), children: store.phone || '–' },
        ]}
      />
    </Card>
  );
};
