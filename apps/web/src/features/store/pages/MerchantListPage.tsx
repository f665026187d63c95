/**
 * /merchant/list: the stores this account manages, as cards. "Manage" makes a store the
 * working store (server, Store-Id cookie, query reset) and goes home.
 */
import { App, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoreStore } from '../../../app/store-store';
import { StoreCard } from '../components/StoreCard';
import { isCurrentStore } from '../store-model';
import { useManageStore, useMerchantStores } from '../use-store';

const MerchantListPage = () => {
  const { t } = useTranslation('store');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const storeId = useStoreStore((state) => state.storeId);
  const { data: stores, isPending } = useMerchantStores();
  const manage = useManageStore();

  // mutateAsync, not mutate callbacks: the switch remounts the open views, this page included,
  // and callbacks passed to mutate() are dropped once their component unmounted.
  const onManage = (id: number) =>
    manage.mutateAsync(id).then(
      (store) => {
        message.success(t('switched', { name: store.name }));
        navigate('/dashboard');
      },
      // A refusal was already shown by lib/http.
      () => undefined,
    );

  return (
    <Card title={t('title')}>
      {isPending ? (
        <Skeleton active />
      ) : !stores || stores.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {stores.map((store) => (
            <Col key={store.id} xs={24} md={12} xl={8}>
              <StoreCard
                store={store}
                current={isCurrentStore(store, storeId)}
                managing={manage.isPending && manage.variables === store.id}
                disabled={manage.isPending}
                onManage={onManage}
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
};

export default MerchantListPage;
