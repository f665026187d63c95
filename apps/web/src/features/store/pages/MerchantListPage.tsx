/**
 * /merchant/list: the stores this account manages, on the list kit (filter by name and city,
 * sort, page). "Manage" makes a store the working store (server, Store-Id cookie, query
 * reset) and goes home.
 */
import { type MerchantStore, merchantStoreListSpec } from '@merchant/shared';
import { App, Card, Flex, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoreStore } from '../../../app/store-store';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { fetchMerchantStorePage } from '../store.api';
import { isCurrentStore } from '../store-model';
import { merchantKeys, useManageStore } from '../use-store';

const MerchantListPage = () => {
  const { t } = useTranslation('store');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const storeId = useStoreStore((state) => state.storeId);
  const filters = useMemo<ListFilter<typeof merchantStoreListSpec>[]>(
    () => [
      { key: 'name', kind: 'text', label: t('field.name') },
      { key: 'city', kind: 'text', label: t('field.city') },
    ],
    [t],
  );
  const list = useListState(merchantStoreListSpec, { filters });
  const result = useListQuery(merchantKeys.lists, list, fetchMerchantStorePage);
  const manage = useManageStore();

  // mutateAsync, not mutate callbacks: the switch remounts the open views, this page included,
  // and callbacks passed to mutate() are dropped once their component unmounted.
  const onManage = (store: MerchantStore) =>
    manage.mutateAsync(store.id).then(
      (managed) => {
        message.success(t('switched', { name: managed.name }));
        navigate('/dashboard');
      },
      // A refusal was already shown by lib/http.
      () => undefined,
    );

  const columns: ListColumn<MerchantStore>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      mobile: 'title',
      render: (store) => (
        <Flex gap={8} align="center" wrap>
          <strong>{store.name}</strong>
          {isCurrentStore(store, storeId) && <Tag color="success">{t('current')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'city',
      title: t('field.city'),
      sortField: 'city',
      width: 140,
      render: (store) => store.city || '–',
    },
    { key: 'address', title: t('field.address'), render: (store) => store.address || '–' },
    { key: 'phone', title: t('field.phone'), width: 160, render: (store) => store.phone || '–' },
  ];

  const actions: RowAction<MerchantStore>[] = [
    {
      key: 'manage',
      label: t('manage'),
      ariaLabel: (store) => `${t('manage')} ${store.name}`,
      loading: (store) => manage.isPending && manage.variables === store.id,
      disabled: () => manage.isPending,
      onClick: onManage,
    },
  ];

  return (
    <Card title={t('title')}>
      <ListSection<MerchantStore, typeof merchantStoreListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(store) => store.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
      />
    </Card>
  );
};

export default MerchantListPage;
