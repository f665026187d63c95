/**
 * /message/index: the merchant's system messages. Filter all/unread/read, search, page; open a
 * message in a drawer (which marks it read); delete one or several when the menu grants
 * `message:delete` (spec §6: button permissions come from the server per menu id).
 */
import type { SystemMessage } from '@merchant/shared';
import type { TableColumnsType } from 'antd';
import {
  App,
  Badge,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Segmented,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import { useAccess } from '../../../lib/use-access';
import { MessageDrawer } from '../components/MessageDrawer';
import {
  buildMessageListBody,
  DELETE_PERMISSION,
  MESSAGE_PAGE_SIZE,
  pageAfterDelete,
  type ReadFilter,
  readFilters,
} from '../message-query';
import { useDeleteMessages, useMessageList } from '../use-message';

const MessageListPage = () => {
  const { t } = useTranslation('message');
  const { message } = App.useApp();
  const { can } = useAccess();
  const canDelete = can(DELETE_PERMISSION);
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ number: 1, size: MESSAGE_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  // The drawer keeps showing the last message while it slides shut, so `id` outlives `open`.
  const [drawer, setDrawer] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });
  const openMessage = (id: number) => setDrawer({ id, open: true });

  const body = useMemo(
    () => buildMessageListBody({ page: page.number, size: page.size, filter, keyword }),
    [page, filter, keyword],
  );
  const { data, isFetching } = useMessageList(body);
  const remove = useDeleteMessages();

  // Any change of the filter starts again at page 1 with nothing selected.
  const refilter = (next: { filter?: ReadFilter; keyword?: string }) => {
    if (next.filter !== undefined) setFilter(next.filter);
    if (next.keyword !== undefined) setKeyword(next.keyword);
    setPage((p) => ({ ...p, number: 1 }));
    setSelected([]);
  };

  const onDelete = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        message.success(t('deleted', { count: deleted }));
        setSelected((keys) => keys.filter((key) => !ids.includes(key)));
        // Forget a deleted open message entirely: a kept id would fetch (read) it again.
        if (drawer.id !== null && ids.includes(drawer.id)) setDrawer({ id: null, open: false });
        setPage((p) => ({ ...p, number: pageAfterDelete(p.number, p.size, data?.total ?? 0, deleted) }));
      },
    });

  const columns: TableColumnsType<SystemMessage> = [
    {
      title: t('field.title'),
      dataIndex: 'title',
      render: (value: string, row) => (
        <Flex gap={8} align="center">
          {/* antd 6 drops `title` on a status badge: role + aria-label name the dot instead. */}
          <Badge
            status={row.read ? 'default' : 'error'}
            role="img"
            aria-label={t(row.read ? 'read' : 'unread')}
            title={t(row.read ? 'read' : 'unread')}
          />
          <Typography.Link onClick={() => openMessage(row.id)}>
            <Typography.Text strong={!row.read}>{value}</Typography.Text>
          </Typography.Link>
        </Flex>
      ),
    },
    {
      title: t('field.category'),
      dataIndex: 'category',
      width: 140,
      render: (value: string) => <Tag>{t(`category.${value}`, { defaultValue: value })}</Tag>,
    },
    {
      title: t('field.createdTime'),
      dataIndex: 'created_time',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Flex gap={12}>
          <Typography.Link onClick={() => openMessage(row.id)}>{t('view')}</Typography.Link>
          {canDelete && (
            <Popconfirm
              title={t('deleteOneConfirm')}
              okText={t('common:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete([row.id])}
            >
              <Typography.Link type="danger">{t('common:delete')}</Typography.Link>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  const emptyKey = keyword ? 'emptySearch' : `empty.${filter}`;

  return (
    <Card title={t('title')}>
      <Flex gap={16} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap align="center">
          <Segmented<ReadFilter>
            value={filter}
            onChange={(value) => refilter({ filter: value })}
            options={readFilters.map((value) => ({ value, label: t(`filter.${value}`) }))}
          />
          <Input.Search
            allowClear
            placeholder={t('searchKeyword')}
            aria-label={t('searchKeyword')}
            style={{ width: 280 }}
            onSearch={(value) => refilter({ keyword: value })}
          />
        </Flex>
        {canDelete && (
          <Popconfirm
            title={t('deleteManyConfirm', { count: selected.length })}
            okText={t('common:delete')}
            cancelText={t('common:cancel')}
            okButtonProps={{ danger: true }}
            disabled={selected.length === 0}
            onConfirm={() => onDelete(selected)}
          >
            <Button danger disabled={selected.length === 0} loading={remove.isPending}>
              {t('deleteSelected', { count: selected.length })}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Table<SystemMessage>
        rowKey="id"
        columns={columns}
        dataSource={data?.content ?? []}
        loading={isFetching}
        scroll={{ x: 720 }}
        rowSelection={
          canDelete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(emptyKey)} /> }}
        pagination={{
          current: page.number,
          pageSize: page.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { count: total }),
          onChange: (number, size) => {
            // A selection covers the rows on screen only, so paging clears it.
            setSelected([]);
            setPage({ number: size === page.size ? number : 1, size });
          },
        }}
      />
      <MessageDrawer
        id={drawer.id}
        open={drawer.open}
        canDelete={canDelete}
        deleting={remove.isPending}
        onDelete={(id) => onDelete([id])}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </Card>
  );
};

export default MessageListPage;
