/**
 * The stores open to claim (GET /claim/stores): search by name and city, a paged table and a
 * "claim" button per row (POST /claim/apply). A store the merchant already claimed shows
 * "continue" instead. "My store is not listed" leads to the form that adds one.
 */
import type { ClaimableStore, ClaimSummary, ListedClaimableStore } from '@merchant/shared';
import { Alert, App, Button, Flex, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clearable } from '../../../components/clear-icon';
import { STATUS_COLOR } from '../claim-model';
import { useApply, useClaimableStores, useClaimStatus } from '../use-onboarding';

export const PAGE_SIZE = 10;

interface StoreClaimListProps {
  /** Where "my store is not listed" goes. */
  createPath: string;
  /** A claim was made (or the merchant picked up their own earlier one). */
  onClaimed: (store: ClaimableStore, claim: ClaimSummary) => void;
}

interface Search {
  name: string;
  city: string;
}

export const StoreClaimList = ({ createPath, onClaimed }: StoreClaimListProps) => {
  const { t } = useTranslation('onboarding');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Search>();
  const initial: Search = { name: params.get('name') ?? '', city: params.get('city') ?? '' };
  const [search, setSearch] = useState<Search>(initial);
  const [page, setPage] = useState(1);
  const stores = useClaimableStores({
    name: search.name || undefined,
    city: search.city || undefined,
    number: page,
    size: PAGE_SIZE,
  });
  const status = useClaimStatus();
  const apply = useApply();
  const [refusal, setRefusal] = useState<string>();

  // The merchant's own open claims, by store: those rows continue instead of claiming again.
  const mine = new Map(
    (status.data ?? [])
      .filter((claim) => claim.status !== 'rejected')
      .map((claim) => [claim.store.id, claim]),
  );

  const claim = async (store: ClaimableStore) => {
    setRefusal(undefined);
    try {
      const made = await apply.mutateAsync(store.id);
      message.success(t('claim.claimed', { name: store.name }));
      onClaimed(store, made);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('claim.failed'));
    }
  };

  const onSearch = (values: Search) => {
    setSearch({ name: values.name?.trim() ?? '', city: values.city?.trim() ?? '' });
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('claim.intro')}
      </Typography.Paragraph>
      <Form<Search>
        form={form}
        name="claim-search"
        layout="inline"
        initialValues={initial}
        onFinish={onSearch}
      >
        <Form.Item name="name" label={t('claim.name')}>
          <Input allowClear={clearable} maxLength={100} />
        </Form.Item>
        <Form.Item name="city" label={t('claim.city')}>
          <Input allowClear={clearable} maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common:search')}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ name: '', city: '' });
                onSearch({ name: '', city: '' });
              }}
            >
              {t('common:reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {refusal && (
        <Alert type="error" showIcon closable={{ onClose: () => setRefusal(undefined) }} title={refusal} />
      )}
      <Table<ListedClaimableStore>
        rowKey="id"
        size="middle"
        loading={stores.isFetching}
        dataSource={stores.data?.content ?? []}
        locale={{ emptyText: t('claim.empty') }}
        scroll={{ x: 640 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: stores.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('claim.total', { total }),
          onChange: setPage,
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('claim.name') },
          { key: 'city', dataIndex: 'city', title: t('claim.city'), width: 120 },
          { key: 'address', dataIndex: 'address', title: t('claim.address') },
          {
            key: 'action',
            title: t('claim.action'),
            width: 170,
            render: (_value, store) => {
              const own = mine.get(store.id);
              if (own)
                return (
                  <Flex gap={8} align="center">
                    <Tag color={STATUS_COLOR[own.status]}>{t(`status.${own.status}`)}</Tag>
                    <Button size="small" onClick={() => onClaimed(store, own)}>
                      {t('claim.continue')}
                    </Button>
                  </Flex>
                );
              // Another merchant's claim waits for review: said here, not refused after the click.
              if (store.pending)
                return (
                  <Flex gap={8} align="center">
                    <Tag color={STATUS_COLOR.pending}>{t('claim.pendingTag')}</Tag>
                    <Button size="small" disabled aria-label={t('claim.claimStore', { name: store.name })}>
                      {t('claim.claim')}
                    </Button>
                  </Flex>
                );
              return (
                <Button
                  type="primary"
                  size="small"
                  aria-label={t('claim.claimStore', { name: store.name })}
                  loading={apply.isPending && apply.variables === store.id}
                  disabled={apply.isPending}
                  onClick={() => void claim(store)}
                >
                  {t('claim.claim')}
                </Button>
              );
            },
          },
        ]}
      />
      <Flex gap={16} wrap>
        <Link to={createPath}>{t('claim.notListed')}</Link>
        {search.name || search.city ? null : (
          <Typography.Text type="secondary">{t('claim.searchHint')}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
};
