/**
 * New / edit per-visit service in a FormDrawer: name, visits (1 = single visit), price in
 * yuan (价格不得低于9元), validity, weekly limit, the courses it is valid for (multi-select of
 * the store's listings), description, and the operation log when editing.
 */
import {
  type CountService,
  countServiceBody,
  MAX_SERVICE_VALIDITY_DAYS,
  MAX_SERVICE_VISITS,
} from '@merchant/shared';
import { Divider, Flex, Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { priceYuanSchema } from '../../course/course-model';
import { type CountFormValues, emptyCountForm, toCountBody, toCountForm } from '../service-form-model';
import { useCountOptions, useSaveCountService } from '../use-service';

interface CountServiceFormDrawerProps {
  open: boolean;
  service?: CountService;
  onClose: () => void;
  onSaved: (service: CountService) => void;
}

export const CountServiceFormDrawer = ({ open, service, onClose, onSaved }: CountServiceFormDrawerProps) => {
  const { t } = useTranslation('service');
  const save = useSaveCountService();
  const options = useCountOptions();
  const initialValues = useMemo(() => (service ? toCountForm(service) : emptyCountForm()), [service]);
  const rules = (field: keyof typeof countServiceBody.shape, label: string) =>
    zodRules(countServiceBody, field, { t, label });

  const courseOptions = useMemo(() => {
    const known = (options.data?.courses ?? []).map((c) => ({
      value: c.id,
      label:
        c.status === 'online'
          ? c.name
          : t('form.courseStatus', { name: c.name, status: t(`course:status.${c.status}`) }),
    }));
    for (const course of service?.courses ?? [])
      if (!known.some((k) => k.value === course.id)) known.push({ value: course.id, label: course.name });
    return known;
  }, [options.data, service, t]);

  const submit = async (values: CountFormValues) => {
    const body = toCountBody(values);
    const saved = await save.mutateAsync({
      id: service?.id ?? null,
      body: service ? { ...body, status: service.status } : body,
    });
    onSaved(saved);
  };

  return (
    <FormDrawer<CountFormValues>
      open={open}
      title={service ? t('count.editTitle', { name: service.name }) : t('count.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('field.name')} rules={rules('name', t('field.name'))}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name="visits"
          label={t('field.visits')}
          extra={t('form.visitsHint')}
          rules={rules('visits', t('field.visits'))}
          style={{ minWidth: 180 }}
        >
          <NumberInput min={1} max={MAX_SERVICE_VISITS} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="price_yuan"
          label={t('field.priceYuan')}
          extra={t('form.priceHint')}
          rules={zodRules(priceYuanSchema, undefined, { t, label: t('field.price'), required: true })}
          style={{ minWidth: 180 }}
        >
          <NumberInput min={0} precision={2} prefix="¥" style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="validity_days"
          label={t('field.validity')}
          extra={t('form.validityHint')}
          rules={rules('validity_days', t('field.validity'))}
          style={{ minWidth: 180 }}
        >
          <NumberInput min={1} max={MAX_SERVICE_VALIDITY_DAYS} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="per_week_limit"
          label={t('field.perWeekLimit')}
          extra={t('form.perWeekHint')}
          rules={rules('per_week_limit', t('field.perWeekLimit'))}
          style={{ minWidth: 180 }}
        >
          <NumberInput min={1} max={MAX_SERVICE_VISITS} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="course_ids"
        label={t('field.courses')}
        extra={t('form.coursesHint')}
        rules={rules('course_ids', t('field.courses'))}
      >
        <Select
          mode="multiple"
          options={courseOptions}
          loading={options.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="description" label={t('field.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>

      {service && (
        <>
          <Divider />
          <Typography.Title level={5}>{t('operationLog')}</Typography.Title>
          <OperationLog entity="count_service" entityId={service.id} />
        </>
      )}
    </FormDrawer>
  );
};
