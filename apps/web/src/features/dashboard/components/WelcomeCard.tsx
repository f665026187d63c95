/** Greets the merchant by name and says which store the console is working on. */
import { ShopOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { useStoreStore } from '../../../app/store-store';
import { greetingFor, selectedStore } from '../dashboard-model';
import { useStoreOptions } from '../use-dashboard';

export const WelcomeCard = () => {
  const { t } = useTranslation('dashboard');
  const name = useSessionStore((state) => state.name);
  const storeId = useStoreStore((state) => state.storeId);
  const { data: stores, isPending } = useStoreOptions();
  const store = selectedStore(stores, storeId);

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(`greeting.${greetingFor(new Date().getHours())}`, { name })}
      </Typography.Title>
      <Flex gap={8} align="center" wrap>
        <ShopOutlined aria-hidden />
        <Typography.Text type="secondary">{t('store.label')}</Typography.Text>
        <Typography.Text strong>
          {isPending ? t('common:loading') : (store?.name ?? t('store.none'))}
        </Typography.Text>
        <Link to="/merchant/list">{t('store.manage')}</Link>
      </Flex>
    </Card>
  );
};
