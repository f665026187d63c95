/**
 * The decoration's fields: introduction, opening hours (rows of weekday, opening and closing
 * time), facilities (a checklist of common ones plus the store's own tags), price list (rows of
 * item and price in yuan, sent in fen) and notices. Rules come from the shared schema.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  decorationContent,
  MAX_DECORATION_TEXT,
  MAX_FACILITIES,
  MAX_OPENING_ROWS,
  MAX_PRICE_ROWS,
  priceRow,
  timeOfDay,
} from '@merchant/shared';
import { Button, Flex, Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput, zodRules } from '../../../components/form-kit';
import type { DecorationFormValues } from '../storefront-model';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Suggestions of the facilities checklist (the merchant may type others). */
export const COMMON_FACILITIES = [
  'parking',
  'showers',
  'lockers',
  'wifi',
  'towels',
  'water',
  'nursing',
] as const;

interface DecorationFormProps {
  form: FormInstance<DecorationFormValues>;
  initialValues: DecorationFormValues;
  disabled: boolean;
  onValuesChange: () => void;
}

export const DecorationForm = ({ form, initialValues, disabled, onValuesChange }: DecorationFormProps) => {
  const { t } = useTranslation('decoration');
  const closeAfterOpen = (name: number) => ({
    validator: (_rule: unknown, close: unknown) => {
      const open = form.getFieldValue(['opening_hours', name, 'open']);
      return typeof open === 'string' && typeof close === 'string' && close !== '' && open >= close
        ? Promise.reject(new Error(t('validation:openingCloseAfterOpen', { field: t('close') })))
        : Promise.resolve();
    },
  });
  const facilityOptions = COMMON_FACILITIES.map((key) => {
    const label = t(`facility.${key}`);
    return { label, value: label };
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={disabled}
      onValuesChange={onValuesChange}
      requiredMark={false}
    >
      <Form.Item
        name="introduction"
        label={t('introduction')}
        rules={zodRules(decorationContent, 'introduction', { t, label: t('introduction') })}
      >
        <Input.TextArea
          rows={4}
          maxLength={MAX_DECORATION_TEXT}
          showCount
          placeholder={t('introductionHint')}
        />
      </Form.Item>

      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('openingHours')}</legend>
        <Form.List name="opening_hours">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map(({ key, name }) => (
                <Flex key={key} gap={8} align="start" wrap>
                  <Form.Item name={[name, 'weekday']} style={{ marginBottom: 4, width: 120 }}>
                    <Select
                      aria-label={t('weekdayOfRow', { n: name + 1 })}
                      options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'open']}
                    style={{ marginBottom: 4, width: 110 }}
                    rules={zodRules(timeOfDay, undefined, { t, label: t('open'), required: true })}
                  >
                    <Input aria-label={t('openOfRow', { n: name + 1 })} placeholder="09:00" />
                  </Form.Item>
                  <Form.Item
                    name={[name, 'close']}
                    style={{ marginBottom: 4, width: 110 }}
                    dependencies={[['opening_hours', name, 'open']]}
                    rules={[
                      ...zodRules(timeOfDay, undefined, { t, label: t('close'), required: true }),
                      closeAfterOpen(name),
                    ]}
                  >
                    <Input aria-label={t('closeOfRow', { n: name + 1 })} placeholder="21:00" />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('removeRow', { n: name + 1 })}
                    onClick={() => remove(name)}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                disabled={disabled || fields.length >= MAX_OPENING_ROWS}
                onClick={() => {
                  const last = form.getFieldValue(['opening_hours', fields.length - 1]);
                  add({
                    weekday: Math.min(7, (last?.weekday ?? 0) + 1),
                    open: last?.open ?? '09:00',
                    close: last?.close ?? '21:00',
                  });
                }}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('addOpening')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </fieldset>

      <Form.Item
        name="facilities"
        label={t('facilities')}
        extra={t('facilitiesHint', { max: MAX_FACILITIES })}
      >
        <Select
          mode="tags"
          // The chosen facilities are the merchant's own words, kept as typed or picked (in
          // whatever language the console showed then); the browser suite's language check skips them.
          data-user-data
          options={facilityOptions}
          maxCount={MAX_FACILITIES}
          tokenSeparators={[',', '，']}
        />
      </Form.Item>

      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('priceList')}</legend>
        <Form.List name="price_list">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map(({ key, name }) => (
                <Flex key={key} gap={8} align="start" wrap>
                  <Form.Item
                    name={[name, 'item']}
                    style={{ marginBottom: 4, flex: '1 1 180px' }}
                    rules={zodRules(priceRow, 'item', { t, label: t('item') })}
                  >
                    <Input aria-label={t('itemOfRow', { n: name + 1 })} placeholder={t('item')} />
                  </Form.Item>
                  <Form.Item name={[name, 'price']} style={{ marginBottom: 4, width: 140 }}>
                    <NumberInput
                      aria-label={t('priceOfRow', { n: name + 1 })}
                      min={0}
                      max={21_000_000}
                      precision={2}
                      prefix="¥"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('removePriceRow', { n: name + 1 })}
                    onClick={() => remove(name)}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                disabled={disabled || fields.length >= MAX_PRICE_ROWS}
                onClick={() => add({ item: '', price: 0 })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('addPrice')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </fieldset>

      <Form.Item
        name="notices"
        label={t('notices')}
        rules={zodRules(decorationContent, 'notices', { t, label: t('notices') })}
      >
        <Input.TextArea rows={3} maxLength={MAX_DECORATION_TEXT} showCount placeholder={t('noticesHint')} />
      </Form.Item>
    </Form>
  );
};
