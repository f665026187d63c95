/**
 * /message/index: the merchant's system messages on the list kit. Filter unread/read, search,
 * page and sort (all kept in the tab's URL); open a message in a drawer (which marks it
 * read); delete one or several when the menu grants `message:delete`.
 */
import { messageListSpec, type SystemMessage } from '@merchant/shared';
import { App, Badge, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/date-time';
import {
  type ListColumn,
  type ListFilter,
  ListSection,
  type RowAction,
  useListQuery,
  useListState,
} from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { MessageDrawer } from '../components/MessageDrawer';
import { fetchMessages } from '../message.api';
import { DELETE_PERMISSION, MESSAGE_PAGE_SIZE } from '../message-query';
import { messageKeys, useDeleteMessages } from '../use-message';

const MessageListPage = () => {
  const { t } = useTranslation('message');
  const { message } = App.useApp();
  const { can } = useAccess();
  const canDelete = can(DELETE_PERMISSION);

  const filters = useMemo<ListFilter<typeof messageListSpec>[]>(
    () => [
      {
        key: 'read',
        kind: 'select',
        label: t('filter.label'),
        options: [
          { value: 'false', label: t('filter.unread') },
          { value: 'true', label: t('filter.read') },
        ],
      },
      { key: 'keyword', kind: 'text', label: t('searchKeyword') },
    ],
    [t],
  );
  const list = useListState(messageListSpec, { filters, defaultSize: MESSAGE_PAGE_SIZE });
  const result = useListQuery(messageKeys.lists, list, fetchMessages);
  const remove = useDeleteMessages();
  const [selected, setSelected] = useState<Key[]>([]);
  // The drawer keeps showing the last message while it slides shut, so `id` outlives `open`.
  const [drawer, setDrawer] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });
  const openMessage = (row: SystemMessage) => setDrawer({ id: row.id, open: true });

  // A selection covers the rows on screen only: another page, filter or sort clears it.
  const shownQuery = JSON.stringify(list.query);
  useEffect(() => {
    if (shownQuery) setSelected([]);
  }, [shownQuery]);

  const onDelete = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        message.success(t('deleted', { count: deleted }));
        setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
        // Forget a deleted open message entirely: a kept id would fetch (read) it again.
        if (drawer.id !== null && ids.includes(drawer.id)) setDrawer({ id: null, open: false });
      },
    });

  const columns: ListColumn<SystemMessage>[] = [
    {
      key: 'title',
      title: t('field.title'),
      sortField: 'title',
      mobile: 'title',
      exportValue: (row) => row.title,
      render: (row) => (
        <Flex gap={8} align="center">
          {/* antd 6 drops `title` on a status badge: role + aria-label name the dot instead. */}
          <Badge
            status={row.read ? 'default' : 'error'}
            role="img"
            aria-label={t(row.read ? 'read' : 'unread')}
            title={t(row.read ? 'read' : 'unread')}
          />
          <Typography.Text strong={!row.read}>{row.title}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'category',
      title: t('field.category'),
      width: 140,
      exportValue: (row) => t(`category.${row.category}`, { defaultValue: row.category }),
      render: (row) => <Tag>{t(`category.${row.category}`, { defaultValue: row.category })}</Tag>,
    },
    {
      key: 'read',
      title: t('field.status'),
      exportOnly: true,
      exportValue: (row) => t(row.read ? 'read' : 'unread'),
      render: (row) => t(row.read ? 'read' : 'unread'),
    },
    {
      key: 'created_time',
      title: t('field.createdTime'),
      width: 170,
      sortField: 'created_time',
      exportValue: (row) => new Date(row.created_time),
      render: (row) => formatDateTime(row.created_time),
    },
  ];

  const actions: RowAction<SystemMessage>[] = [
    { key: 'view', label: t('view'), onClick: openMessage, ariaLabel: (row) => `${t('view')}: ${row.title}` },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: DELETE_PERMISSION,
      danger: true,
      confirm: t('deleteOneConfirm'),
      ariaLabel: (row) => `${t('common:delete')}: ${row.title}`,
      loading: (row) => remove.isPending && remove.variables?.includes(row.id) === true,
      onClick: (row) => onDelete([row.id]),
    },
  ];

  const readFilter = list.state.filters.read?.[0];
  const filteredEmptyText = list.state.filters.keyword
    ? t('emptySearch')
    : t(readFilter === 'true' ? 'empty.read' : 'empty.unread');

  return (
    <Card title={t('title')}>
      {/* The rows are the platform's messages, written in Chinese and English together (a
          review decision, a transfer): content, not the console's words, in every language. */}
      <div data-user-data>
        <ListSection<SystemMessage, typeof messageListSpec>
          fetchPage={fetchMessages}
          extra={
            canDelete && (
              <Popconfirm
                title={t('deleteManyConfirm', { count: selected.length })}
                okText={t('common:delete')}
                cancelText={t('common:cancel')}
                okButtonProps={{ danger: true }}
                disabled={selected.length === 0}
                onConfirm={() => onDelete(selected.map(Number))}
              >
                <Button danger disabled={selected.length === 0} loading={remove.isPending}>
                  {t('deleteSelected', { count: selected.length })}
                </Button>
              </Popconfirm>
            )
          }
          list={list}
          result={result}
          columns={columns}
          rowKey={(row) => row.id}
          label={t('title')}
          emptyText={t('empty.all')}
          filteredEmptyText={filteredEmptyText}
          actions={actions}
          can={can}
          scrollX={720}
          selection={
            canDelete
              ? {
                  selected,
                  onChange: setSelected,
                  rowLabel: (index) =>
                    t('selectRow', { title: result.data?.content[index]?.title ?? index + 1 }),
                }
              : undefined
          }
        />
      </div>
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
