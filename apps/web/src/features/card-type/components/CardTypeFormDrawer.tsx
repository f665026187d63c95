/**
 * New card type / edit card type: the wire's fields in a FormDrawer, showing only those of the
 * chosen kind; prices typed in yuan; the store's courses for "valid for"; sharing and freezing
 * limits appearing when switched on; and, where the store follows prepaid caps, a live warning
 * of the caps the card would break. Editing shows the type's operation log.
 */
import {
  type CardType,
  cardTypeBody,
  MAX_FREEZE_DAYS,
  MAX_FREEZE_TIMES,
  MAX_SHARED_HOLDERS,
  MIN_SHARED_HOLDERS,
  type PrepaidRegion,
} from '@merchant/shared';
import { Alert, Divider, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { priceYuanSchema } from '../../course/course-model';
import {
  type CardTypeFormValues,
  emptyCardTypeForm,
  formCapViolations,
  toCardTypeBody,
  toCardTypeForm,
} from '../card-type-form-model';
import { useCardTypeOptions, useSaveCardType } from '../use-card-type';

interface CardTypeFormDrawerProps {
  open: boolean;
  /** The type edited (fresh from GET /card/type/{id}); undefined for a new one. */
  cardType?: CardType;
  region: PrepaidRegion;
  onClose: () => void;
  onSaved: (type: CardType) => void;
}

const NUMBER_WIDTH = { width: 200 };

export const CardTypeFormDrawer = ({ open, cardType, region, onClose, onSaved }: CardTypeFormDrawerProps) => {
  const { t } = useTranslation('card-type');
  const [form] = Form.useForm<CardTypeFormValues>();
  const save = useSaveCardType();
  const options = useCardTypeOptions(open);
  const initialValues = useMemo(
    () => (cardType ? toCardTypeForm(cardType) : emptyCardTypeForm()),
    [cardType],
  );
  const values = Form.useWatch([], form) ?? initialValues;
  const kind = values.kind ?? 'count';
  const violations = formCapViolations(region, values);
  const rules = (field: keyof typeof cardTypeBody.shape, label: string, required?: boolean) =>
    zodRules(cardTypeBody, field, { t, label, required });
  /** A whole number between `min` and `max`, with the given message when outside. */
  const between = (min: number, max: number, label: string, key: string) => [
    { required: true, message: t('validation:requiredField', { field: label }) },
    {
      validator: (_rule: unknown, value: unknown) =>
        value === null ||
        value === undefined ||
        (Number.isInteger(value) && Number(value) >= min && Number(value) <= max)
          ? Promise.resolve()
          : Promise.reject(new Error(t(`validation:${key}`, { field: label }))),
    },
  ];
  const stateLabel = (state: string) => t(`status.${state}`, { defaultValue: state });
  const kindLocked = (cardType?.sold_count ?? 0) > 0;

  const submit = async (submitted: CardTypeFormValues) => {
    const saved = await save.mutateAsync({
      id: cardType?.id ?? null,
      body: toCardTypeBody(submitted, cardType?.status),
    });
    onSaved(saved);
  };

  return (
    <FormDrawer<CardTypeFormValues>
      open={open}
      form={form}
      size={600}
      title={cardType ? t('editTitle', { name: cardType.name }) : t('newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('field.name')} rules={rules('name', t('field.name'))}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="kind"
        label={t('field.kind')}
        extra={kindLocked ? t('form.kindLocked') : t(`form.kindHint.${kind}`)}
      >
        <Radio.Group
          disabled={kindLocked}
          optionType="button"
          options={(['period', 'count', 'stored_value'] as const).map((k) => ({
            value: k,
            label: t(`kind.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="price_yuan"
        label={t(kind === 'stored_value' ? 'field.paidYuan' : 'field.priceYuan')}
        rules={zodRules(priceYuanSchema, undefined, { t, label: t('field.priceYuan'), required: true })}
      >
        <NumberInput min={0} precision={2} prefix="¥" style={NUMBER_WIDTH} />
      </Form.Item>
      {kind === 'stored_value' && (
        <Form.Item name="gift_yuan" label={t('field.giftYuan')} extra={t('form.giftYuanHint')}>
          <NumberInput min={0} precision={2} prefix="¥" style={NUMBER_WIDTH} />
        </Form.Item>
      )}
      {kind === 'count' && (
        <>
          <Form.Item
            name="sessions"
            label={t('field.sessions')}
            rules={rules('sessions', t('field.sessions'), true)}
          >
            <NumberInput min={1} max={9999} precision={0} style={NUMBER_WIDTH} />
          </Form.Item>
          <Form.Item
            name="gift_sessions"
            label={t('field.giftSessions')}
            rules={rules('gift_sessions', t('field.giftSessions'), false)}
          >
            <NumberInput min={0} max={9999} precision={0} style={NUMBER_WIDTH} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="validity_days"
        label={t('field.validityDays')}
        extra={t('form.validityHint')}
        rules={rules('validity_days', t('field.validityDays'), true)}
      >
        <NumberInput min={1} max={3650} precision={0} style={NUMBER_WIDTH} suffix={t('form.days')} />
      </Form.Item>
      {kind === 'period' && (
        <Form.Item
          name="gift_days"
          label={t('field.giftDays')}
          rules={rules('gift_days', t('field.giftDays'), false)}
        >
          <NumberInput min={0} max={3650} precision={0} style={NUMBER_WIDTH} suffix={t('form.days')} />
        </Form.Item>
      )}
      {violations.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('form.capWarning')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {violations.map((v) => (
                <li key={v.rule}>{t(`validation:${v.messageKey}`, v.params)}</li>
              ))}
            </ul>
          }
        />
      )}

      <Form.Item name="all_courses" label={t('field.courses')}>
        <Radio.Group
          options={[
            { value: true, label: t('form.allCourses') },
            { value: false, label: t('form.someCourses') },
          ]}
        />
      </Form.Item>
      {values.all_courses === false && (
        <Form.Item
          name="course_ids"
          label={t('field.courseIds')}
          rules={[
            { required: true, message: t('validation:requiredField', { field: t('field.courseIds') }) },
          ]}
        >
          <Select
            mode="multiple"
            loading={options.isLoading}
            optionFilterProp="label"
            placeholder={t('form.coursesPlaceholder')}
            options={(options.data?.courses ?? []).map((c) => ({ value: c.id, label: c.name }))}
            notFoundContent={t('form.noCourses')}
          />
        </Form.Item>
      )}

      <Form.Item name="shareable" label={t('field.shareable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {values.shareable && (
        <Form.Item
          name="max_holders"
          label={t('field.maxHolders')}
          extra={t('form.maxHoldersHint')}
          rules={between(MIN_SHARED_HOLDERS, MAX_SHARED_HOLDERS, t('field.maxHolders'), 'cardTypeMaxHolders')}
        >
          <NumberInput min={MIN_SHARED_HOLDERS} max={MAX_SHARED_HOLDERS} precision={0} style={NUMBER_WIDTH} />
        </Form.Item>
      )}
      <Form.Item
        name="parallel_use"
        label={t('field.parallelUse')}
        extra={t('form.parallelUseHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="freeze_allowed" label={t('field.freezeAllowed')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {values.freeze_allowed && (
        <>
          <Form.Item
            name="max_freeze_days"
            label={t('field.maxFreezeDays')}
            rules={between(1, MAX_FREEZE_DAYS, t('field.maxFreezeDays'), 'cardTypeFreezeLimits')}
          >
            <NumberInput
              min={1}
              max={MAX_FREEZE_DAYS}
              precision={0}
              style={NUMBER_WIDTH}
              suffix={t('form.days')}
            />
          </Form.Item>
          <Form.Item
            name="max_freeze_times"
            label={t('field.maxFreezeTimes')}
            rules={between(1, MAX_FREEZE_TIMES, t('field.maxFreezeTimes'), 'cardTypeFreezeLimits')}
          >
            <NumberInput min={1} max={MAX_FREEZE_TIMES} precision={0} style={NUMBER_WIDTH} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="description"
        label={t('field.description')}
        rules={rules('description', t('field.description'))}
      >
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('field.sort')}
        extra={t('form.sortHint')}
        rules={rules('sort', t('field.sort'))}
      >
        <NumberInput min={0} max={9999} precision={0} style={NUMBER_WIDTH} />
      </Form.Item>

      {cardType && (
        <>
          <Divider />
          <Typography.Title level={5}>{t('operationLog')}</Typography.Title>
          <OperationLog entity="card_type" entityId={cardType.id} stateLabel={stateLabel} />
        </>
      )}
    </FormDrawer>
  );
};
