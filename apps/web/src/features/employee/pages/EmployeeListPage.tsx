/**
 * /employee: the owner's employees working in the tab's store, on the list kit (keyword,
 * status and template filters, paging, export). Add and edit in a drawer with the grant tree;
 * disable (ends their sessions at once) and enable, each asked first. Buttons follow the
 * screen's permissions (employee:edit, employee:status), which only owners hold.
 */

import { PlusOutlined } from '@ant-design/icons';
import { type Employee, employeeListSpec, employeeStatuses, employeeTemplates } from '@merchant/shared';
import { App, Button, Card, Flex, Tag } from 'antd';
import { useMemo, useState } from 'react';
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
import { EmployeeDrawer } from '../components/EmployeeDrawer';
import { fetchEmployees } from '../employee.api';
import { EDIT_PERMISSION, STATUS_PERMISSION } from '../employee-permissions';
import { employeeKeys, useEmployeeStatus } from '../use-employee';

const EmployeeListPage = () => {
  const { t } = useTranslation('employee');
  const { message } = App.useApp();
  const { can } = useAccess();
  const filters = useMemo<ListFilter<typeof employeeListSpec>[]>(
    () => [
      { key: 'keyword', kind: 'text', label: t('filter.keyword') },
      {
        key: 'status',
        kind: 'select',
        label: t('field.status'),
        options: employeeStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
      {
        key: 'template',
        kind: 'select',
        label: t('field.template'),
        options: employeeTemplates.map((template) => ({ value: template, label: t(`template.${template}`) })),
      },
    ],
    [t],
  );
  const list = useListState(employeeListSpec, { filters });
  const result = useListQuery(employeeKeys.lists, list, fetchEmployees);
  const status = useEmployeeStatus();
  // The drawer keeps showing the last employee while it slides shut, so `id` outlives `open`.
  const [drawer, setDrawer] = useState<{ id: number | null; open: boolean }>({ id: null, open: false });

  const changeStatus = (row: Employee, action: 'disable' | 'enable') =>
    status.mutateAsync({ id: row.id, action }).then(
      (changed) => message.success(t(`${action}d`, { name: changed.name })),
      // A refusal was already shown by lib/http.
      () => undefined,
    );

  const columns: ListColumn<Employee>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      mobile: 'title',
      exportValue: (row) => row.name,
      render: (row) => <strong>{row.name}</strong>,
    },
    {
      key: 'phone',
      title: t('field.phone'),
      width: 130,
      exportValue: (row) => row.phone,
      render: (row) => row.phone,
    },
    {
      key: 'stores',
      title: t('field.stores'),
      exportValue: (row) => row.stores.map((store) => store.name).join(', '),
      render: (row) => (
        <Flex gap={4} wrap>
          {row.stores.map((store) => (
            <Tag key={store.id}>{store.name}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'template',
      title: t('field.template'),
      width: 120,
      exportValue: (row) => t(`template.${row.template}`),
      render: (row) => t(`template.${row.template}`),
    },
    {
      key: 'status',
      title: t('field.status'),
      width: 100,
      exportValue: (row) => t(`status.${row.status}`),
      render: (row) => (
        <Tag color={row.status === 'active' ? 'success' : 'default'}>{t(`status.${row.status}`)}</Tag>
      ),
    },
    {
      key: 'created_at',
      title: t('field.createdAt'),
      width: 170,
      sortField: 'created_at',
      mobile: 'hide',
      exportValue: (row) => new Date(row.created_at),
      render: (row) => formatDateTime(row.created_at),
    },
  ];

  const busy = (row: Employee) => status.isPending && status.variables?.id === row.id;
  const actions: RowAction<Employee>[] = [
    {
      key: 'edit',
      label: t('common:edit'),
      permission: EDIT_PERMISSION,
      ariaLabel: (row) => `${t('common:edit')}: ${row.name}`,
      onClick: (row) => setDrawer({ id: row.id, open: true }),
    },
    {
      key: 'disable',
      label: t('disable'),
      permission: STATUS_PERMISSION,
      danger: true,
      confirm: t('disableConfirm'),
      ariaLabel: (row) => `${t('disable')}: ${row.name}`,
      hidden: (row) => row.status !== 'active',
      loading: busy,
      onClick: (row) => changeStatus(row, 'disable'),
    },
    {
      key: 'enable',
      label: t('enable'),
      permission: STATUS_PERMISSION,
      confirm: t('enableConfirm'),
      ariaLabel: (row) => `${t('enable')}: ${row.name}`,
      hidden: (row) => row.status === 'active',
      loading: busy,
      onClick: (row) => changeStatus(row, 'enable'),
    },
  ];

  return (
    <Card title={t('title')}>
      <ListSection<Employee, typeof employeeListSpec>
        fetchPage={fetchEmployees}
        extra={
          can(EDIT_PERMISSION) && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDrawer({ id: null, open: true })}
            >
              {t('add')}
            </Button>
          )
        }
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('title')}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={900}
      />
      <EmployeeDrawer
        open={drawer.open}
        id={drawer.id}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={(saved) =>
          message.success(t(drawer.id === null ? 'created' : 'saved', { name: saved.name }))
        }
      />
    </Card>
  );
};

export default EmployeeListPage;
