/**
 * New / edit timed service in a FormDrawer: the resource picker (the store's areas and active
 * coaches), unit, price in yuan (the smallest booking shown live), units, capacity, the area
 * form's weekly hours editor, the fee tiers with their example, the description, and the
 * operation log when editing. Rules come from the shared schema.
 */
import {
  MAX_TIMED_CAPACITY,
  MAX_TIMED_UNITS,
  type TimedService,
  timedBookingPriceFen,
  timedServiceBody,
} from '@merchant/shared';
import { App, Button, Divider, Flex, Form, type FormInstance, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldRule, FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { OpeningHoursField } from '../../area/components/OpeningHoursField';
import { type OpeningHours, toDays } from '../../area/opening-hours-model';
import { formatYuan, yuanToFen } from '../../course/course-model';
import {
  emptyTimedForm,
  parseResource,
  resourceValue,
  type TimedFormValues,
  toTimedBody,
  toTimedForm,
  UNIT_MINUTE_CHOICES,
  unitLabel,
} from '../service-form-model';
import { useSaveTimedService, useTimedOptions } from '../use-service';
import { FeeTiersField } from './FeeTiersField';

/** The schema's refusals that compare fields with each other (service.schema.ts superRefine). */
const CROSS_FIELD_RULES = ['timedMinimumPriceRule', 'maxUnitsRule', 'maxUnitsDayRule'];

interface TimedServiceFormDrawerProps {
  open: boolean;
  /** The service edited (fresh from GET); undefined for a new one. */
  service?: TimedService;
  onClose: () => void;
  onSaved: (service: TimedService) => void;
}

/** "Smallest booking: 2 × 30 min = ¥16.00", live. */
const MinimumBooking = () => {
  const { t } = useTranslation('service');
  const form = Form.useFormInstance<TimedFormValues>();
  const unit = Form.useWatch('unit_minutes', form);
  const yuan = Form.useWatch('unit_price_yuan', form);
  const min = Form.useWatch('min_units', form);
  const fen = yuanToFen(yuan);
  if (fen === null || !unit || !min) return null;
  const price = timedBookingPriceFen({ unit_price_fen: fen, min_units: min, max_units: min }, min);
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
      {t('form.minBooking', { units: min, unit: unitLabel(unit, t), price: formatYuan(price) })}
    </Typography.Paragraph>
  );
};

