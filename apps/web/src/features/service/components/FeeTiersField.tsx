/**
 * Cancellation fee tiers in the timed-service form: rows of "hours ahead" and "fee %", with
 * the shared rule (a 0-hour tier, no repeats, never cheaper nearer the start) checked as one
 * list, and a live example computed by the shared functions the orders will charge with.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  cancelFeeTiersProblem,
  cancellationFeeFen,
  cancellationFeePercent,
  MAX_CANCEL_FEE_TIERS,
  MAX_TIER_HOURS,
} from '@merchant/shared';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/form-kit';
import { fenToYuan, yuanToFen } from '../../course/course-model';
import { type FeeTierValues, toFeeTiers } from '../service-form-model';

const Example = () => {
  const { t } = useTranslation('service');
  const form = Form.useFormInstance();
  const rows = Form.useWatch('cancel_fee_tiers', form) as FeeTierValues[] | undefined;
  const [hours, setHours] = useState<number | null>(3);
  const [yuan, setYuan] = useState<number | null>(100);
  const hoursId = useId();
  const priceId = useId();
  const tiers = toFeeTiers(rows);
  const priceFen = yuanToFen(yuan) ?? 0;
  const ahead = hours ?? 0;
  return (
    <Alert
      type="info"
      showIcon
      title={t('form.example')}
      description={
        <Flex vertical gap={8}>
          <Flex gap={16} wrap align="center">
            <Flex gap={8} align="center">
              <label htmlFor={hoursId}>{t('form.exampleHours')}</label>
              <NumberInput
                id={hoursId}
                min={0}
                max={MAX_TIER_HOURS}
                value={hours}
                onChange={setHours}
                style={{ width: 80 }}
              />
            </Flex>
            <Flex gap={8} align="center">
              <label htmlFor={priceId}>{t('form.examplePrice')}</label>
              <NumberInput
                id={priceId}
                min={0}
                precision={2}
                value={yuan}
                onChange={setYuan}
                style={{ width: 100 }}
              />
            </Flex>
          </Flex>
          <Typography.Text strong data-testid="fee-example">
            {t('form.exampleText', {
              hours: ahead,
              price: fenToYuan(priceFen)?.toFixed(2),
              fee: fenToYuan(cancellationFeeFen(tiers, priceFen, ahead))?.toFixed(2),
              percent: cancellationFeePercent(tiers, ahead),
            })}
          </Typography.Text>
        </Flex>
      }
    />
  );
};

export const FeeTiersField = () => {
  const { t } = useTranslation('service');
  return (
    <Form.List
      name="cancel_fee_tiers"
      rules={[
        {
          validator: async (_rule, rows: FeeTierValues[] | undefined) => {
            const problem = cancelFeeTiersProblem(toFeeTiers(rows));
            if (problem) throw new Error(t(`validation:${problem}`));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset aria-label={t('field.feeTiers')} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Flex vertical gap={6}>
            {fields.map((field, n) => (
              <Flex key={field.key} gap={8} align="center" wrap>
                <Form.Item name={[field.name, 'hours_before']} noStyle>
                  <NumberInput
                    aria-label={t('form.hoursBeforeN', { n: n + 1 })}
                    min={0}
                    max={MAX_TIER_HOURS}
                    precision={0}
                    suffix="h"
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'fee_percent']} noStyle>
                  <NumberInput
                    aria-label={t('form.feePercentN', { n: n + 1 })}
                    min={0}
                    max={100}
                    precision={0}
                    suffix="%"
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  size="small"
                  icon={<MinusCircleOutlined aria-hidden />}
                  aria-label={t('form.removeTier', { n: n + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < MAX_CANCEL_FEE_TIERS && (
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                style={{ alignSelf: 'start' }}
                onClick={() => add({ hours_before: null, fee_percent: null })}
              >
                {t('form.addTier')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
            <Example />
          </Flex>
        </fieldset>
      )}
    </Form.List>
  );
};
