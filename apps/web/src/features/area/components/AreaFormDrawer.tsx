/**
 * New area / edit area: every wire field (name, type, capacity, opening hours per weekday,
 * whether sessions may overlap) in a FormDrawer, rules from the shared schema, and the area's
 * operation log when editing.
 */
import { type Area, areaBody, areaTypes } from '@merchant/shared';
import { Divider, Form, Input, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { type AreaFormValues, emptyAreaForm, toAreaBody, toAreaForm } from '../area-form-model';
import { useSaveArea } from '../use-area';
import { OpeningHoursField } from './OpeningHoursField';

interface AreaFormDrawerProps {
  open: boolean;
  /** The area edited (a row of the list); undefined for a new one. */
  area?: Area;
  onClose: () => void;
  onSaved: (area: Area) => void;
}

export const AreaFormDrawer = ({ open, area, onClose, onSaved }: AreaFormDrawerProps) => {
  const { t } = useTranslation('area');
  const save = useSaveArea();
  const initialValues = useMemo(() => (area ? toAreaForm(area) : emptyAreaForm()), [area]);
  const rules = (field: keyof typeof areaBody.shape, label: string) =>
    zodRules(areaBody, field, { t, label });

  const submit = async (values: AreaFormValues) => {
    const saved = await save.mutateAsync({ id: area?.id ?? null, body: toAreaBody(values) });
    onSaved(saved);
  };

  return (
    <FormDrawer<AreaFormValues>
      open={open}
      title={area ? t('editTitle', { name: area.name }) : t('newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('field.name')} rules={rules('name', t('field.name'))}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('field.type')} rules={rules('type', t('field.type'))}>
        <Select options={areaTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))} />
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t('field.capacity')}
        extra={t('form.capacityHint')}
        rules={rules('capacity', t('field.capacity'))}
      >
        <NumberInput min={1} max={1000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="allow_overlap"
        label={t('field.allowOverlap')}
        extra={t('form.overlapHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Typography.Title level={5}>{t('field.openingHours')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.hoursHint')}</Typography.Paragraph>
      <OpeningHoursField />

      {area && (
        <>
          <Divider />
          <Typography.Title level={5}>{t('operationLog')}</Typography.Title>
          <OperationLog entity="area" entityId={area.id} />
        </>
      )}
    </FormDrawer>
  );
};
