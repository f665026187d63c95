/**
 * Add or edit an employee: name, phone (create only: it is the employee's sign-in), the
 * stores they work in, a template and the grant tree it fills. Changing any box of the tree
 * makes the template "custom". Editing shows the employee's operation log below the form.
 */
import {
  type Employee,
  type EmployeeTemplate,
  employeeCreateBody,
  employeeTemplates,
  phoneField,
} from '@merchant/shared';
import { Alert, Checkbox, Divider, Form, Input, Radio, Skeleton, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreStore } from '../../../app/store-store';
import { FormDrawer, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { type EmployeeFormValues, initialEmployeeValues, toEmployeeBody } from '../employee-form';
import { grantScreens, templateSelection } from '../grant-model';
import { useEmployee, useGrantOptions, useSaveEmployee } from '../use-employee';
import { GrantTree } from './GrantTree';

/** Wide enough for a screen's row of buttons. */
const DRAWER_WIDTH = 760;

interface EmployeeDrawerProps {
  open: boolean;
  /** null: a new employee. */
  id: number | null;
  onClose: () => void;
  onSaved: (employee: Employee) => void;
}

export const EmployeeDrawer = ({ open, id, onClose, onSaved }: EmployeeDrawerProps) => {
  const { t } = useTranslation('employee');
  const [form] = Form.useForm<EmployeeFormValues>();
  const options = useGrantOptions(open);
  const detail = useEmployee(open ? id : null);
  const save = useSaveEmployee();
  const storeId = useStoreStore((state) => state.storeId);
  const labelIds = { stores: useId(), template: useId(), grants: useId() };
  const screens = useMemo(() => grantScreens(options.data?.menus ?? []), [options.data]);
  const editing = id !== null;

  const initialValues = useMemo(
    () =>
      options.data && (!editing || detail.data)
        ? initialEmployeeValues(options.data, screens, editing ? detail.data : undefined, storeId)
        : undefined,
    [options.data, screens, editing, detail.data, storeId],
  );

  const onValuesChange = (changed: Partial<EmployeeFormValues>) => {
    if (changed.template && options.data) {
      const current = form.getFieldValue('function_ids') ?? [];
      form.setFieldsValue({
        function_ids: templateSelection(options.data, screens, changed.template, current),
      });
    } else if (changed.function_ids) {
      form.setFieldsValue({ template: 'custom' });
    }
  };

  const label = (key: string) => t(`field.${key}`);
  const loading = options.isPending || (editing && detail.isPending);
  const failed = options.error ?? (editing ? detail.error : null);

  return (
    <FormDrawer<EmployeeFormValues>
      open={open}
      form={form}
      size={DRAWER_WIDTH}
      title={editing ? t('form.editTitle', { name: detail.data?.name ?? '' }) : t('form.createTitle')}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onClose={onClose}
      onSubmit={async (values) =>
        onSaved(await save.mutateAsync({ id, body: toEmployeeBody(values, editing) }))
      }
    >
      {failed && <Alert type="error" showIcon title={failed.message} style={{ marginBottom: 16 }} />}
      {loading && !failed ? (
        <Skeleton active />
      ) : (
        <>
          <Form.Item
            name="name"
            label={label('name')}
            rules={zodRules(employeeCreateBody, 'name', { t, label: label('name') })}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          {editing ? (
            <Form.Item label={label('phone')}>
              <Typography.Text>{detail.data?.phone}</Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {t('form.phoneFixed')}
              </Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item
              name="phone"
              label={label('phone')}
              extra={t('form.phoneHint')}
              rules={zodRules(phoneField, undefined, { t, label: label('phone') })}
            >
              <Input inputMode="numeric" maxLength={11} autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item
            name="store_ids"
            label={<span id={labelIds.stores}>{label('stores')}</span>}
            rules={[{ required: true, type: 'array', min: 1, message: t('form.storesRequired') }]}
          >
            <Checkbox.Group
              aria-labelledby={labelIds.stores}
              options={(options.data?.stores ?? []).map((store) => ({ value: store.id, label: store.name }))}
            />
          </Form.Item>
          <Form.Item name="template" label={<span id={labelIds.template}>{label('template')}</span>}>
            <Radio.Group
              aria-labelledby={labelIds.template}
              options={employeeTemplates.map((template: EmployeeTemplate) => ({
                value: template,
                label: t(`template.${template}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="function_ids"
            label={<span id={labelIds.grants}>{label('grants')}</span>}
            extra={t('form.grantsHint')}
          >
            <GrantTree menus={options.data?.menus ?? []} aria-labelledby={labelIds.grants} />
          </Form.Item>
          {editing && id !== null && (
            <>
              <Divider titlePlacement="start">{t('operationLog')}</Divider>
              <OperationLog
                entity="employee"
                entityId={id}
                stateLabel={(state) => t(`status.${state}`, { defaultValue: state })}
              />
            </>
          )}
        </>
      )}
    </FormDrawer>
  );
};