export const TimedServiceFormDrawer = ({ open, service, onClose, onSaved }: TimedServiceFormDrawerProps) => {
  const { t } = useTranslation('service');
  const { message } = App.useApp();
  const [form] = Form.useForm<TimedFormValues>();
  const save = useSaveTimedService();
  const options = useTimedOptions();
  const initialValues = useMemo(() => (service ? toTimedForm(service) : emptyTimedForm()), [service]);
  const resource = parseResource(Form.useWatch('resource', form));
  const rules = (field: keyof typeof timedServiceBody.shape, label: string) =>
    zodRules(timedServiceBody, field, { t, label });
  // The schema's rules across fields (smallest booking over 9 yuan, max ≥ min units, a day at
  // most), checked on the whole form and shown under the field they name, as the server would
  // refuse them, instead of only in the toast of a refused save.
  const crossRule =
    (wireField: 'unit_price_fen' | 'max_units') =>
    ({ getFieldsValue }: Pick<FormInstance, 'getFieldsValue'>): FieldRule => ({
      validator: () => {
        const values = getFieldsValue(true) as TimedFormValues;
        if (!values.unit_price_yuan || !values.min_units || !values.max_units) return Promise.resolve();
        const parsed = timedServiceBody.safeParse(toTimedBody(values));
        const issue = parsed.error?.issues.find(
          (i) => i.path[0] === wireField && CROSS_FIELD_RULES.includes(i.message),
        );
        return issue ? Promise.reject(new Error(t(`validation:${issue.message}`))) : Promise.resolve();
      },
    });

  const resourceOptions = useMemo(() => {
    const areas = (options.data?.areas ?? []).map((a) => ({
      value: resourceValue('area', a.id),
      label: a.name,
    }));
    const coaches = (options.data?.coaches ?? []).map((c) => ({
      value: resourceValue('coach', c.id),
      label: c.name,
    }));
    // A coach deactivated since keeps showing on the service that books it.
    if (
      service?.resource_kind === 'coach' &&
      !coaches.some((c) => c.value === resourceValue('coach', service.resource_id))
    )
      coaches.push({
        value: resourceValue('coach', service.resource_id),
        label: service.resource_name ?? `#${service.resource_id}`,
      });
    return [
      { label: t('form.areas'), options: areas },
      { label: t('form.coaches'), options: coaches },
    ];
  }, [options.data, service, t]);

  const chosenArea =
    resource?.kind === 'area' ? options.data?.areas.find((a) => a.id === resource.id) : undefined;
  const copyAreaHours = () => {
    if (!chosenArea) return;
    form.setFieldValue('days', toDays(chosenArea.opening_hours as OpeningHours));
    message.success(t('form.areaHoursCopied', { name: chosenArea.name }));
  };

  const submit = async (values: TimedFormValues) => {
    const body = toTimedBody(values);
    const saved = await save.mutateAsync({
      id: service?.id ?? null,
      body: service ? { ...body, status: service.status } : body,
    });
    onSaved(saved);
  };

  return (
    <FormDrawer<TimedFormValues>
      open={open}
      form={form}
      size={640}
      title={service ? t('timed.editTitle', { name: service.name }) : t('timed.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('field.name')} rules={rules('name', t('field.name'))}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="resource"
        label={t('field.resource')}
        extra={t('form.resourceHint')}
        rules={[{ required: true, message: t('validation:requiredField', { field: t('field.resource') }) }]}
      >
        <Select
          options={resourceOptions}
          loading={options.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="unit_minutes" label={t('field.unit')} rules={rules('unit_minutes', t('field.unit'))}>
          <Select
            style={{ width: 140 }}
            options={UNIT_MINUTE_CHOICES.map((m) => ({ value: m, label: unitLabel(m, t) }))}
          />
        </Form.Item>
        <Form.Item
          name="unit_price_yuan"
          label={t('field.unitPriceYuan')}
          dependencies={['min_units', 'max_units']}
          rules={[
            { required: true, message: t('validation:requiredField', { field: t('field.unitPrice') }) },
            crossRule('unit_price_fen'),
          ]}
        >
          <NumberInput min={0.01} precision={2} prefix="¥" style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="min_units"
          label={t('field.minUnits')}
          rules={rules('min_units', t('field.minUnits'))}
        >
          <NumberInput min={1} max={MAX_TIMED_UNITS} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="max_units"
          label={t('field.maxUnits')}
          dependencies={['min_units', 'unit_minutes']}
          rules={[...rules('max_units', t('field.maxUnits')), crossRule('max_units')]}
        >
          <NumberInput min={1} max={MAX_TIMED_UNITS} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="capacity" label={t('field.capacity')} rules={rules('capacity', t('field.capacity'))}>
          <NumberInput min={1} max={MAX_TIMED_CAPACITY} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Flex>
      <MinimumBooking />
      <Typography.Paragraph type="secondary">
        {t('form.unitPriceHint')} {t('form.capacityHint')}
      </Typography.Paragraph>

      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('field.openingHours')}
        </Typography.Title>
        {chosenArea && (
          <Button size="small" onClick={copyAreaHours}>
            {t('form.useAreaHours')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{t('form.hoursHint')}</Typography.Paragraph>
      <OpeningHoursField />

      <Divider />
      <Typography.Title level={5}>{t('field.feeTiers')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('form.tiersHint')}</Typography.Paragraph>
      <FeeTiersField />

      <Divider />
      <Form.Item name="description" label={t('field.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>

      {service && (
        <>
          <Divider />
          <Typography.Title level={5}>{t('operationLog')}</Typography.Title>
          <OperationLog entity="timed_service" entityId={service.id} />
        </>
      )}
    </FormDrawer>
  );
};
